import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { AppError } from "~/lib/app-error";
import { throwAppError } from "~/services/http.server";
import { formBodyError, type ListField, readFormBody } from "./form-body.server";

/** A page's writes: a zod discriminated union on `intent` (one member per button or form). */
type IntentSchema = z.ZodType<{ intent: string }>;

type IntentOptions = {
  /** Fields that may hold several lines (see readFormBody). */
  multiline?: readonly string[];
};

type FormIntentOptions = IntentOptions & {
  /**
   * The intents sent by a form with fields of its own (Add Admin, the event form): a refusal of one of these
   * is the person's mistake, handed back to be answered beside its fields (`submission.reply()`).
   */
  forms: readonly string[];
  /**
   * The forms' list fields (see readFormBody): a list sent past its limit or in another shape is refused
   * beside its field, with the rest of the form's mistakes.
   */
  lists?: Readonly<Record<string, ListField>>;
  /**
   * The forms' fields the page fills itself (the id of the row being edited): a refusal of one is a forged
   * request, answered like an unknown intent, never beside a field the person cannot see.
   */
  ids?: readonly string[];
};

type IntentSubmission<Schema extends IntentSchema> = Submission<z.input<Schema>, string[], z.output<Schema>>;

export type ParsedIntent<Schema extends IntentSchema> =
  | { ok: true; intent: z.output<Schema>; submission: IntentSubmission<Schema> }
  | { ok: false; submission: Exclude<IntentSubmission<Schema>, { status: "success" }> };

/**
 * The one way an action with several buttons learns what to do: the body read by `readFormBody` (a refused
 * body thrown as `requireFormBody` does), then the page's discriminated union parsed with Conform, giving the
 * typed intent. Anything else is a forged or broken request (the page's own buttons always send a known intent
 * and a row's id), answered one way: a thrown 400 "Bad request: unknown action or {subject}", with nothing
 * changed. Only a form with fields of its own (`forms`) gets its refused submission back.
 */
export async function parseIntent<Schema extends IntentSchema>(
  request: Request,
  schema: Schema,
  subject: string,
  options?: IntentOptions,
): Promise<Extract<ParsedIntent<Schema>, { ok: true }>>;
export async function parseIntent<Schema extends IntentSchema>(
  request: Request,
  schema: Schema,
  subject: string,
  options: FormIntentOptions,
): Promise<ParsedIntent<Schema>>;
export async function parseIntent<Schema extends IntentSchema>(
  request: Request,
  schema: Schema,
  subject: string,
  options: IntentOptions & Partial<FormIntentOptions> = {},
): Promise<ParsedIntent<Schema>> {
  const body = await readFormBody(request, { multiline: options.multiline, lists: options.lists });
  if (!body.ok) throwAppError(formBodyError(body));
  const submission = parseWithZod(body.formData, { schema });
  const sent = body.formData.get("intent");
  const form = typeof sent === "string" && (options.forms?.includes(sent) ?? false);
  // A list's refusal counts only for a form (another intent has no such field, and its entries are left out).
  const listErrors = form && Object.keys(body.listErrors).length > 0 ? body.listErrors : null;
  if (submission.status === "success" && !listErrors)
    return { ok: true, intent: submission.value, submission };
  const forged = submission.status !== "success" && options.ids?.some((name) => submission.error?.[name]);
  if (form && !forged) return { ok: false, submission: withListErrors(submission, listErrors) };
  throwAppError(new AppError("INVALID", `Bad request: unknown action or ${subject}`));
}

type Refused<Schema extends IntentSchema> = Extract<ParsedIntent<Schema>, { ok: false }>["submission"];

/** The refused submission with the lists' errors beside their fields (in `error` and in every reply). */
function withListErrors<Schema extends IntentSchema>(
  submission: IntentSubmission<Schema>,
  listErrors: Record<string, string[]> | null,
): Refused<Schema> {
  if (!listErrors) return submission as Refused<Schema>;
  const own = submission.status === "success" ? {} : submission.error;
  return {
    status: "error",
    payload: submission.payload,
    error: { ...own, ...listErrors },
    reply: (options = {}) =>
      "resetForm" in options
        ? submission.reply(options)
        : submission.reply({
            ...options,
            fieldErrors: { ...listErrors, ...("fieldErrors" in options ? options.fieldErrors : {}) },
          }),
  };
}
