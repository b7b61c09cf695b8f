import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { UploadsSummary } from "~/domain/image-list";
import { REGIONS } from "~/domain/reference";
import { UGANDA_DISTRICTS } from "~/domain/uganda-districts";
import { ProjectImagesField } from "../project-images-field";
import type { ProjectFormFields, ProjectFormMetadata } from "./section-props";

/**
 * Section 3, Location & Team: region, district (suggested from the list of districts), parish, implementer,
 * team lead, website, other partners and the images.
 */
export function LocationSection({
  form,
  fields,
  onUploadsChange,
}: {
  form: ProjectFormMetadata;
  fields: ProjectFormFields;
  /** Told what the images still have on their way: the save waits for it. */
  onUploadsChange: (summary: UploadsSummary) => void;
}) {
  const districtsId = `${form.id}-districts`;
  return (
    <>
      <FormField field={fields.region} label="Region" hint="Optional">
        <Select {...getSelectProps(fields.region)} aria-describedby={describedBy(fields.region, true)}>
          <option value="">Select a region</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField field={fields.district} label="District" hint="Optional">
        <Input
          {...getInputProps(fields.district, { type: "text" })}
          aria-describedby={describedBy(fields.district, true)}
          list={districtsId}
          autoComplete="off"
          maxLength={100}
        />
        <datalist id={districtsId}>
          {UGANDA_DISTRICTS.map((district) => (
            <option key={district} value={district} />
          ))}
        </datalist>
      </FormField>
      <FormField field={fields.parish} label="Parish" hint="Optional">
        <Input
          {...getInputProps(fields.parish, { type: "text" })}
          aria-describedby={describedBy(fields.parish, true)}
          maxLength={100}
        />
      </FormField>
      <FormField field={fields.projectImplementer} label="Project implementer" hint="Optional">
        <Input
          {...getInputProps(fields.projectImplementer, { type: "text" })}
          aria-describedby={describedBy(fields.projectImplementer, true)}
          maxLength={200}
        />
      </FormField>
      <FormField field={fields.projectTeamLead} label="Team lead" hint="Optional">
        <Input
          {...getInputProps(fields.projectTeamLead, { type: "text" })}
          aria-describedby={describedBy(fields.projectTeamLead, true)}
          maxLength={200}
        />
      </FormField>
      <FormField
        field={fields.implementersWebsite}
        label="Implementer's website"
        hint="Optional, starting with http:// or https://"
      >
        <Input
          {...getInputProps(fields.implementersWebsite, { type: "url" })}
          aria-describedby={describedBy(fields.implementersWebsite, true)}
          placeholder="https://example.org"
          maxLength={500}
        />
      </FormField>
      <FormField
        field={fields.otherPartners}
        label="Other partners"
        hint="Optional"
        className="sm:col-span-2"
      >
        <Textarea
          {...getTextareaProps(fields.otherPartners)}
          aria-describedby={describedBy(fields.otherPartners, true)}
          maxLength={500}
          rows={3}
        />
      </FormField>
      <div className="sm:col-span-2">
        {/* A form reset (after "Add Another Project") starts the images again too. */}
        <ProjectImagesField key={fields.images.key} field={fields.images} onUploadsChange={onUploadsChange} />
      </div>
    </>
  );
}
