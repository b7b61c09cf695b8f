import { data } from "react-router";
import { type MultipartLimits, parseMultipartForm } from "./uploads.server";

/** A form without files never needs more than this (the longest text field, the contact message, is 5,000). */
export const MAX_TEXT_FORM_BYTES = 256 * 1024;

export const FORM_BODY_MESSAGES = {
  notAForm: "Bad request: send the form as application/x-www-form-urlencoded or multipart/form-data",
  unreadable: "Bad request: the form could not be read",
  tooLarge: "The form is too large",
} as const;

export type FormBody =
  | { ok: true; formData: FormData }
  | { ok: false; status: 400 | 413; message: string; reason: "invalid" | "too-large" };

type Options = {
  /** Fields that may hold several lines (tab, line feeds kept); every other text value is one line. */
  multiline?: readonly string[];
  /** Fields that may legitimately repeat (checkbox groups); every other repeated field keeps its first value. */
  repeatable?: readonly string[];
  /** For forms that carry files: the upload limits, enforced while the body streams in. */
  files?: MultipartLimits;
};

/**
 * The one way an action reads its body. Only a real form is read (urlencoded or multipart); anything else —
 * JSON, text, binary, a missing or malformed body — is refused (400), an oversized one too (413), before any
 * rule runs. Text values leave here without NUL or other control characters (a NUL fails PostgreSQL's text
 * columns), and a single-value field sent twice counts once, so each field's own rule judges it.
 */
export async function readFormBody(request: Request, options: Options = {}): Promise<FormBody> {
  const type = (request.headers.get("Content-Type") ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
  const isUrlencoded = type === "application/x-www-form-urlencoded";
  const isMultipart = type === "multipart/form-data";
  if (!isUrlencoded && !isMultipart) return refused(400, FORM_BODY_MESSAGES.notAForm, "invalid");

  let raw: FormData;
  if (options.files && isMultipart) {
    const parsed = await parseMultipartForm(request, options.files);
    if (!parsed.ok) {
      return parsed.reason === "too-large"
        ? refused(413, FORM_BODY_MESSAGES.tooLarge, "too-large")
        : refused(400, FORM_BODY_MESSAGES.unreadable, "invalid");
    }
    raw = parsed.formData;
  } else {
    const bytes = await readAtMost(request, MAX_TEXT_FORM_BYTES);
    if (bytes === "too-large") return refused(413, FORM_BODY_MESSAGES.tooLarge, "too-large");
    try {
      raw = await new Response(bytes, {
        headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      }).formData();
    } catch {
      return refused(400, FORM_BODY_MESSAGES.unreadable, "invalid");
    }
    // A text-only form has no place for files: a file part here is dropped, not stored.
    if (!options.files) for (const [key, value] of [...raw]) if (typeof value !== "string") raw.delete(key);
  }
  return { ok: true, formData: cleanForm(raw, options) };
}

/**
 * For actions whose form has no better way to show a refusal: the body, or a thrown 400/413 with a plain
 * message (only a forged or broken request gets here; the site's own forms always send a readable form).
 */
export async function requireFormBody(request: Request, options: Options = {}): Promise<FormData> {
  const body = await readFormBody(request, options);
  if (!body.ok) throw data(body.message, { status: body.status });
  return body.formData;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** Control characters out of every text value (line breaks and tabs stay only in multi-line fields). */
export function cleanText(value: string, multiline: boolean): string {
  const withoutControls = value.replace(CONTROL, "");
  return multiline ? withoutControls : withoutControls.replace(LINE_BREAKS_AND_TABS, " ");
}

function cleanForm(raw: FormData, options: Options): FormData {
  const cleaned = new FormData();
  const seen = new Set<string>();
  for (const [rawKey, value] of raw) {
    const key = cleanText(rawKey, false);
    if (seen.has(key) && !options.repeatable?.includes(key)) continue;
    seen.add(key);
    cleaned.append(
      key,
      typeof value === "string" ? cleanText(value, options.multiline?.includes(key) ?? false) : value,
    );
  }
  return cleaned;
}

function refused(status: 400 | 413, message: string, reason: "invalid" | "too-large"): FormBody {
  return { ok: false, status, message, reason };
}

/** The body, read up to `limit` bytes: a longer one (whatever Content-Length claimed) stops being read there. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return "too-large";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
