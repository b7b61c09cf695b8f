import { useId } from "react";
import { Link } from "react-router";
import type { Chart } from "~/domain/impact";
import { formatNumber } from "~/domain/numbers";
import { pluralize } from "~/domain/text";

/**
 * A chart that is also its own data table: one row per group with its name (a link to the filtered list), its
 * count, and a bar drawn in SVG at its share of the largest. Rendered on the server, read the same without
 * script; screen readers get a table with a caption and headers, the bars are hidden from them. Its title is a
 * third-level heading, under the page's "Projects and organizations".
 */
export function BarChart({ chart }: { chart: Chart }) {
  const titleId = useId();
  const total = chart.bars.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-default bg-surface p-4 sm:p-5">
      <figcaption>
        <h3 id={titleId} className="text-lg font-semibold">
          {chart.title}
        </h3>
      </figcaption>
      {total === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing to count yet.</p>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">
            {chart.title}: {pluralize(total, chart.unit)}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{chart.groupName}</th>
              <th scope="col">{chart.unit === "project" ? "Projects" : "Organizations"}</th>
              <th scope="col">Bar</th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.label} className="align-middle">
                <th scope="row" className="w-[45%] py-1.5 pr-2 text-left font-normal">
                  {bar.href && bar.count > 0 ? (
                    <Link
                      to={bar.href}
                      className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
                    >
                      {bar.label}
                      <span className="sr-only">: {pluralize(bar.count, chart.unit)}</span>
                    </Link>
                  ) : (
                    bar.label
                  )}
                </th>
                <td className="w-16 py-1.5 pr-2 text-right tabular-nums">{formatNumber(bar.count)}</td>
                <td className="py-1.5">
                  <svg
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                    className="block h-3 w-full text-brand-700 dark:text-brand-300"
                  >
                    <rect width="100" height="10" rx="2" style={{ fill: "var(--surface-muted)" }} />
                    {bar.share > 0 ? (
                      <rect
                        width={Math.max(1, bar.share * 100)}
                        height="10"
                        rx="2"
                        fill={bar.color ?? "currentColor"}
                      />
                    ) : null}
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
