import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { UploadsSummary } from "~/domain/image-list";
import { PROJECT_LOCATION_MESSAGES, roundDegrees } from "~/domain/project-location";
import { REGIONS } from "~/domain/reference";
import { UGANDA_DISTRICTS } from "~/domain/uganda-districts";
import { xmlAttribute } from "~/domain/xml-text";
import { ProjectImagesField } from "../project-images-field";
import type { ProjectFormFields, ProjectFormMetadata } from "./section-props";

/**
 * The district suggestions as markup: a fixed list of 136 that nothing updates, hydrated as one element instead
 * of 137 (the project form is the heaviest page to start on a slow phone, issue 39).
 */
const DISTRICT_OPTIONS = UGANDA_DISTRICTS.map(
  (district) => `<option value="${xmlAttribute(district)}"></option>`,
).join("");

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
        <datalist id={districtsId} dangerouslySetInnerHTML={{ __html: DISTRICT_OPTIONS }} />
      </FormField>
      <FormField field={fields.parish} label="Parish" hint="Optional">
        <Input
          {...getInputProps(fields.parish, { type: "text" })}
          aria-describedby={describedBy(fields.parish, true)}
          maxLength={100}
        />
      </FormField>
      <ExactLocation form={form} fields={fields} />
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

/**
 * The project's exact place (issue 38), optional: typed coordinates, or the phone's own location, asked for only
 * when "Use my current location" is pressed. The schema refuses a point outside Uganda, here and on the server.
 */
function ExactLocation({ form, fields }: { form: ProjectFormMetadata; fields: ProjectFormFields }) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setNote(PROJECT_LOCATION_MESSAGES.unavailable);
      return;
    }
    setBusy(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        // Checked at once (validated): a phone outside Uganda hears so now, not on saving.
        const latitude = String(roundDegrees(position.coords.latitude));
        const longitude = String(roundDegrees(position.coords.longitude));
        form.update({ name: fields.latitude.name, value: latitude, validated: true });
        form.update({ name: fields.longitude.name, value: longitude, validated: true });
        // Once the fields hold the new values (the updates apply on the next render).
        setTimeout(() => form.validate({ name: fields.latitude.name }), 0);
        setNote("Filled in from this device's location.");
      },
      (error) => {
        setBusy(false);
        setNote(
          error.code === error.PERMISSION_DENIED
            ? PROJECT_LOCATION_MESSAGES.denied
            : PROJECT_LOCATION_MESSAGES.failed,
        );
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">Exact location (optional)</legend>
      <p className="text-sm text-muted sm:col-span-2">
        Decimal degrees, as a phone&apos;s map shows them. Without them, the project&apos;s district marks its
        place.
      </p>
      <FormField field={fields.latitude} label="Latitude" hint="For example 0.3136">
        <Input
          {...getInputProps(fields.latitude, { type: "text" })}
          aria-describedby={describedBy(fields.latitude, true)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
      </FormField>
      <FormField field={fields.longitude} label="Longitude" hint="For example 32.5811">
        <Input
          {...getInputProps(fields.longitude, { type: "text" })}
          aria-describedby={describedBy(fields.longitude, true)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
      </FormField>
      <div className="noscript:hidden sm:col-span-2">
        <button
          type="button"
          onClick={locate}
          disabled={busy}
          className="inline-flex h-11 items-center rounded-md border border-default px-4 text-sm font-medium hover:bg-surface-muted disabled:opacity-60"
        >
          {busy ? "Finding your location…" : "Use my current location"}
        </button>
        <p role="status" className="mt-1 text-sm text-muted">
          {note}
        </p>
      </div>
    </fieldset>
  );
}
