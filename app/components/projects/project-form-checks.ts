import { parseWithZod } from "@conform-to/zod/v4";
import type { FormCheck } from "~/components/forms/lazy-checks";
import type { ProjectFormDefaults } from "~/domain/project-form";
import { ProjectFormSchema, type ProjectFormValues } from "~/domain/project-form-schema";

/**
 * The project form's checks in the browser: the schema the action runs. Its own module, with zod, loaded once the
 * form is on the page (components/forms/lazy-checks.ts, ADR 0034).
 */
export const checkProjectForm: FormCheck<ProjectFormDefaults, ProjectFormValues> = (formData) =>
  parseWithZod(formData, { schema: ProjectFormSchema });
