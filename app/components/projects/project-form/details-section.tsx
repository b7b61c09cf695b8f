import { getCollectionProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { FieldError, Input, Textarea } from "~/components/ui/field";
import { TARGET_GROUPS } from "~/domain/reference";
import { ProjectListInput } from "../project-list-input";
import type { ProjectFormFields, ProjectFormMetadata } from "./section-props";

/**
 * Section 2, Project Details: target groups (and the other group, while "other" is chosen), core objectives,
 * project details and milestones.
 */
export function DetailsSection({ form, fields }: { form: ProjectFormMetadata; fields: ProjectFormFields }) {
  const chosen = fields.targetGroups.value;
  const selectedGroups = (Array.isArray(chosen) ? chosen : [chosen]).filter(
    (value): value is string => typeof value === "string",
  );
  const otherChosen = selectedGroups.includes("other");
  return (
    <>
      <fieldset
        className="min-w-0 sm:col-span-2"
        aria-describedby={fields.targetGroups.errors?.length ? fields.targetGroups.errorId : undefined}
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
          placeholder="e.g. Train 200 farmers"
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
          placeholder="e.g. First harvest sold"
        />
      </div>
    </>
  );
}
