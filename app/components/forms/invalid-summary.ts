/**
 * The toast of a refused form whose faults are shown beside the fields: a short pointer to them, never a
 * copy of a field's message (the spec's "a brief error also toasts"). Plain text with no imports, so both
 * the browser (invalid-submit.ts) and the actions can use it.
 */
export function invalidFieldsSummary(count: number): string {
  return count > 1
    ? `Please correct the ${count} highlighted fields`
    : "Please correct the highlighted field";
}

/** The number of fields with an error in a Conform reply's error map (the "" key is the form's own). */
export function countFieldErrors(errors: Record<string, readonly string[] | null | undefined> | undefined) {
  return Object.entries(errors ?? {}).filter(([name, list]) => name !== "" && list?.length).length;
}
