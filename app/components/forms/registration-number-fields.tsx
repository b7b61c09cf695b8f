import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { Input, Select } from "~/components/ui/field";
import { REGISTRATION_AGENCIES, REGISTRATION_NUMBER_MESSAGES } from "~/domain/registration-number";
import { describedBy, FormField } from "./form-field";

/**
 * The organization's official registration on its profile (optional): the register (NGO Bureau or URSB) and
 * the number on its certificate, published as its IATI organisation identifier.
 */
export function RegistrationNumberFields({
  fields,
}: {
  fields: {
    registrationAgency: FieldMetadata<string | null | undefined>;
    registrationNumber: FieldMetadata<string | null | undefined>;
  };
}) {
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
    </>
  );
}
