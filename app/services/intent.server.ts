import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { AppError } from "~/lib/app-error";
import { throwAppError } from "~/services/http.server";
import { requireFormBody } from "./form-body.server";

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
};

type IntentSubmission<Schema extends IntentSchema> = Submission<z.input<Schema>, string[], z.output<Schema>>;

export type ParsedIntent<Schema extends IntentSchema> =
  | { ok: true; intent: z.output<Schema>; submission: IntentSubmission<Schema> }
  | { ok: false; submission: Exclude<IntentSubmission<Schema>, { status: "success" }> };

/**
 * The one way an action with several buttons learns what to do: the body read by `requireFormBody`, then the
 * page's discriminated union parsed with Conform, giving the typed intent. Anything else is a forged or
 * broken request (the page's own buttons always send a known intent and a row's id), answered one way: a
 * thrown 400 "Bad request: unknown action or {subject}", with nothing changed. Only a form with fields of its
 * own (`forms`) gets its refused submission back.
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
  options: IntentOptions & { forms?: readonly string[] } = {},
): Promise<ParsedIntent<Schema>> {
  const formData = await requireFormBody(request, { multiline: options.multiline });
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, intent: submission.value, submission };
  const sent = formData.get("intent");
  if (typeof sent === "string" && options.forms?.includes(sent)) return { ok: false, submission };
  throwAppError(new AppError("INVALID", `Bad request: unknown action or ${subject}`));
}
