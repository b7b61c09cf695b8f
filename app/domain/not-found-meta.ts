/**
 * The titles of the pages a missing record leaves (spec §2, §8), and their meta. Apart from not-found.ts: every
 * record page's meta needs these few words, and the rest of the error pages' texts then travel only with the
 * error page (components/route-error.tsx, loaded when one is shown).
 */
export const NOT_FOUND_TITLES = {
  page: "Page Not Found",
  project: "Project Not Found",
  organization: "Organization Not Found",
  event: "Event Not Found",
} as const;

export type NotFoundSubject = keyof typeof NOT_FOUND_TITLES;

/** The title of the page a missing record leaves ("Project Not Found | UgandaImpact"), kept out of search. */
export function notFoundMeta(subject: NotFoundSubject) {
  return [{ title: `${NOT_FOUND_TITLES[subject]} | UgandaImpact` }, { name: "robots", content: "noindex" }];
}
