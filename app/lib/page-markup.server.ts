import type { AppLoadContext } from "react-router";

/**
 * Markup a loader draws (a map, the developers' guide) that a document's data need not carry (issue 39: the
 * /projects map was 11 KB of its 27 KB): on a document request it is kept aside for the server's render and
 * the data get null (the browser's first render takes it from the page: usePageMarkup, by the id of the
 * element it fills); a navigation's data carry it, there being no page to take it from.
 */
export function pageOnlyMarkup(
  context: Pick<AppLoadContext, "documentRequest" | "pageMarkup"> | undefined,
  id: string,
  html: string,
): string | null {
  if (!context?.documentRequest || !context.pageMarkup) return html;
  context.pageMarkup.set(id, html);
  return null;
}
