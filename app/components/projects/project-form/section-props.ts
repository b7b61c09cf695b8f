import type { FormMetadata } from "@conform-to/react";
import type { ProjectFormDefaults } from "~/domain/project-form";

/**
 * The project form's Conform metadata (its values as they travel: ProjectFormDefaults, derived from the
 * schema) and its fields by name: what each section renders from.
 */
export type ProjectFormMetadata = FormMetadata<ProjectFormDefaults, string[]>;
export type ProjectFormFields = ReturnType<ProjectFormMetadata["getFieldset"]>;
