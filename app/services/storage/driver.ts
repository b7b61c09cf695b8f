import type { Readable } from "node:stream";

/** What a driver knows of a stored object without reading it. */
export type StoredObject = { size: number; lastModified: Date; etag: string };

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
  /** Every object whose key starts with the prefix (`uploads/`), for copying a store into another. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Throws when the store cannot be reached (for /readyz). */
  check(): Promise<void>;
}
