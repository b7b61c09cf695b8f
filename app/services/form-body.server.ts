import { AppError } from "~/lib/app-error";
import { throwAppError } from "~/services/http.server";
import { type MultipartLimits, parseMultipartForm } from "./uploads.server";

/** A form without files never needs more than this (the longest text field, the contact message, is 5,000). */
export const MAX_TEXT_FORM_BYTES = 256 * 1024;

/** No form of ours sends more entries than this (the project form, fullest, about 80). */
export const MAX_FORM_ENTRIES = 200;

export const FORM_BODY_MESSAGES = {
  notAForm: "Bad request: send the form as application/x-www-form-urlencoded or multipart/form-data",
  unreadable: "Bad request: the form could not be read",
  tooLarge: "The form is too large",
  tooManyEntries: "Bad request: the form has too many fields",
  listUnreadable: "This list could not be read. Please enter its items again.",
} as const;

/**
 * A field sent as a list, and the most entries it may hold. `indexed`: `name[0]`, `name[1]`… (a Conform field
 * list), each index below `max`; `repeated`: the same name once per entry (a checkbox group).
 */
export type ListField = { shape: "indexed" | "repeated"; max: number; tooMany: string };

export type FormBody =
  | {
      ok: true;
      formData: FormData;
      /**
       * Lists sent past their limit or in another shape, with the message for each: their entries are left
       * out of `formData`, and the action must answer with these errors and write nothing.
       */
      listErrors: Record<string, string[]>;
    }
  | { ok: false; status: 400 | 413; message: string; reason: "invalid" | "too-large" };

type Options = {
  /** Fields that may hold several lines (tab, line feeds kept); every other text value is one line. */
  multiline?: readonly string[];
  /** The form's list fields; any other field is a single value (a repeat keeps the first). */
  lists?: Readonly<Record<string, ListField>>;
  /** For forms that carry files: the upload limits, enforced while the body streams in. */
  files?: MultipartLimits;
};

/**
 * The one way an action reads its body. Only a real form is read (urlencoded or multipart); anything else —
 * JSON, text, binary, a missing or malformed body — is refused (400), an oversized one too (413), before any
 * rule runs. Text values leave here without NUL or other control characters (a NUL fails PostgreSQL's text
 * columns), and a single-value field sent twice counts once, so each field's own rule judges it.
 *
 * The form's shape is bounded before anything is built from it: Conform turns `name[30000]` or a path like
 * `a.b.c` into arrays and objects as large as the index names, and the page rendered again draws one input
 * per entry. So only declared lists may carry indexes, each below its limit; other paths are dropped, as is
 * Conform's `__intent__` (our forms validate in the browser, so list intents never travel to the server).
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
  let entries = 0;
  for (const _ of raw.keys()) if (++entries > MAX_FORM_ENTRIES) break;
  if (entries > MAX_FORM_ENTRIES) return refused(400, FORM_BODY_MESSAGES.tooManyEntries, "invalid");
  return { ok: true, ...cleanForm(raw, options) };
}

/**
 * For actions whose form has no better way to show a refusal: the body, or a thrown 400/413 with a plain
 * message (only a forged or broken request gets here; the site's own forms always send a readable form).
 */
export async function requireFormBody(
  request: Request,
  options: Omit<Options, "lists"> = {},
): Promise<FormData> {
  const body = await readFormBody(request, options);
  if (!body.ok) throwAppError(formBodyError(body));
  return body.formData;
}

/** A refused body as the AppError it answers with: TOO_LARGE (413) or INVALID (400), with the body's message. */
export function formBodyError(body: Extract<FormBody, { ok: false }>): AppError {
  return new AppError(body.status === 413 ? "TOO_LARGE" : "INVALID", body.message);
}

/**
 * Control characters, and the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF…) that XML 1.0 forbids and no
 * keyboard types: one in a name would make every feed that carries it unreadable.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Noncharacter_Code_Point}]/gu;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** Control characters out of every text value (line breaks and tabs stay only in multi-line fields). */
export function cleanText(value: string, multiline: boolean): string {
  const withoutControls = value.replace(CONTROL, "");
  return multiline ? withoutControls : withoutControls.replace(LINE_BREAKS_AND_TABS, " ");
}

const CONFORM_INTENT = "__intent__";
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const LIST_ENTRY = /^([A-Za-z][A-Za-z0-9_]*)\[(0|[1-9][0-9]*)\]$/;

function cleanForm(
  raw: FormData,
  options: Options,
): { formData: FormData; listErrors: Record<string, string[]> } {
  const lists = options.lists ?? {};
  const cleaned = new FormData();
  const seen = new Set<string>();
  const listErrors: Record<string, string[]> = {};
  const entriesOf = new Map<string, number>();
  const refuse = (name: string, message: string) => {
    listErrors[name] ??= [message];
  };
  for (const [rawKey, value] of raw) {
    const key = cleanText(rawKey, false);
    if (key === CONFORM_INTENT) continue;
    const entry = LIST_ENTRY.exec(key);
    const name = entry ? (entry[1] as string) : (key.split(/[[.]/, 1)[0] ?? key);
    const list = Object.hasOwn(lists, name) ? lists[name] : undefined;
    if (list) {
      if (listErrors[name]) continue;
      const wellShaped = list.shape === "indexed" ? entry !== null : key === name;
      if (!wellShaped) {
        refuse(name, FORM_BODY_MESSAGES.listUnreadable);
        continue;
      }
      if (list.shape === "indexed" && seen.has(key)) continue;
      const count = (entriesOf.get(name) ?? 0) + 1;
      entriesOf.set(name, count);
      if (count > list.max || (entry && Number(entry[2]) >= list.max)) {
        refuse(name, list.tooMany);
        continue;
      }
    } else {
      // A single value: a path or index on it is no field of ours, a repeat keeps the first value.
      if (!PLAIN_NAME.test(key) || seen.has(key)) continue;
    }
    seen.add(key);
    cleaned.append(
      key,
      typeof value === "string" ? cleanText(value, options.multiline?.includes(key) ?? false) : value,
    );
  }
  for (const name of Object.keys(listErrors)) {
    for (const key of [...cleaned.keys()])
      if (key === name || key.startsWith(`${name}[`)) cleaned.delete(key);
  }
  return { formData: cleaned, listErrors };
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
