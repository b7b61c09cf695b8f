import { type AppError, isAppError, type UserMessage } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { appErrorJson } from "./http.server";
import { consumeRateLimit, type RateLimitName } from "./rate-limit.server";
import { type ErrorToast, errorToast } from "./toast.server";

/**
 * A failure of ours (a database down, a bug): the toast the page shows for it, in the spec's words, and the
 * status of the answer (500 unless the page has always answered it otherwise).
 */
export type Failure = UserMessage & { status?: number };

/**
 * A write that did not happen, ready to be answered the page's way (`answer`): the toast, the status and
 * headers (Retry-After), the AppError it was refused with (none for a failure of ours), and what `read` gave
 * when the refusal came after it (a rate limit counted before the body comes before it).
 */
export type Refused<Input> = {
  toast: ErrorToast;
  init: { status: number; headers: Record<string, string> };
  error: AppError | undefined;
  input: Input | undefined;
};

/** A value, or the value for what `read` gave (undefined when the refusal came before it). */
type ForInput<Value, Input> = Value | ((input: Input | undefined) => Value);

export type FormAction<Input, Refusal> = {
  /**
   * Reads the request, with the one body reader: `parseIntent(request, …)` for a page of several buttons,
   * `readFormBody` or `requireFormBody` and Conform's `parseWithZod` for a single form. Written first: the
   * options after it are typed by what it gives.
   */
  read: (request: Request) => Promise<Input>;
  /** What the action does, for the log of a failure of ours ("event save" → "event save failed"). */
  name?: ForInput<string, Input>;
  /**
   * The limit counted before the body is read (a flood of saves, each maybe carrying a file, is refused before
   * any work): past it, the RATE_LIMITED refusal. A limit keyed by a field of the form (an email) is counted in
   * `run` instead: `const limited = await consumeRateLimit(…); if (limited) throw limited;`.
   */
  rateLimit?: { name: RateLimitName; key: string };
  /** The title an AppError's sentence is shown under ("Too many attempts…"); by default the failure's. */
  title?: ForInput<string | undefined, Input>;
  /**
   * A failure of ours: logged once here, and answered with this toast. Without it, the error goes on to React
   * Router (its error page, logged once by handleError), as for a page whose spec gives no such toast.
   */
  failure?: ForInput<Failure, Input>;
  /**
   * How this page answers a refusal or a failure: `dataWithToast(value, toast, init)` for a form (its reply
   * beside the fields), `redirectWithToast(back, toast)` for a row's button, `answerJson` for a script.
   */
  answer: (refused: Refused<Input>) => Refusal;
};

/**
 * The one shape of a form's action, after the route's guard: the rate limit, the body read and parsed
 * (`read`), the write and its answers (`run`), and one catch. An AppError thrown anywhere in these (a rate
 * limit, a full image queue, a pending-upload limit) is answered with its toast under the action's title, its
 * status (APP_ERROR_STATUS) and its Retry-After; anything else is a failure of ours, logged once and answered
 * with the page's one failure toast. A Response or `data()` thrown (a guard's redirect, parseIntent's 400) is
 * already the answer and goes on. Refusals a write returns (`{ ok: false, reason }`) are answered by `run`,
 * one answer per reason (`answerRefusal`).
 */
export async function formAction<Input, Answer, Refusal>(
  request: Request,
  action: FormAction<Input, Refusal>,
  run: (input: Input) => Promise<Answer>,
): Promise<Answer | Awaited<Refusal>> {
  let input: Input | undefined;
  const forInput = <Value>(value: ForInput<Value, Input>): Value =>
    typeof value === "function" ? (value as (input: Input | undefined) => Value)(input) : value;
  try {
    if (action.rateLimit) {
      const limited = await consumeRateLimit(action.rateLimit.name, action.rateLimit.key);
      if (limited) throw limited;
    }
    input = await action.read(request);
    return await run(input);
  } catch (error) {
    // A thrown Response or data() is an answer already (a redirect, a 404, a malformed request's 400).
    if (!(error instanceof Error)) throw error;
    const failure = action.failure === undefined ? undefined : forInput(action.failure);
    if (isAppError(error)) {
      const title = (action.title === undefined ? undefined : forInput(action.title)) ?? failure?.title;
      return await action.answer({
        toast: errorToast(error, title),
        init: { status: error.status, headers: error.headers },
        error,
        input,
      });
    }
    if (!failure) throw error;
    const path = new URL(request.url).pathname;
    logger.error({ err: error, path }, `${action.name ? forInput(action.name) : "form action"} failed`);
    const { status = 500, ...message } = failure;
    return await action.answer({
      toast: { type: "error", ...message },
      init: { status, headers: {} },
      error: undefined,
      input,
    });
  }
}

/**
 * The answer of a route a script calls (the image uploads): JSON `{ error }` with the text the person reads
 * (an AppError's as `appErrorJson` says it; a failure's detail), its status and headers.
 */
export function answerJson({ toast, init, error }: Refused<unknown>): Response {
  if (error) return appErrorJson(error);
  return Response.json({ error: toast.description ?? toast.title }, init);
}

/**
 * One answer for each reason a write refuses with: the map is typed by the reasons, so a reason added to a
 * write's union fails the build until its answer is written.
 */
export type RefusalAnswers<Refusal extends { reason: string }, Answer = unknown> = {
  [Reason in Refusal["reason"]]: (refusal: Extract<Refusal, { reason: Reason }>) => Answer;
};

/** What the answers of a map give: the union of their returns. */
type AnswerOf<Answers> = {
  [Reason in keyof Answers]: Answers[Reason] extends (...args: never[]) => infer Answer ? Answer : never;
}[keyof Answers];

/** The answer `answers` gives for this refusal's reason (the map must answer every reason of the union). */
export function answerRefusal<Refusal extends { reason: string }, Answers extends RefusalAnswers<Refusal>>(
  refusal: Refusal,
  answers: Answers,
): AnswerOf<Answers> {
  const answer = answers[refusal.reason as Refusal["reason"]] as unknown as (
    refusal: Refusal,
  ) => AnswerOf<Answers>;
  return answer(refusal);
}
