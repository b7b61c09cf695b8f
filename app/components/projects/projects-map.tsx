import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import { usePageMarkup } from "~/lib/page-markup";

/**
 * /projects' map (issue 38): markup the loader wrote (projectsMapHtml), so this module carries only the fold.
 * Below 768px it folds under a "Map" line (a native <details>, opened in place); from 768px it is open and the
 * line hidden, as the facets' sheet. Its links work without script; with script they move the list in place.
 * The first page's data leave the markup out (the page carries it: usePageMarkup, from `markupId`).
 */
export function ProjectsMap({ html, markupId }: { html: string | null; markupId: string }) {
  const navigate = useNavigate();
  const markup = usePageMarkup(markupId, html);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (
      !href?.startsWith("/projects") ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(href, { preventScrollReset: true });
  };
  return (
    <details
      id="projects-map"
      className="group mt-4 rounded-lg border border-default bg-surface md:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-semibold supports-[selector(::details-content)]:md:hidden [&::-webkit-details-marker]:hidden">
        Map
        <ChevronDown
          aria-hidden
          className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside take the clicks; this only routes them */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click */}
      <div id={markupId} className="p-3" onClick={follow} dangerouslySetInnerHTML={{ __html: markup }} />
    </details>
  );
}
