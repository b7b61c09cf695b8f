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

/**
 * How many fields the controls marked invalid make up: a group of checkboxes shares one name and counts once,
 * a list's items count with their list (`goals[2]` is part of `goals`), hidden inputs (no one sees them) not at
 * all, and a control without a name (a list's entry box) by its id.
 */
export function countInvalidFields(
  controls: Iterable<{ name?: string; id?: string; type?: string }>,
): number {
  const fields = new Set<unknown>();
  for (const control of controls) {
    if (control.type === "hidden") continue;
    const field = control.name ? control.name.split(/[[.]/, 1)[0] : control.id;
    fields.add(field || control);
  }
  return fields.size;
}
