import { uploadContentType } from "~/domain/uploads";
import type { StorageDriver } from "./driver";

/** What storage.server.ts keeps: public uploads and private files. */
const PREFIXES = ["uploads/", "private/"] as const;

export type CopyReport = { copied: number; skipped: number; failed: string[]; bytes: number };

/**
 * Copies every stored file from one store into another (local disk into a bucket: `npm run storage:migrate`),
 * streamed one file at a time. A file the target already holds at the same size is skipped, so the copy can
 * run again after an interruption; the source is left as it was.
 */
export async function copyStore(
  from: StorageDriver,
  to: StorageDriver,
  onFile: (key: string, outcome: "copied" | "skipped" | "failed") => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  for (const prefix of PREFIXES) {
    for await (const { key, size } of from.list(prefix)) {
      try {
        const there = await to.stat(key);
        if (there && there.size === size) {
          report.skipped++;
          onFile(key, "skipped");
          continue;
        }
        const source = await from.read(key);
        if (!source) throw new Error("gone while copying");
        await to.put(key, source.body, uploadContentType(key));
        report.copied++;
        report.bytes += size;
        onFile(key, "copied");
      } catch {
        report.failed.push(key);
        onFile(key, "failed");
      }
    }
  }
  return report;
}
