import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Input, Select, Textarea } from "~/components/ui/field";
import { BRIEF_MAX, EARLIEST_DATE, LATEST_DATE } from "~/domain/project-form";
import { PROJECT_STATUS_OPTIONS } from "~/domain/project-status";
import { SDG_OPTIONS, SECTORS } from "~/domain/reference";
import type { ProjectFormFields } from "./section-props";

/**
 * Section 1, Basic Information: the organization (admins adding a project), name, brief with its count,
 * sector, SDG goal, location, dates and status.
 */
export function BasicSection({
  fields,
  owners,
}: {
  fields: ProjectFormFields;
  /** Admins adding a project: the organizations it may belong to (absent for everyone else). */
  owners?: ReadonlyArray<{ id: string; name: string }>;
}) {
  // The form keeps the brief's value as it is typed (and empties it on a reset): the count follows it.
  const briefLength = typeof fields.brief.value === "string" ? fields.brief.value.length : 0;
  return (
    <>
      {owners ? (
        <FormField
          field={fields.ownerId}
          label="Organization"
          hint="The organization this project belongs to"
          required
          className="sm:col-span-2"
        >
          <Select {...getSelectProps(fields.ownerId)} aria-describedby={describedBy(fields.ownerId)} required>
            <option value="">Select an organization</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField field={fields.name} label="Project name" required className="sm:col-span-2">
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          aria-describedby={describedBy(fields.name)}
          maxLength={150}
        />
      </FormField>
      <FormField
        field={fields.brief}
        label="Brief description"
        required
        className="sm:col-span-2"
        hint={
          <span className="flex justify-between gap-2">
            <span>Between 200 and 500 characters.</span>
            <span aria-live="polite">
              {briefLength}/{BRIEF_MAX}
            </span>
          </span>
        }
      >
        <Textarea
          {...getTextareaProps(fields.brief)}
          aria-describedby={describedBy(fields.brief, true)}
          maxLength={BRIEF_MAX}
          rows={5}
        />
      </FormField>
      <FormField field={fields.sector} label="Sector" required>
        <Select {...getSelectProps(fields.sector)} aria-describedby={describedBy(fields.sector)}>
          <option value="">Select a sector</option>
          {SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {sector}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField field={fields.sdg} label="SDG goal" required>
        <Select {...getSelectProps(fields.sdg)} aria-describedby={describedBy(fields.sdg)}>
          <option value="">Select an SDG goal</option>
          {SDG_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField field={fields.location} label="Location" required className="sm:col-span-2">
        <Input
          {...getInputProps(fields.location, { type: "text" })}
          aria-describedby={describedBy(fields.location)}
          placeholder="e.g. Gulu City, Northern Uganda"
          maxLength={150}
        />
      </FormField>
      <FormField field={fields.startDate} label="Start date" required>
        <Input
          {...getInputProps(fields.startDate, { type: "date" })}
          aria-describedby={describedBy(fields.startDate)}
          min={EARLIEST_DATE}
          max={LATEST_DATE}
        />
      </FormField>
      <FormField field={fields.endDate} label="End date" hint="Optional">
        <Input
          {...getInputProps(fields.endDate, { type: "date" })}
          aria-describedby={describedBy(fields.endDate, true)}
          min={EARLIEST_DATE}
          max={LATEST_DATE}
        />
      </FormField>
      <FormField field={fields.status} label="Status" required>
        <Select {...getSelectProps(fields.status)} aria-describedby={describedBy(fields.status)}>
          <option value="">Select a status</option>
          {PROJECT_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
