/** What an upload endpoint answered: the stored file's address, or the message to show. */
export type UploadAnswer = { ok: true; url: string } | { ok: false; error: string; loggedOut?: boolean };

/**
 * Sends one file (with any other fields) to an upload endpoint that answers `{ url }` or `{ error }` in JSON,
 * reporting the upload's progress in percent: fetch cannot report upload progress, XHR can.
 */
export function uploadWithProgress(
  endpoint: string,
  fields: Record<string, string | File>,
  onProgress: (percent: number) => void,
  fallbackError: string,
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
        resolve({ ok: false, error: answer?.error ?? fallbackError });
      }
    };
    request.onerror = () => resolve({ ok: false, error: fallbackError });
    request.send(body);
  });
}
