/**
 * The one failure type. A write returns a result union for the outcomes its caller chooses between, and throws
 * an AppError for the rest; a loader or action turns one into an answer with `APP_ERROR_STATUS` (the one
 * code → HTTP status map) and the user's message it carries (the spec's text), never a stack or a SQL error.
 */
export const APP_ERROR_STATUS = {
  /** The request is malformed or a value is refused (a form answers on its fields instead, when it can). */
  INVALID: 400,
  /** Signed out, or the session is gone. */
  UNAUTHENTICATED: 401,
  /** Signed in, but not allowed (a non-admin in the admin area, an unverified address). */
  FORBIDDEN: 403,
  /** No such record, or not the actor's: one answer for both, so nobody learns of another's data. */
  NOT_FOUND: 404,
  /** The record changed or is taken (a name in use, a payment already reviewed). */
  CONFLICT: 409,
  /** The request body is past what the form allows. */
  TOO_LARGE: 413,
  /** Too many attempts from one address or account. */
  RATE_LIMITED: 429,
  /** A working part is busy or down (image work queue full, database unreachable): try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** What the user reads: a toast's title and description, or a page's heading and text. */
export type UserMessage = { title: string; description?: string };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly userMessage: UserMessage;
  /** Seconds to wait, for RATE_LIMITED and UNAVAILABLE (sent as Retry-After). */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    userMessage: UserMessage | string,
    options: { retryAfter?: number; cause?: unknown } = {},
  ) {
    const message = typeof userMessage === "string" ? { title: userMessage } : userMessage;
    super(message.description ? `${message.title}: ${message.description}` : message.title, {
      cause: options.cause,
    });
    this.name = "AppError";
    this.code = code;
    this.userMessage = message;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** The headers the answer carries (Retry-After when a wait is known). */
  get headers(): Record<string, string> {
    return this.retryAfter ? { "Retry-After": String(Math.max(1, Math.ceil(this.retryAfter))) } : {};
  }
}

/**
 * Whether `error` is an AppError, and with `code`, one of that code: the one way a caller tells failures apart
 * (`isAppError(error, "UNAVAILABLE")`: the image work is busy), never by a class of its own.
 */
export function isAppError<Code extends AppErrorCode>(
  error: unknown,
  code?: Code,
): error is AppError & { readonly code: Code } {
  return error instanceof AppError && (code === undefined || error.code === code);
}
