import { copyText } from "~/components/clipboard";
import { toast } from "~/components/toast";
import { icon } from "~/components/ui/icons";
import { PAYMENT_MESSAGES } from "~/domain/payment";

// Icons only the payment instructions show (see components/ui/icons.tsx).
const Copy = icon("copy");

/**
 * A small button beside a code people type into their phone or bank form (issue 20 item 4): it copies the
 * value and says "Copied". Its accessible name says what it copies ("Copy merchant code").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  async function copy() {
    if (await copyText(value)) toast.success(PAYMENT_MESSAGES.copied, { description: value, id: "copied" });
    else toast.error(PAYMENT_MESSAGES.copyFailed, { description: value, id: "copied" });
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      className="-my-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-surface focus-visible:outline-2 dark:text-brand-200"
    >
      <Copy aria-hidden className="h-4 w-4" />
    </button>
  );
}
