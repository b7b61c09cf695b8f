import { formatNumber } from "./numbers";
import { pluralize } from "./text";
import { MAP_HEIGHT, MAP_WIDTH, type MapMark, UGANDA_PATH } from "./uganda-map";
import { xmlAttribute, xmlText } from "./xml-text";

// Uganda's map as markup written on the server (issue 38): the page carries it as HTML, so the browser's
// script carries neither the outline nor the marks' code (/projects' JavaScript budget), and the map works
// without script and offline from the saved page. Styled by app.css (.uganda-map).

/** A mark as drawn: a link when it filters something, its words for screen readers and as a tooltip. */
export type DrawnMark = MapMark & { text: string; href?: string; chosen?: boolean };

/** Marks at least this big carry their count inside. */
const LABELLED_RADIUS = 13;

function drawMark(mark: DrawnMark): string {
  const label = xmlAttribute(mark.text);
  const circle = `<circle class="mark${mark.chosen ? " chosen" : ""}" cx="${mark.x}" cy="${mark.y}" r="${mark.r}"/>`;
  const count =
    mark.r >= LABELLED_RADIUS
      ? `<text x="${mark.x}" y="${mark.y}" dy="0.35em" aria-hidden="true">${mark.count}</text>`
      : "";
  const inner = `<title>${xmlText(mark.text)}</title>${circle}${count}`;
  // A mark without a link is a picture's part: the map's own label (and its table) say what it shows.
  return mark.href
    ? `<a href="${xmlAttribute(mark.href)}" aria-label="${label}"${mark.chosen ? ' aria-current="true"' : ""}>${inner}</a>`
    : `<g>${inner}</g>`;
}

/**
 * Uganda's outline with marks, as an inline SVG. `label` names the map for screen readers: a group when its
 * marks are links (reachable by keyboard and touch), else one image.
 */
export function mapSvg({
  label,
  marks,
  className,
}: {
  label: string;
  marks: DrawnMark[];
  className?: string;
}) {
  return (
    `<svg class="uganda-map${className ? ` ${className}` : ""}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" ` +
    `role="${marks.some((mark) => mark.href) ? "group" : "img"}" aria-label="${xmlAttribute(label)}" xmlns="http://www.w3.org/2000/svg">` +
    `<path class="land" d="${UGANDA_PATH}"/>${marks.map(drawMark).join("")}</svg>`
  );
}

/** A row of a map's table: what, how many, and where it leads. */
export type MapRow = { label: string; cells: (string | number)[]; href?: string; chosen?: boolean };

/** The map's accessible alternative: a table with a caption, a header row, and a link per row where it filters. */
export function mapTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: MapRow[] }) {
  const head = headers.map((header) => `<th scope="col">${xmlText(header)}</th>`).join("");
  const body = rows
    .map((row) => {
      const name = row.href
        ? `<a href="${xmlAttribute(row.href)}"${row.chosen ? ' aria-current="true"' : ""}>${xmlText(row.label)}</a>`
        : xmlText(row.label);
      const cells = row.cells
        .map((cell) => `<td>${typeof cell === "number" ? formatNumber(cell) : xmlText(cell)}</td>`)
        .join("");
      return `<tr${row.chosen ? ' class="chosen"' : ""}><th scope="row">${name}</th>${cells}</tr>`;
    })
    .join("");
  return `<table class="map-table"><caption>${xmlText(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** "Gulu: 3 projects" (and ", chosen" when it filters the list). */
export function markText(place: string, count: number, noun = "project", chosen = false): string {
  return `${place}: ${pluralize(count, noun)}${chosen ? ", chosen" : ""}`;
}
