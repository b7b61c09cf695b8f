import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { Input, Select, Textarea } from "~/components/ui/field";
import { ORGANIZATION_TYPES } from "~/domain/reference";
import { BRIEF_MAX, briefCounterWarning } from "~/domain/registration";
import { cn } from "~/lib/cn";
import { describedBy, FormField } from "./form-field";
import { upperCaseInPlace } from "./upper-case";

type OrganizationFieldSet = {
  orgName: FieldMetadata<string>;
  orgType: FieldMetadata<string>;
  orgBrief: FieldMetadata<string>;
};

/**
 * Name (shown and kept upper-case), type and brief (10–200 characters, with a live counter that turns orange
 * past 90%): the organization fields that registration and the profile editor share.
 */
export function OrganizationFields({
  fields,
  briefHint,
  briefRows = 3,
}: {
  fields: OrganizationFieldSet;
  /** Words before the counter (the profile editor's "Minimum 10 characters required"). */
  briefHint?: ReactNode;
  briefRows?: number;
}) {
  const [briefLength, setBriefLength] = useState(() => String(fields.orgBrief.initialValue ?? "").length);
  const counter = (
    <span
      className={cn(briefCounterWarning(briefLength) && "font-medium text-orange-700 dark:text-orange-300")}
    >
      {briefLength}/{BRIEF_MAX} characters
    </span>
  );
  return (
    <>
      <FormField field={fields.orgName} label="Organization name" required>
        <Input
          required
          {...getInputProps(fields.orgName, { type: "text" })}
          aria-describedby={describedBy(fields.orgName)}
          autoComplete="organization"
          className="uppercase"
          onInput={(event) => upperCaseInPlace(event.currentTarget)}
        />
      </FormField>
      <FormField field={fields.orgType} label="Organization type" required>
        <Select {...getSelectProps(fields.orgType)} aria-describedby={describedBy(fields.orgType)} required>
          <option value="">Select a type</option>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        field={fields.orgBrief}
        label="Organization brief"
        required
        className="sm:col-span-2"
        hint={
          briefHint ? (
            <span className="flex flex-wrap justify-between gap-2">
              <span>{briefHint}</span>
              {counter}
            </span>
          ) : (
            counter
          )
        }
      >
        <Textarea
          required
          {...getTextareaProps(fields.orgBrief)}
          aria-describedby={describedBy(fields.orgBrief, true)}
          maxLength={BRIEF_MAX}
          rows={briefRows}
          onInput={(event) => setBriefLength(event.currentTarget.value.length)}
        />
      </FormField>
    </>
  );
}
