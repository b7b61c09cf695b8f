import type { Readable } from "node:stream";

/** What a driver knows of a stored object without reading it. */
export type StoredObject = { size: number; lastModified: Date; etag: string };

/** One object of a listing. */
export type ListedObject = { key: string; size: number; lastModified: Date };

/**
 * Where uploaded files live: local disk (the default) or an S3-compatible bucket. Keys are relative paths
 * (`uploads/logos/<name>.webp`, `private/payment-proofs/<name>.pdf`) already checked by storage.server.ts.
 */
export interface StorageDriver {
  readonly kind: "local" | "s3";
  /**
   * Stores the bytes, or a stream of them, under the key (replacing what was there: new keys are unique, see
   * storage.server.ts). A stream is passed through, never gathered whole.
   */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The object's size, date and ETag, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object as a stream (never read whole into memory), or null when there is none. */
  read(key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every object whose key starts with the prefix (`uploads/`), with its size and date: for copying a store
   * into another, and for the sweep of files no row names (services/uploads/sweep-uploads.server.ts). Never
   * lists what an unfinished write leaves behind.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes what interrupted writes left under the prefix and that is older than the date; returns how many.
   * Local disk: the `*.tmp` files a write renames into place (left by a crash or kill -9). A bucket has none:
   * an object appears whole or not at all (an abandoned multipart upload is no object; a lifecycle rule
   * "abort incomplete multipart uploads" clears those).
   */
  removeTemporary(prefix: string, olderThan: Date): Promise<number>;
  /** Throws when the store cannot be reached (for /readyz). */
  check(): Promise<void>;
}
