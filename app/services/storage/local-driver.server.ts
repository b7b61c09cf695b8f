import crypto from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { StorageDriver, StoredObject } from "./driver";

/** The ending of a file being written (renamed to its key once whole). */
const TEMPORARY = ".tmp";

/**
 * Files under one folder (DATA_DIR): the key is the path below it. Writes go to a temporary name beside the
 * target and are renamed, so a reader never sees half a file; reads refuse symbolic links that lead out.
 */
export function localDriver(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, ...key.split("/"));
    if (!file.startsWith(root + path.sep)) throw new Error(`Key outside the store: ${key}`);
    return file;
  };
  const describe = (stat: { size: number; mtimeMs: number; mtime: Date }): StoredObject => ({
    size: stat.size,
    lastModified: stat.mtime,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
  });
  const stat = async (key: string): Promise<StoredObject | null> => {
    const file = fileOf(key);
    const found = await fs.stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    const real = await fs.realpath(file).catch(() => null);
    const realRoot = await fs.realpath(root).catch(() => root);
    if (!real?.startsWith(realRoot + path.sep)) return null;
    return describe(found);
  };

  /** Every file below the prefix's folder (none when it does not exist), as absolute paths. */
  const filesUnder = async (prefix: string) => {
    const start = fileOf(prefix.replace(/\/$/, ""));
    const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}${TEMPORARY}`;
      try {
        if (body instanceof Uint8Array) await fs.writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    stat,
    async read(key) {
      const object = await stat(key);
      if (!object) return null;
      return { object, body: createReadStream(fileOf(key)) };
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      for (const file of await filesUnder(prefix)) {
        if (file.endsWith(TEMPORARY)) continue;
        // Gone since the folder was read (deleted meanwhile): not listed.
        const found = await fs.stat(file).catch(() => null);
        if (!found?.isFile()) continue;
        yield {
          key: path.relative(root, file).split(path.sep).join("/"),
          size: found.size,
          lastModified: found.mtime,
        };
      }
    },
    async removeTemporary(prefix, olderThan) {
      let removed = 0;
      for (const file of await filesUnder(prefix)) {
        if (!file.endsWith(TEMPORARY)) continue;
        const found = await fs.stat(file).catch(() => null);
        if (!found?.isFile() || found.mtimeMs >= olderThan.getTime()) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
