import { createContext, useContext, useState } from "react";

/**
 * Markup a loader drew for the page and kept out of the document's data (pageOnlyMarkup), by the id of the
 * element it fills: the server's render reads it here (entry.server.tsx provides it).
 */
export const PageMarkupContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * The markup for a `dangerouslySetInnerHTML` part (a map, the developers' guide) whose loader sends it only with
 * a navigation's data, never in the document's (it would be carried twice, issue 39): the server renders what
 * the loader kept aside; the browser's first render takes what the server wrote into the element `id` (React
 * leaves such markup as it is when it hydrates); after a navigation in the app, the data's.
 */
export function usePageMarkup(id: string, fromData: string | null): string {
  const keptAside = useContext(PageMarkupContext);
  const [onPage] = useState(
    () =>
      fromData ??
      (typeof document === "undefined" ? keptAside.get(id) : document.getElementById(id)?.innerHTML) ??
      "",
  );
  return fromData ?? onPage;
}
