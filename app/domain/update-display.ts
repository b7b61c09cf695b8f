/**
 * What the public pages need to draw progress updates, apart from the form's rules (project-updates.ts, with
 * zod): the pages that show updates import only this, so their scripts stay small.
 */

/** A piece of an update's text: words as they are, or a link (http or https only). */
export type TextSegment = { text: string } | { text: string; href: string };

/** The rel of every link in an update's text: we vouch for none of them (user content, no referrer games). */
export const UPDATE_LINK_REL = "nofollow ugc noopener";

/** A photo's alternative text: the update names what it shows. */
export function updatePhotoAlt(title: string, index: number, count: number): string {
  return count > 1 ? `${title} (photo ${index + 1} of ${count})` : title;
}

/** An update as a card of the "Latest updates" strips. */
export type UpdateCard = {
  id: string;
  projectId: string;
  projectName: string;
  organizationName: string;
  title: string;
  /** The text's start on one line, cut at a word. */
  excerpt: string;
  date: string;
  isoDate: string;
  photo: string | null;
};
