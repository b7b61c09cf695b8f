import { getFormProps, parse, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, memo, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { DraftNotice, OfflineNotice, useFormDraft } from "~/components/forms/form-draft";
import { isPersonSubmit, pointToInvalidFields, withInvalidFeedback } from "~/components/forms/invalid-submit";
import { type FormCheck, lazyChecks, useLazyChecks } from "~/components/forms/lazy-checks";
import { useSaveAfterUploads, useUploadsSummary } from "~/components/forms/use-image-uploads";
import { toast } from "~/components/toast";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import type { Draft } from "~/domain/drafts";
import { pendingUploadsText, type UploadsSummary, waitingLabel } from "~/domain/image-list";
import {
  nextSection,
  PROJECT_SECTIONS,
  type ProjectFormDefaults,
  type ProjectSection,
  previousSection,
  SECTION_FIELDS,
  sectionErrorCounts,
  sectionOfField,
} from "~/domain/project-form";
import type { ProjectFormValues } from "~/domain/project-form-schema";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { BasicSection } from "./project-form/basic-section";
import { DetailsSection } from "./project-form/details-section";
import { LocationSection } from "./project-form/location-section";

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
  /** Whose draft this form keeps on the device: one for a new project, one per project edited. */
  draftName?: string;
  /** The project the last send created (a new one each time): its draft is done with. */
  createdId?: string | null;
};

/** The form's checks: the action's schema, with zod, fetched once the form is on the page (ADR 0034). */
const projectChecks = lazyChecks(() =>
  import("./project-form-checks").then((module) => module.checkProjectForm),
);

/** The first section, in order, that holds one of these field names. */
function firstSectionOf(names: string[]): ProjectSection | null {
  const sections = names.map(sectionOfField).filter((section): section is ProjectSection => !!section);
  return PROJECT_SECTIONS.find((section) => sections.includes(section.id))?.id ?? null;
}

/**
 * The project form (spec §2 "Project form"): three sections — tabs from 768px, an accordion below — with
 * Cancel, Previous, Save & Next (checks the current section first) and Save Project. Add and edit use it.
 */
export function ProjectForm(props: ProjectFormProps) {
  // The local draft (issue 24): a restore remounts the form with the draft as its starting values, so lists
  // (objectives, milestones, images) come back as well as the fields.
  const [restored, setRestored] = useState<{ version: number; defaultValue: ProjectFormDefaults } | null>(
    null,
  );
  const draft = useFormDraft(props.id, {
    name: props.draftName ?? props.id,
    formVersion: restored?.version ?? 0,
    onRestore: (saved) =>
      setRestored((current) => ({
        version: (current?.version ?? 0) + 1,
        defaultValue: defaultsWithDraft(props.defaultValue, saved),
      })),
    // Undo of a draft put back: the form again with the page's values.
    onUndo: () =>
      setRestored((current) => ({ version: (current?.version ?? 0) + 1, defaultValue: props.defaultValue })),
  });
  // A new project saved: the form starts again empty, and so does its draft (an edit leaves the page instead).
  const { clear } = draft;
  useEffect(() => {
    if (props.createdId) clear();
  }, [props.createdId, clear]);
  // The page's callback, read when it is called: the page's new function on each of its renders leaves the
  // form's props as they were, so the form is not drawn again (see ProjectFormBody).
  const blocked = useRef(props.onBlockedSubmit);
  blocked.current = props.onBlockedSubmit;
  const onBlockedSubmit = useCallback(() => blocked.current?.(), []);
  return (
    <>
      <DraftNotice draft={draft} />
      <ProjectFormBody
        key={restored?.version ?? 0}
        {...props}
        defaultValue={restored?.defaultValue ?? props.defaultValue}
        onBlockedSubmit={props.onBlockedSubmit ? onBlockedSubmit : undefined}
      />
      {/* Right under the form's buttons. */}
      <OfflineNotice draft={draft} className="mt-3" />
    </>
  );
}

/** The form's starting values with a draft's over them (read as the form library reads a submission). */
function defaultsWithDraft(defaults: ProjectFormDefaults, saved: Draft): ProjectFormDefaults {
  const formData = new FormData();
  for (const [name, value] of saved.entries) formData.append(name, value);
  const { payload } = parse(formData, { resolve: () => ({ value: undefined }) });
  return { ...defaults, ...(payload as Partial<ProjectFormDefaults>) };
}

/**
 * The form itself, drawn again only when its props or its own state change: the page above it is drawn again on
 * every change of the router's state (each route of the page's links arriving after hydration, a navigation), and
 * drawing every field again then cost a slow phone a long task right after the page became usable.
 */
const ProjectFormBody = memo(function ProjectFormBody({
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
  const [uploads, setUploads] = useUploadsSummary();
  const checks = useLazyChecks(projectChecks);
  const [form, fields] = useForm<ProjectFormDefaults, ProjectFormValues>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks.onValidate,
  });
  const { catchUp } = checks;
  useEffect(() => catchUp(form), [catchUp, form]);

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
    if (lastResult?.initialValue === null) setSection("basic");
  }, [lastResult]);

  function open(next: ProjectSection) {
    setSection(next);
    setCollapsed(false);
  }

  /** The errors the schema finds in the form as it stands, by field name (none while its code is on its way). */
  function currentErrors(
    check: FormCheck<ProjectFormDefaults, ProjectFormValues> | undefined = projectChecks.now(),
  ): string[] {
    const element = document.getElementById(form.id);
    if (!check || !(element instanceof HTMLFormElement)) return [];
    const submission = check(new FormData(element));
    return Object.entries(submission.status === "error" ? (submission.error ?? {}) : {})
      .filter(([, errors]) => errors?.length)
      .map(([name]) => name);
  }

  async function saveAndNext() {
    // Their code not fetched (offline): the section is left unchecked, the server checks the save.
    const check = await projectChecks.ready().catch(() => undefined);
    if (sectionErrorCounts(currentErrors(check))[section] === 0) {
      const next = nextSection(section);
      open(next);
      // The tabs from 768px, the next section's own title below (the tabs are hidden there).
      const wide = window.matchMedia("(min-width: 768px)").matches;
      document
        .getElementById(wide ? `${id}-sections` : `${id}-heading-${next}`)
        ?.scrollIntoView({ block: "start" });
      return;
    }
    // Every field of the section is checked now, the valid ones too (their messages go once they are fixed).
    for (const name of SECTION_FIELDS[section]) form.validate({ name });
    // Conform marks the fields on its next render: then the first takes focus and the toast counts them.
    requestAnimationFrame(() => {
      const panel = document.getElementById(`${id}-panel-${section}`);
      if (panel) pointToInvalidFields(panel);
    });
  }

  // The fields with a message showing, counted per section: each section's header says how many.
  const errorCounts = sectionErrorCounts(
    Object.entries(form.allErrors)
      .filter(([, errors]) => errors.length > 0)
      .map(([name]) => name),
  );

  // A save waits for the images on their way, and is refused (saying which) while one failed.
  const save = useSaveAfterUploads(uploads, () => {
    const text = pendingUploadsText(uploads) ?? "";
    toast.error("Images not uploaded", { description: text, id: "images-pending" });
    open("location");
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#${CSS.escape(id)} [data-action="retry"]`)?.focus(),
    );
  });

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
    if (!event.defaultPrevented) save.hold(event);
  }

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
                  <ErrorCount count={errorCounts[item.id]} />
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
                  <span className="flex-1">
                    {item.title}
                    <ErrorCount count={errorCounts[item.id]} />
                  </span>
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
                  <BasicSection fields={fields} owners={owners} />
                ) : item.id === "details" ? (
                  <DetailsSection form={form} fields={fields} />
                ) : (
                  <LocationSection form={form} fields={fields} onUploadsChange={setUploads} />
                )}
              </div>
            </section>
          );
        })}

        <ProjectFormActions
          id={id}
          cancelTo={cancelTo}
          section={section}
          onPrevious={() => open(previousSection(section))}
          onSaveAndNext={saveAndNext}
          waiting={save.waiting}
          uploads={uploads}
        />
      </Form>
    </Card>
  );
});

/**
 * The form's buttons. They alone follow the router's state (a save on its way): each change of it (the routes
 * of the page's links arriving after hydration, a navigation) then draws a row of buttons again, not every field
 * of the form, which on a slow phone was a long task right after the page became usable.
 */
function ProjectFormActions({
  id,
  cancelTo,
  section,
  onPrevious,
  onSaveAndNext,
  waiting,
  uploads,
}: {
  id: string;
  cancelTo: string;
  section: ProjectSection;
  onPrevious: () => void;
  onSaveAndNext: () => void;
  /** Save Project pressed while images upload: the save waits for them. */
  waiting: boolean;
  uploads: UploadsSummary;
}) {
  const pending = useIsPending();
  const busy = pending || waiting;
  const pendingText = pendingUploadsText(uploads);
  const at = PROJECT_SECTIONS.findIndex((item) => item.id === section);
  return (
    <>
      {/*
        Phones: two columns in reading order, Cancel and Previous first and the main action, Save Project, last
        (the whole row when it is alone on its line). From 640px one row with Cancel apart on the left.
      */}
      <div className="mt-6 grid grid-cols-2 gap-3 border-t border-default pt-5 sm:flex sm:items-center">
        <Link
          to={cancelTo}
          className={cn(buttonClass("outline"), "sm:mr-auto")}
          aria-disabled={busy || undefined}
        >
          Cancel
        </Link>
        {at > 0 ? (
          <Button variant="outline" onClick={onPrevious} disabled={busy}>
            Previous
          </Button>
        ) : null}
        {at < PROJECT_SECTIONS.length - 1 ? (
          <Button variant="secondary" onClick={onSaveAndNext} disabled={busy}>
            Save &amp; Next
          </Button>
        ) : null}
        <StatusButton
          pending={pending}
          pendingLabel="Saving..."
          aria-describedby={pendingText ? `${id}-uploads` : undefined}
          // On the first and last sections there are three buttons: Save Project takes a phone's row alone.
          className={cn(at > 0 !== at < PROJECT_SECTIONS.length - 1 && "col-span-2")}
        >
          {/* Pressed while images upload: it says so, and the form saves itself once they are stored. */}
          {waiting ? waitingLabel(uploads) : "Save Project"}
        </StatusButton>
      </div>
      <p id={`${id}-uploads`} role="status" className="mt-3 text-sm text-muted empty:hidden">
        {pendingText}
      </p>
    </>
  );
}

/**
 * A section header's count of fields to correct: a badge to see, and ", 3 errors" in the header's accessible
 * name (the badge's bare number is not read out).
 */
function ErrorCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
      >
        {count}
      </span>
      <span className="sr-only">, {pluralize(count, "error")}</span>
    </>
  );
}
