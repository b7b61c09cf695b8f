import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { describedBy, FormField } from "~/components/forms/form-field";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { FieldError, Input } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import {
  checkProofFile,
  hasReferenceCode,
  MAX_PROOF_MB,
  PAYMENT_MESSAGES,
  PaymentSchema,
  PROOF_ACCEPT,
  PROOF_TYPES_LABEL,
  REFERENCE_CODE_MAX,
} from "~/domain/payment";

/** What the /payment action answers when it refuses (a success redirects). */
export type PaymentActionData = { result: SubmissionResult<string[]> | null };

function blankCodeToast() {
  toast.error(PAYMENT_MESSAGES.referenceRequired, {
    description: PAYMENT_MESSAGES.referenceRequiredDetail,
    id: "payment-reference-required",
  });
}

/**
 * The payment form (reference code, optional proof) of the dialog and the /payment page. It posts to /payment
 * through a fetcher (a plain multipart form without JavaScript); the action redirects to `redirectTo` on
 * success, which ends here as an idle fetcher with no refusal: `onSubmitted` runs then.
 */
export function PaymentForm({
  id,
  redirectTo,
  lastResult,
  onSubmitted,
  onCancel,
}: {
  id: string;
  /** Where the action sends the browser after a success (checked on the server); /dashboard without it. */
  redirectTo?: string;
  /** A refusal the page received without the fetcher (a post without JavaScript). */
  lastResult?: SubmissionResult<string[]> | null;
  onSubmitted?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<PaymentActionData>();
  const busy = fetcher.state !== "idle";
  const [code, setCode] = useState("");
  const [proofProblem, setProofProblem] = useState<string | null>(null);
  // The chosen proof, shown until the form is sent: an image's thumbnail, else its name (a PDF).
  const [proof, setProof] = useState<{ name: string; size: string; url: string | null } | null>(null);
  useEffect(() => () => void (proof?.url && URL.revokeObjectURL(proof.url)), [proof]);
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaymentSchema }),
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

  // A value the browser restored (back button, autofill) counts from the start.
  const codeId = fields.referenceCode.id;
  useEffect(() => {
    const input = document.getElementById(codeId);
    if (input instanceof HTMLInputElement) setCode(input.value);
  }, [codeId]);

  const blank = !hasReferenceCode(code);
  const formProps = getFormProps(form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const value = new FormData(event.currentTarget).get("referenceCode");
    if (!hasReferenceCode(typeof value === "string" ? value : "")) {
      event.preventDefault();
      blankCodeToast();
    }
    formProps.onSubmit(event);
  }

  function onCodeKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // With the submit button disabled the browser ignores Enter: say why instead.
    if (event.key === "Enter" && !hasReferenceCode(event.currentTarget.value)) {
      event.preventDefault();
      blankCodeToast();
    }
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
        size: `${(shown.size / (1024 * 1024)).toFixed(2)} MB`,
        // Browsers draw these; BMP and TIFF (and a PDF) show their name only.
        url: /^image\/(jpeg|png|gif|webp)$/.test(shown.type) ? URL.createObjectURL(shown) : null,
      },
    );
  }

  const proofErrors = proofProblem ? [proofProblem] : fields.proof.errors;
  const proofErrorId = `${fields.proof.id}-problem`;

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
      <FormField
        field={fields.referenceCode}
        label="Reference code"
        hint="The transaction ID on your receipt"
        required
      >
        <Input
          {...getInputProps(fields.referenceCode, { type: "text" })}
          aria-describedby={describedBy(fields.referenceCode, true)}
          maxLength={REFERENCE_CODE_MAX}
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={onCodeKeyDown}
        />
      </FormField>
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
        </p>
        <FieldError id={proofErrorId} errors={proofErrors} />
        {proof ? (
          <div className="mt-2 flex items-center gap-3 rounded-md border border-default p-2 text-sm">
            {proof.url ? (
              <img
                src={proof.url}
                alt={`Proof of payment: ${proof.name}`}
                className="h-16 w-16 shrink-0 rounded object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded bg-surface-muted text-xs font-semibold text-muted"
              >
                {proof.name.split(".").pop()?.toUpperCase()}
              </span>
            )}
            <p className="min-w-0">
              <span className="block break-words font-medium">{proof.name}</span>
              <span className="text-muted">{proof.size}, sent with the payment when you submit</span>
            </p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <StatusButton pending={busy} pendingLabel={PAYMENT_MESSAGES.submitting} disabled={blank}>
          {PAYMENT_MESSAGES.submit}
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}
