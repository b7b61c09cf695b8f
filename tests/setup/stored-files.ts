import { buffer } from "node:stream/consumers";
import { readStoredFile, storedFileExists } from "~/services/storage.server";

/** The bytes of one of our stored files (through whichever store is configured), or null when there is none. */
export async function storedBytes(url: string | null | undefined): Promise<Buffer | null> {
  const file = await readStoredFile(url);
  return file ? buffer(file.body) : null;
}

/** How many of the URLs name a stored file. */
export async function countStored(urls: readonly (string | null | undefined)[]): Promise<number> {
  const found = await Promise.all(urls.map((url) => storedFileExists(url)));
  return found.filter(Boolean).length;
}
