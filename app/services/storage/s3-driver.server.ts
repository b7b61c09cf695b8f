import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { StorageDriver, StoredObject } from "./driver";

export type S3Options = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Garage, R2, Spaces…); unset means AWS itself. */
  endpoint?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted services expect. */
  forcePathStyle: boolean;
  /** Unset: the SDK's usual chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

/** Objects in one bucket; the key is the object key. Uploads go in parts, downloads stream. */
export function s3Driver(options: S3Options): StorageDriver {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  const describe = (head: { ContentLength?: number; LastModified?: Date; ETag?: string }): StoredObject => ({
    size: head.ContentLength ?? 0,
    lastModified: head.LastModified ?? new Date(0),
    etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
  });

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      // lib-storage sends anything over its part size (5 MB) as a multipart upload, parts in parallel.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: bytes, ContentType: contentType },
      }).done();
    },
    async stat(key) {
      try {
        return describe(await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { object: describe(answer), body: answer.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key)
            yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeTemporary() {
      // Objects appear whole or not at all: nothing half-written to remove (see StorageDriver).
      return 0;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
