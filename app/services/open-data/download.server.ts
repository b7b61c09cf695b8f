import { stringify } from "csv-stringify/sync";
import {
  type FunderRecord,
  getFundersForProjects,
  getResultsForProjects,
} from "~/db/queries/project-results.server";
import { formatIsoDate } from "~/domain/dates";
import { exportChars } from "~/domain/export-chars";
import {
  emptyIatiActivities,
  IATI_TAIL,
  type IatiPublisher,
  iatiActivity,
  iatiHead,
  iatiPublisher,
} from "~/domain/iati";
import type { ExportProject } from "~/domain/open-data";
import type { ResultRecord } from "~/domain/project-results";
import { SITE } from "~/domain/site";
import { logger } from "~/lib/logger.server";
import { getEnv } from "~/services/env.server";

/**
 * A streamed download: the head first, then each batch of the source as the client reads on (a pull stream,
 * so a slow client holds back the next query rather than piling batches up in memory). A failure half-way
 * ends the download short and is logged; it cannot turn into an error page once the head is sent.
 */
export function streamedDownload<T>({
  head,
  batches,
  render,
  tail = "",
  headers,
}: {
  head: string;
  batches: AsyncIterable<T[]>;
  render: (batch: T[]) => string;
  tail?: string;
  headers: Record<string, string>;
}): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) {
          if (tail) controller.enqueue(encoder.encode(tail));
          controller.close();
        } else if (value.length > 0) {
          controller.enqueue(encoder.encode(render(value)));
        }
      } catch (error) {
        logger.error({ err: error }, "export stopped half-way");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers: { "Cache-Control": "public, max-age=300", ...headers } });
}

/**
 * Lines of CSV (RFC 4180: quoted where needed, CRLF line ends). Each cell without the controls, noncharacters
 * and lone surrogates that no text export carries (exportChars), whatever wrote them.
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(exportChars)),
    { record_delimiter: "windows" },
  );
}

/**
 * A CSV download of `columns` and the rows `toRow` makes of each item: UTF-8 with a byte-order mark, so that
 * spreadsheet programs read Luganda and other names right.
 */
export function csvDownload<T>({
  fileName,
  columns,
  batches,
  toRow,
}: {
  fileName: string;
  columns: readonly string[];
  batches: AsyncIterable<T[]>;
  toRow: (item: T) => string[];
}): Response {
  return streamedDownload({
    head: `\uFEFF${csvLines([columns])}`,
    batches,
    render: (batch) => csvLines(batch.map(toRow)),
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}

/** Each batch of projects with their results and funders, read in two queries beside the batch. */
export async function* withResultsAndFunders(
  batches: AsyncIterable<ExportProject[]>,
): AsyncGenerator<
  Array<{ project: ExportProject; extras: { results: ResultRecord[]; funders: FunderRecord[] } }>
> {
  for await (const batch of batches) {
    const ids = batch.map((project) => project.id);
    const [results, funders] = await Promise.all([getResultsForProjects(ids), getFundersForProjects(ids)]);
    yield batch.map((project) => ({
      project,
      extras: { results: results.get(project.id) ?? [], funders: funders.get(project.id) ?? [] },
    }));
  }
}

/** The platform as IATI's reporting organisation: IATI_PUBLISHER_REF when set (see /developers#iati-registry). */
export function configuredPublisher(): IatiPublisher {
  return iatiPublisher(getEnv().IATI_PUBLISHER_REF, SITE.name);
}

/**
 * An IATI activities document of the projects in `batches`, streamed like the CSV exports. A selection with no
 * project is a document with no activity (200), so a harvester reads "nothing" rather than an error.
 */
export async function iatiDownload({
  fileName,
  batches,
  origin,
  publisher = configuredPublisher(),
  note,
  now = new Date(),
}: {
  fileName: string;
  batches: AsyncIterable<ExportProject[]>;
  origin: string;
  /** The reporting organisation: the platform unless an organization publishes its own file. */
  publisher?: IatiPublisher;
  /** A comment for the file's readers (who publishes it, what it is for). */
  note?: string;
  now?: Date;
}): Promise<Response> {
  const context = { publisher, today: formatIsoDate(now), origin };
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Content-Disposition": `inline; filename="${fileName}"`,
  };
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.length === 0) {
    await iterator.return?.();
    return new Response(emptyIatiActivities(now, note), {
      headers: { "Cache-Control": "public, max-age=300", ...headers },
    });
  }
  async function* all() {
    yield first.value as ExportProject[];
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return streamedDownload({
    head: iatiHead(now, note),
    batches: withResultsAndFunders(all()),
    render: (batch) => batch.map(({ project, extras }) => iatiActivity(project, context, extras)).join(""),
    tail: IATI_TAIL,
    headers,
  });
}
