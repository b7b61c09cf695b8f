import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { FieldError, Input, Select } from "~/components/ui/field";
import { REGISTRATION_AGENCIES, REGISTRATION_NUMBER_MESSAGES } from "~/domain/registration-number";
import { describedBy, FormField, hintId } from "./form-field";

/**
 * The organization's official registration on its profile (optional): the register (NGO Bureau or URSB) and
 * the number on its certificate, published as its IATI organisation identifier; and whether it publishes its
 * projects on the IATI Registry itself under that identifier.
 */
export function RegistrationNumberFields({
  fields,
}: {
  fields: {
    registrationAgency: FieldMetadata<string | null | undefined>;
    registrationNumber: FieldMetadata<string | null | undefined>;
    iatiSelfPublished: FieldMetadata<boolean | undefined>;
  };
}) {
  const selfPublished = fields.iatiSelfPublished;
  return (
    <>
      <FormField
        field={fields.registrationAgency}
        label={REGISTRATION_NUMBER_MESSAGES.agencyLabel}
        hint="Optional"
      >
        <Select
          {...getSelectProps(fields.registrationAgency)}
          aria-describedby={describedBy(fields.registrationAgency, true)}
        >
          <option value="">Not given</option>
          {REGISTRATION_AGENCIES.map((agency) => (
            <option key={agency.value} value={agency.value}>
              {agency.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        field={fields.registrationNumber}
        label={REGISTRATION_NUMBER_MESSAGES.label}
        hint={REGISTRATION_NUMBER_MESSAGES.hint}
      >
        <Input
          {...getInputProps(fields.registrationNumber, { type: "text" })}
          aria-describedby={describedBy(fields.registrationNumber, true)}
          autoComplete="off"
          spellCheck={false}
          className="uppercase"
          placeholder="INDR123456789NB"
        />
      </FormField>
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            {...getInputProps(selfPublished, { type: "checkbox" })}
            aria-describedby={describedBy(selfPublished, true)}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-default accent-brand-700"
          />
          <span>{REGISTRATION_NUMBER_MESSAGES.selfPublishedLabel}</span>
        </label>
        <p id={hintId(selfPublished)} className="text-sm text-muted">
          {REGISTRATION_NUMBER_MESSAGES.selfPublishedHint}
        </p>
        <FieldError id={selfPublished.errorId} errors={selfPublished.errors} />
      </div>
    </>
  );
}
