import { Braces, CalendarPlus, Download, Rss } from "~/components/ui/icons";

export type ExportLink = { href: string; label: string; kind: "download" | "feed" | "calendar" | "api" };

const ICONS = { download: Download, feed: Rss, calendar: CalendarPlus, api: Braces };

/**
 * The list's open-data links (CSV, IATI XML, RSS), each keeping the list's filters. Plain links: they work
 * without script, and a download saves the file the server names.
 */
export function ExportLinks({ links, label }: { links: ExportLink[]; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <a
            key={link.href}
            href={link.href}
            download={link.kind === "download" ? "" : undefined}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline sm:min-h-0 dark:text-brand-200"
          >
            <Icon aria-hidden className="size-4" />
            {link.label}
          </a>
        );
      })}
    </nav>
  );
}
