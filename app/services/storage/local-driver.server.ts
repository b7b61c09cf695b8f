import crypto from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { StorageDriver, StoredObject } from "./driver";

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

  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
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
      const start = fileOf(prefix.replace(/\/$/, ""));
      const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
        const file = path.join(entry.parentPath, entry.name);
        const { size } = await fs.stat(file);
        yield { key: path.relative(root, file).split(path.sep).join("/"), size };
      }
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
