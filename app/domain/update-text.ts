import { differenceInMonths, formatDistanceStrict } from "date-fns";
import LinkifyIt, { type Rule } from "linkify-it";
import { formatDate, formatIsoDate } from "./dates";
import { STALE_UPDATE_MONTHS } from "./project-updates";
import type { TextSegment, UpdateCard } from "./update-display";

/**
 * An update's text and dates as the pages show them, worked out by the loaders (the link finder and date-fns
 * stay on the server: components get the pieces).
 */

let linkify: LinkifyIt | undefined;
function linkFinder(): LinkifyIt {
  // Only web addresses: no mailto:, no ftp:, no protocol-relative "//host"; "example.org" reads as http.
  // (linkify-it documents null as "turn this schema off"; its types do not list it.)
  const off = null as unknown as Rule;
  linkify ??= new LinkifyIt({ "mailto:": off, "ftp:": off, "//": off }, { fuzzyEmail: false });
  return linkify;
}

/**
 * The text cut into words and links. Only http and https addresses become links (a `javascript:` or `data:`
 * address stays text); the text is never read as HTML: the page renders each piece as text.
 */
export function linkifyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const match of linkFinder().match(text) ?? []) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    segments.push({ text: match.raw, href });
    at = match.lastIndex;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * How long ago the last update was, when that is long enough to say so ("7 months ago"), else null: shown on
 * the project page as "Last update: …". A project never updated says nothing (it may be new).
 */
export function staleUpdateText(lastUpdate: Date | string | null, now: Date = new Date()): string | null {
  if (!lastUpdate) return null;
  const last = new Date(lastUpdate);
  if (Number.isNaN(last.getTime())) return null;
  if (differenceInMonths(now, last) < STALE_UPDATE_MONTHS || now.getTime() - last.getTime() < 0) {
    return null;
  }
  return `${formatDistanceStrict(last, now, { roundingMethod: "floor" })} ago`;
}

/** An update as the timeline and the strips draw it. */
export type UpdateView = {
  id: string;
  title: string;
  segments: TextSegment[];
  photos: string[];
  /** "Nov 27, 2026" and 2026-11-27 (the time element's datetime), in Kampala. */
  date: string;
  isoDate: string;
  edited: boolean;
};

export function toUpdateView(update: {
  id: string;
  title: string;
  body: string;
  photos: string[];
  createdAt: Date | string;
  updatedAt: Date | string;
}): UpdateView {
  return {
    id: update.id,
    title: update.title,
    segments: linkifyText(update.body),
    photos: update.photos,
    date: formatDate(update.createdAt),
    isoDate: formatIsoDate(update.createdAt),
    // Saved again more than a minute after it was posted.
    edited: new Date(update.updatedAt).getTime() - new Date(update.createdAt).getTime() > 60_000,
  };
}

/** How much of an update's text a card shows. */
const EXCERPT_LENGTH = 160;

export function toUpdateCard(update: {
  id: string;
  projectId: string;
  projectName: string;
  organizationName: string;
  title: string;
  body: string;
  photos: string[];
  createdAt: Date | string;
}): UpdateCard {
  const flat = update.body.replace(/\s+/g, " ").trim();
  const cut = flat.length > EXCERPT_LENGTH ? flat.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, "") : flat;
  return {
    id: update.id,
    projectId: update.projectId,
    projectName: update.projectName,
    organizationName: update.organizationName,
    title: update.title,
    excerpt: cut.length < flat.length ? `${cut}…` : flat,
    date: formatDate(update.createdAt),
    isoDate: formatIsoDate(update.createdAt),
    photo: update.photos[0] ?? null,
  };
}
