import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "~/components/toast";
import { ImageIcon } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { MAX_LOGO_BYTES } from "~/domain/registration";
import { claimsPicture, NOT_A_PICTURE } from "~/domain/uploads";
import { cn } from "~/lib/cn";
import { describedBy, FormField, hintId } from "./form-field";

export type LogoRefusal = { title: string; description?: string };

/**
 * The logo field of registration and the profile editor: a "Choose logo" button, the chosen file's name and
 * a preview. The real file input lies, transparent, over the button: clicks, keyboard, screen readers (it is
 * named by the field's label) and forms without JavaScript all use the browser's own control. A file that is
 * not a picture at all is refused as it is chosen, beside the field (`notPictureMessage`), and the field emptied. The
 * form's schema checks any other file like any field; `check` is for a form whose rule toasts instead (the
 * profile editor: its message toasts and the field is emptied). The server checks again.
 */
export function LogoInput({
  field,
  accept,
  hint,
  current,
  check,
  onChosen,
  saveLabel = "Save",
  notPictureMessage = NOT_A_PICTURE,
  className,
}: {
  field: FieldMetadata<File | undefined>;
  accept: string;
  hint: ReactNode;
  /** What the preview shows before a file is chosen (the saved logo); a plain placeholder without it. */
  current?: ReactNode;
  check?: (file: File) => LogoRefusal | null;
  /** Told when a file is chosen (the registration form checks the field at once with its schema). */
  onChosen?: () => void;
  /** The form's submit button, named in "Uploaded when you press …". */
  saveLabel?: string;
  /** Said beside the field of a file that is no picture: names the kinds this field takes. */
  notPictureMessage?: string;
  className?: string;
}) {
  const [chosen, setChosen] = useState<{ name: string; url: string | null } | null>(null);
  // A chosen file that is no picture: said beside the field until another file is chosen.
  const [notPicture, setNotPicture] = useState(false);
  useEffect(() => () => void (chosen?.url && URL.revokeObjectURL(chosen.url)), [chosen]);

  function onChange(input: HTMLInputElement) {
    const file = input.files?.[0];
    setNotPicture(false);
    if (!file) return setChosen(null);
    if (!claimsPicture(file)) {
      input.value = "";
      setChosen(null);
      setNotPicture(true);
      // The form checks the field again (now empty), so a message about an earlier file goes.
      onChosen?.();
      return;
    }
    const refusal = check?.(file);
    if (refusal) {
      toast.error(refusal.title, { description: refusal.description });
      input.value = "";
      return setChosen(null);
    }
    // Only an image the forms accept gets a preview (no decoding a huge file on a cheap phone); anything else
    // is refused beside the field by the form's check.
    const previewable = file.type.startsWith("image/") && file.size <= MAX_LOGO_BYTES;
    setChosen({ name: file.name, url: previewable ? URL.createObjectURL(file) : null });
    onChosen?.();
  }

  return (
    <FormField
      field={field}
      label="Logo"
      hint={hint}
      className={className}
      errors={notPicture ? [notPictureMessage] : null}
    >
      <div className="flex items-center gap-4">
        {chosen?.url ? (
          <img
            src={chosen.url}
            alt=""
            data-testid="logo-preview"
            // A file that is not a readable image (refused beside the field) keeps the placeholder.
            onError={() => setChosen((current) => current && { ...current, url: null })}
            className="h-16 w-16 shrink-0 rounded-full border border-default bg-surface object-contain"
          />
        ) : (
          (current ?? (
            <span
              aria-hidden
              className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full border border-dashed border-default bg-surface-muted text-muted"
            >
              <ImageIcon className="h-6 w-6" />
            </span>
          ))
        )}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="relative inline-flex">
            <input
              {...getInputProps(field, { type: "file" })}
              {...(notPicture
                ? { "aria-invalid": true, "aria-describedby": `${field.errorId} ${hintId(field)}` }
                : { "aria-describedby": describedBy(field, true) })}
              accept={accept}
              onChange={(event) => onChange(event.currentTarget)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden
              className={cn(
                buttonClass("outline"),
                "pointer-events-none peer-hover:bg-surface-muted peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-aria-[invalid=true]:border-red-600",
              )}
            >
              Choose logo
            </span>
          </span>
          <span className="min-w-0 text-sm text-muted">
            <span className="block truncate" aria-hidden>
              {chosen?.name ?? "No file chosen"}
            </span>
            {/* The logo travels with the form: nothing is sent before the press, and nothing is lost. */}
            {chosen ? (
              <span className="block" data-testid="logo-pending">
                Uploaded when you press {saveLabel}
              </span>
            ) : null}
          </span>
        </div>
      </div>
    </FormField>
  );
}
