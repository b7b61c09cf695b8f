/**
 * What an upload endpoint answered: the stored file's address, or the message to show. `retryable`: the file
 * itself was not refused (no connection, the server busy or failing), so sending it again may work.
 */
export type UploadAnswer =
  | { ok: true; url: string }
  | { ok: false; error: string; loggedOut?: boolean; retryable?: boolean; aborted?: boolean };

/**
 * Sends one file (with any other fields) to an upload endpoint that answers `{ url }` or `{ error }` in JSON,
 * reporting the upload's progress in percent: fetch cannot report upload progress, XHR can. `signal` stops
 * the request (the file was removed while it was being sent).
 */
export function uploadWithProgress(
  endpoint: string,
  fields: Record<string, string | File>,
  onProgress: (percent: number) => void,
  fallbackError: string,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const request = new XMLHttpRequest();
    request.open("POST", endpoint);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as { url?: string; error?: string } | null;
      // A session that ended meanwhile is redirected to the login page (HTML, not our JSON).
      if (request.responseURL.includes("/login")) {
        resolve({ ok: false, error: fallbackError, loggedOut: true });
      } else if (request.status === 201 && answer?.url) {
        resolve({ ok: true, url: answer.url });
      } else {
        // 429 (too many at once) and 5xx (busy, failing) say nothing about the file: it may be sent again.
        const retryable = request.status === 429 || request.status >= 500;
        resolve({ ok: false, error: answer?.error ?? fallbackError, retryable });
      }
    };
    request.onerror = () => resolve({ ok: false, error: fallbackError, retryable: true });
    request.onabort = () => resolve({ ok: false, error: fallbackError, aborted: true });
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
