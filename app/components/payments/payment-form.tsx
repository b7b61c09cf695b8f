import { INTENT } from "@conform-to/dom";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Select } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { formatIsoDate } from "~/domain/dates";
import {
  checkProofFile,
  MAX_PROOF_MB,
  PAYMENT_MESSAGES,
  PROOF_ACCEPT,
  PROOF_TYPES_LABEL,
  paymentRequestSchema,
  REFERENCE_CODE_MAX,
} from "~/domain/payment";
import {
  METHOD_CURRENCIES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  SUBSCRIPTION_TEXT,
  TRANSACTION_ID_RULES,
} from "~/domain/subscription-lifecycle";

/** What the /payment action answers when it refuses (a success redirects). */
export type PaymentActionData = { result: SubmissionResult<string[]> | null };

/** What the form starts with: a request to correct, or a rejected one to submit again. */
export type PaymentFormDefaults = {
  method?: string;
  transactionId?: string;
  currency?: string;
  paidOn?: string | null;
};

const FIELD_NAMES = {
  method: SUBSCRIPTION_TEXT.method,
  transactionId: SUBSCRIPTION_TEXT.transactionId,
  currency: SUBSCRIPTION_TEXT.currency,
  paidOn: SUBSCRIPTION_TEXT.paidOn,
  proof: "Proof of payment",
} as const;

/**
 * The payment form of the dialog and the /payment page (issue 34): how the organization paid, the Transaction ID
 * its receipt shows (with the method's format and an example; checked at the field when it is left), the
 * currency for a bank transfer, the day it paid, and optionally a proof. It posts to /payment through a fetcher
 * (a plain multipart form without JavaScript). `correcting`: the waiting request it corrects. Submit is never
 * greyed out: pressed with something missing, it lists what is missing, and each field says why.
 */
export function PaymentForm({
  id,
  redirectTo,
  lastResult,
  defaults,
  correcting,
  onSubmitted,
  onCancel,
}: {
  id: string;
  /** Where the action sends the browser after a success (checked on the server); /dashboard without it. */
  redirectTo?: string;
  /** A refusal the page received without the fetcher (a post without JavaScript). */
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: PaymentFormDefaults;
  correcting?: string;
  onSubmitted?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<PaymentActionData>();
  const busy = fetcher.state !== "idle";
  // The browser's own day: the server checks the date again against Kampala's.
  const today = formatIsoDate(new Date());
  const [method, setMethod] = useState<PaymentMethod | null>(
    (PAYMENT_METHODS as readonly string[]).includes(defaults?.method ?? "")
      ? (defaults?.method as PaymentMethod)
      : null,
  );
  const [proofProblem, setProofProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  // The chosen proof, shown until the form is sent: an image's thumbnail, else its kind and name.
  const [proof, setProof] = useState<{ name: string; size: string; kind: string; url: string | null } | null>(
    null,
  );
  useEffect(() => () => void (proof?.url && URL.revokeObjectURL(proof.url)), [proof]);
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult ?? undefined,
    defaultValue: {
      method: defaults?.method,
      transactionId: defaults?.transactionId,
      currency: defaults?.currency ?? "UGX",
      paidOn: defaults?.paidOn ?? today,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentRequestSchema(today) }),
  });

  // A success redirects: the fetcher comes back to idle without data of its own.
  const wasBusy = useRef(false);
  const submitted = useRef(onSubmitted);
  submitted.current = onSubmitted;
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (!fetcher.data) submitted.current?.();
  }, [busy, fetcher.data]);

  const formProps = getFormProps(form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform checks a field as it is left by a submit of its own (a hidden "__intent__" button): only a
    // person's submit says what is missing. (Changing the list on every check moved the Submit button
    // under the pointer between press and release, and the click was lost.)
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === INTENT) {
      formProps.onSubmit(event);
      return;
    }
    const result = parseWithZod(new FormData(event.currentTarget), { schema: paymentRequestSchema(today) });
    const problems =
      result.status === "success"
        ? []
        : Object.keys(result.error ?? {})
            .filter((name): name is keyof typeof FIELD_NAMES => name in FIELD_NAMES)
            .map((name) => FIELD_NAMES[name]);
    setMissing(problems);
    formProps.onSubmit(event);
  }

  function onProofChange(input: HTMLInputElement) {
    const file = input.files?.[0];
    const problem = file ? checkProofFile(file) : null;
    setProofProblem(problem?.message ?? null);
    if (problem) input.value = "";
    const shown = file && !problem ? file : null;
    setProof(
      shown && {
        name: shown.name,
        size: proofSizeText(shown.size),
        kind: proofKind(shown),
        // Browsers draw these; BMP, TIFF and a PDF show their kind and name only.
        url: /^image\/(jpeg|png|gif|webp)$/.test(shown.type) ? URL.createObjectURL(shown) : null,
      },
    );
  }

  const proofErrors = proofProblem ? [proofProblem] : fields.proof.errors;
  const proofErrorId = `${fields.proof.id}-problem`;
  const rule = method ? TRANSACTION_ID_RULES[method] : null;
  const currencies = method ? METHOD_CURRENCIES[method] : (["UGX"] as const);
  const summaryId = `${id}-missing`;

  return (
    <fetcher.Form
      method="post"
      action="/payment"
      encType="multipart/form-data"
      {...formProps}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {correcting ? (
        <>
          <input type="hidden" name="intent" value="correct" />
          <input type="hidden" name="requestId" value={correcting} />
        </>
      ) : null}
      <fieldset
        className="min-w-0"
        aria-describedby={fields.method.errors?.length ? fields.method.errorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">
          {SUBSCRIPTION_TEXT.method}
          <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-default px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 dark:has-[:checked]:bg-brand-900"
            >
              <input
                {...getInputProps(fields.method, { type: "radio", value })}
                key={`${fields.method.key}-${value}`}
                onChange={() => setMethod(value)}
                className="h-4 w-4 accent-brand-700"
              />
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id={fields.method.errorId} errors={fields.method.errors} />
      </fieldset>
      <FormField
        field={fields.transactionId}
        label={SUBSCRIPTION_TEXT.transactionId}
        hint={
          rule ? (
            <>
              {rule.hint} Example: <span className="font-mono">{rule.example}</span>
            </>
          ) : (
            "The ID on your mobile money or bank receipt. Choose the payment method to see its format."
          )
        }
        required
      >
        <Input
          {...getInputProps(fields.transactionId, { type: "text" })}
          key={fields.transactionId.key}
          aria-describedby={describedBy(fields.transactionId, true)}
          maxLength={REFERENCE_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={method === "mtn" ? "numeric" : undefined}
          placeholder={rule?.example}
          className="font-mono"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {currencies.length > 1 ? (
          <FormField field={fields.currency} label={SUBSCRIPTION_TEXT.currency} required>
            <Select
              {...getSelectProps(fields.currency)}
              key={fields.currency.key}
              aria-describedby={describedBy(fields.currency)}
            >
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </Select>
          </FormField>
        ) : (
          <input type="hidden" name="currency" value="UGX" />
        )}
        <FormField field={fields.paidOn} label={SUBSCRIPTION_TEXT.paidOn} required>
          <Input
            {...getInputProps(fields.paidOn, { type: "date" })}
            key={fields.paidOn.key}
            aria-describedby={describedBy(fields.paidOn)}
            max={today}
          />
        </FormField>
      </div>
      <div className="min-w-0">
        <label htmlFor={fields.proof.id} className="mb-1 block text-sm font-medium">
          Proof of payment <span className="font-normal text-muted">(optional)</span>
        </label>
        <Input
          {...getInputProps(fields.proof, { type: "file" })}
          accept={PROOF_ACCEPT}
          aria-invalid={proofErrors?.length ? true : undefined}
          aria-describedby={[`${fields.proof.id}-hint`, proofErrors?.length ? proofErrorId : null]
            .filter(Boolean)
            .join(" ")}
          onChange={(event) => onProofChange(event.currentTarget)}
          className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-3 file:py-1"
        />
        <p id={`${fields.proof.id}-hint`} className="mt-1 text-sm text-muted">
          {PROOF_TYPES_LABEL}, up to {MAX_PROOF_MB}MB
          {correcting ? ". Leave it empty to keep the proof you sent." : ""}
        </p>
        <FieldError id={proofErrorId} errors={proofErrors} />
        {proof ? (
          <div className="mt-2 flex items-center gap-3 rounded-md border border-default p-2 text-sm">
            {proof.url ? (
              <img
                src={proof.url}
                alt={`Proof of payment: ${proof.name}`}
                // A file named like an image that is not one (a PDF called .png) shows its name instead.
                onError={() => setProof((shown) => shown && { ...shown, url: null, kind: "FILE" })}
                className="h-16 w-16 shrink-0 rounded object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded bg-surface-muted text-xs font-semibold text-muted"
              >
                {proof.kind}
              </span>
            )}
            <p className="min-w-0">
              <span className="block break-words font-medium">{proof.name}</span>
              <span className="text-muted">{proof.size}, sent with the payment when you submit</span>
            </p>
          </div>
        ) : null}
      </div>
      {missing.length > 0 ? (
        <p id={summaryId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {SUBSCRIPTION_TEXT.submitMissing} {missing.join(", ")}.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <StatusButton
          pending={busy}
          pendingLabel={PAYMENT_MESSAGES.submitting}
          aria-describedby={missing.length > 0 ? summaryId : undefined}
        >
          {correcting ? SUBSCRIPTION_TEXT.saveCorrection : PAYMENT_MESSAGES.submit}
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}

/** "0.45 MB", and "12 KB" for a small file (never "0.00 MB"). */
export function proofSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The kind of a chosen proof, by what the browser says it is, else its extension ("PDF", "PNG"). */
function proofKind(file: File): string {
  const byType = file.type.split("/")[1]?.replace(/^x-/, "");
  return (byType === "jpeg" ? "JPG" : byType || file.name.split(".").pop() || "File").toUpperCase();
}
