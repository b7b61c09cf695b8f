import { type ExportLink, ExportLinks } from "~/components/open-data/export-links";

/**
 * A list's open-data links folded under one "Download or subscribe" line: a native <details> (it opens without
 * script, by keyboard too), so a phone sees the list's first project right after its count (/projects). A
 * module of its own: only the pages that fold their links carry it.
 */
export function ExportDisclosure({ links, label }: { links: ExportLink[]; label: string }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="w-fit cursor-pointer py-3 font-medium text-brand-700 underline-offset-4 hover:underline sm:py-1 dark:text-brand-200">
        Download or subscribe
      </summary>
      <div className="pb-1 pl-4">
        <ExportLinks links={links} label={label} />
      </div>
    </details>
  );
}
