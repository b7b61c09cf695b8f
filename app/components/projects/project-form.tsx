import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { describedBy, FormField } from "~/components/forms/form-field";
import { isPersonSubmit, withInvalidFeedback } from "~/components/forms/invalid-submit";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, Input, Select, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import {
  BRIEF_MAX,
  EARLIEST_DATE,
  LATEST_DATE,
  nextSection,
  PROJECT_SECTIONS,
  type ProjectFormDefaults,
  ProjectFormSchema,
  type ProjectSection,
  previousSection,
  SECTION_FIELDS,
  sectionOfField,
} from "~/domain/project-form";
import { PROJECT_STATUS_OPTIONS } from "~/domain/project-status";
import { REGIONS, SDG_OPTIONS, SECTORS, TARGET_GROUPS } from "~/domain/reference";
import { UGANDA_DISTRICTS } from "~/domain/uganda-districts";
import { cn } from "~/lib/cn";
import { ProjectImagesField } from "./project-images-field";
import { ProjectListInput } from "./project-list-input";

export type ProjectFormProps = {
  id: string;
  defaultValue: ProjectFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  /** Where Cancel goes (spec: /dashboard/projects by default). */
  cancelTo?: string;
  /** Where a saved edit returns to (kept through the action with safeRedirect). */
  redirectTo?: string;
  /**
   * Called instead of submitting when the person may not create projects yet (no active subscription):
   * the page opens its payment dialog. The action refuses such a save in any case.
   */
  onBlockedSubmit?: () => void;
  /**
   * Admins adding a project: the organizations it may belong to (the user id of each organization's account),
   * offered as a required "Organization" choice. Absent for everyone else: a project is the author's own.
   */
  owners?: ReadonlyArray<{ id: string; name: string }>;
};

/** The first section, in order, that holds one of these field names. */
function firstSectionOf(names: string[]): ProjectSection | null {
  const sections = names.map(sectionOfField).filter((section): section is ProjectSection => !!section);
  return PROJECT_SECTIONS.find((section) => sections.includes(section.id))?.id ?? null;
}

/**
 * The project form (spec §2 "Project form"): three sections — tabs from 768px, an accordion below — with
 * Cancel, Previous, Save & Next (checks the current section first) and Save Project. Add and edit use it.
 */
export function ProjectForm({
  id,
  defaultValue,
  lastResult,
  cancelTo = "/dashboard/projects",
  redirectTo,
  onBlockedSubmit,
  owners,
}: ProjectFormProps) {
  const [section, setSection] = useState<ProjectSection>("basic");
  const [collapsed, setCollapsed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const pending = useIsPending();
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProjectFormSchema }),
  });
  const [briefLength, setBriefLength] = useState(defaultValue.brief.length);

  // Errors sent back by the server: open the section that holds the first one.
  useEffect(() => {
    const names = Object.entries(lastResult?.error ?? {})
      .filter(([, errors]) => errors?.length)
      .map(([name]) => name);
    const first = firstSectionOf(names);
    if (first) {
      setSection(first);
      setCollapsed(false);
    }
  }, [lastResult]);

  // A reset form (after "Add Another Project") starts again at the beginning.
  useEffect(() => {
    if (lastResult?.initialValue === null) {
      setSection("basic");
      setBriefLength(0);
    }
  }, [lastResult]);

  function open(next: ProjectSection) {
    setSection(next);
    setCollapsed(false);
  }

  /** The errors the schema finds in the form as it stands, by field name. */
  function currentErrors(): string[] {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return [];
    const submission = parseWithZod(new FormData(element), { schema: ProjectFormSchema });
    return Object.entries(submission.status === "error" ? (submission.error ?? {}) : {})
      .filter(([, errors]) => errors?.length)
      .map(([name]) => name);
  }

  function saveAndNext() {
    const invalid = currentErrors().filter((name) => sectionOfField(name) === section);
    if (invalid.length === 0) {
      const next = nextSection(section);
      open(next);
      // The tabs from 768px, the next section's own title below (the tabs are hidden there).
      const wide = window.matchMedia("(min-width: 768px)").matches;
      document
        .getElementById(wide ? `${id}-sections` : `${id}-heading-${next}`)
        ?.scrollIntoView({ block: "start" });
      return;
    }
    for (const name of SECTION_FIELDS[section]) form.validate({ name });
    requestAnimationFrame(() => {
      const panel = document.getElementById(`${id}-panel-${section}`);
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  const feedback = withInvalidFeedback(getFormProps(form));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const person = isPersonSubmit((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null);
    if (person && onBlockedSubmit) {
      event.preventDefault();
      onBlockedSubmit();
      return;
    }
    if (person) {
      // Open the section with the first problem, so the field that takes focus can be seen.
      const first = firstSectionOf(currentErrors());
      if (first) open(first);
    }
    feedback.onSubmit(event);
  }

  const chosen = fields.targetGroups.value;
  const selectedGroups = (Array.isArray(chosen) ? chosen : [chosen]).filter(
    (value): value is string => typeof value === "string",
  );
  const otherChosen = selectedGroups.includes("other");
  const busy = pending || uploading;
  const at = PROJECT_SECTIONS.findIndex((item) => item.id === section);

  return (
    <Card className="p-4 sm:p-6">
      <Form method="post" {...feedback} onSubmit={onSubmit} noValidate>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <nav id={`${id}-sections`} aria-label="Form sections" className="mb-6 hidden md:block">
          <ol className="grid grid-cols-3 gap-2 rounded-lg bg-surface-muted p-1">
            {PROJECT_SECTIONS.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => open(item.id)}
                  aria-current={item.id === section ? "step" : undefined}
                  aria-controls={`${id}-panel-${item.id}`}
                  className={cn(
                    "flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
                    item.id === section ? "bg-surface shadow-sm" : "text-muted hover:text-current",
                  )}
                >
                  <span
                    className={cn(
                      "inline-flex h-6 w-6 items-center justify-center rounded-full text-xs",
                      item.id === section ? "bg-brand-700 text-white" : "border border-default",
                    )}
                  >
                    {item.number}
                  </span>
                  {item.title}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        {PROJECT_SECTIONS.map((item) => {
          const current = item.id === section;
          return (
            <section key={item.id} className="max-md:mb-3">
              <h2
                id={`${id}-heading-${item.id}`}
                className={cn("text-lg font-semibold", !current && "md:hidden")}
              >
                {/* Below 768px each section's title opens it (an accordion); from 768px the tabs above do. */}
                <button
                  type="button"
                  onClick={() => (current ? setCollapsed((value) => !value) : open(item.id))}
                  aria-expanded={current && !collapsed}
                  aria-controls={`${id}-panel-${item.id}`}
                  className="flex min-h-12 w-full items-center gap-3 rounded-md border border-default px-3 text-left md:hidden"
                >
                  <span
                    className={cn(
                      "inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm",
                      current ? "bg-brand-700 text-white" : "border border-default",
                    )}
                  >
                    {item.number}
                  </span>
                  <span className="flex-1">{item.title}</span>
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className={cn("h-5 w-5 transition-transform", current && !collapsed && "rotate-180")}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </button>
                <span className="hidden md:inline">
                  {item.number}. {item.title}
                </span>
              </h2>
              <div
                id={`${id}-panel-${item.id}`}
                hidden={!current}
                className={cn("mt-4 grid gap-5 sm:grid-cols-2", current && collapsed && "max-md:hidden")}
              >
                {item.id === "basic" ? (
                  <>
                    {owners ? (
                      <FormField
                        field={fields.ownerId}
                        label="Organization"
                        hint="The organization this project belongs to"
                        required
                        className="sm:col-span-2"
                      >
                        <Select
                          {...getSelectProps(fields.ownerId)}
                          aria-describedby={describedBy(fields.ownerId)}
                          required
                        >
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
                        onInput={(event) => setBriefLength(event.currentTarget.value.length)}
                      />
                    </FormField>
                    <FormField field={fields.sector} label="Sector" required>
                      <Select
                        {...getSelectProps(fields.sector)}
                        aria-describedby={describedBy(fields.sector)}
                      >
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
                      <Select
                        {...getSelectProps(fields.status)}
                        aria-describedby={describedBy(fields.status)}
                      >
                        <option value="">Select a status</option>
                        {PROJECT_STATUS_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </Select>
                    </FormField>
                  </>
                ) : item.id === "details" ? (
                  <>
                    <fieldset
                      className="min-w-0 sm:col-span-2"
                      aria-describedby={
                        fields.targetGroups.errors?.length ? fields.targetGroups.errorId : undefined
                      }
                    >
                      <legend className="mb-2 text-sm font-medium">
                        Target groups
                        <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
                          *
                        </span>
                      </legend>
                      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
                        {getCollectionProps(fields.targetGroups, {
                          type: "checkbox",
                          options: TARGET_GROUPS.map((group) => group.value),
                        }).map(({ key, ...props }) => (
                          <label
                            key={key}
                            htmlFor={props.id}
                            className="flex min-h-11 items-center gap-2 rounded-md border border-default px-3 text-sm"
                          >
                            <input
                              {...props}
                              className="h-4 w-4 accent-brand-700"
                              onChange={(event) => {
                                // Spec §5: the other group's text goes when "other" is deselected.
                                if (props.value === "other" && !event.currentTarget.checked) {
                                  form.update({ name: fields.otherTargetGroup.name, value: "" });
                                }
                              }}
                            />
                            {TARGET_GROUPS.find((group) => group.value === props.value)?.label}
                          </label>
                        ))}
                      </div>
                      <FieldError id={fields.targetGroups.errorId} errors={fields.targetGroups.errors} />
                    </fieldset>
                    {otherChosen ? (
                      <FormField
                        field={fields.otherTargetGroup}
                        label="Other target group"
                        required
                        className="sm:col-span-2"
                      >
                        <Input
                          {...getInputProps(fields.otherTargetGroup, { type: "text" })}
                          aria-describedby={describedBy(fields.otherTargetGroup)}
                          maxLength={100}
                        />
                      </FormField>
                    ) : null}
                    <div className="sm:col-span-2">
                      <ProjectListInput
                        form={form}
                        field={fields.coreObjectives}
                        label="Core objectives"
                        itemLabel="objective"
                        placeholder="e.g. Train 200 young people in digital skills"
                      />
                    </div>
                    <FormField
                      field={fields.projectDetails}
                      label="Project details"
                      hint="Optional"
                      className="sm:col-span-2"
                    >
                      <Textarea
                        {...getTextareaProps(fields.projectDetails)}
                        aria-describedby={describedBy(fields.projectDetails, true)}
                        maxLength={5000}
                        rows={5}
                      />
                    </FormField>
                    <div className="sm:col-span-2">
                      <ProjectListInput
                        form={form}
                        field={fields.projectMilestones}
                        label="Project milestones"
                        itemLabel="milestone"
                        placeholder="e.g. First cohort graduates in June"
                      />
                    </div>
                  </>
                ) : (
                  <>
                    <FormField field={fields.region} label="Region" hint="Optional">
                      <Select
                        {...getSelectProps(fields.region)}
                        aria-describedby={describedBy(fields.region, true)}
                      >
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
                        list={`${id}-districts`}
                        autoComplete="off"
                        maxLength={100}
                      />
                      <datalist id={`${id}-districts`}>
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
                      <ProjectImagesField
                        form={form}
                        field={fields.images}
                        onUploadingChange={setUploading}
                      />
                    </div>
                  </>
                )}
              </div>
            </section>
          );
        })}

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-default pt-5 sm:flex-row sm:items-center">
          <Link
            to={cancelTo}
            className={cn(buttonClass("outline"), "sm:mr-auto")}
            aria-disabled={busy || undefined}
          >
            Cancel
          </Link>
          {at > 0 ? (
            <Button variant="outline" onClick={() => open(previousSection(section))} disabled={busy}>
              Previous
            </Button>
          ) : null}
          {at < PROJECT_SECTIONS.length - 1 ? (
            <Button variant="secondary" onClick={saveAndNext} disabled={busy}>
              Save &amp; Next
            </Button>
          ) : null}
          <StatusButton pending={pending} pendingLabel="Saving..." disabled={uploading}>
            Save Project
          </StatusButton>
        </div>
      </Form>
    </Card>
  );
}
