/**
 * npm run storage:migrate — copies the files of a local deployment (DATA_DIR/uploads and DATA_DIR/private)
 * into the S3-compatible bucket that S3_* configures. Run it once before starting instances on the bucket;
 * it may run again (files already there are skipped). The local files are left in place.
 */
import path from "node:path";
import { getEnv } from "~/services/env.server";
import { copyStore } from "~/services/storage/copy-store.server";
import { localDriver } from "~/services/storage/local-driver.server";
import { storageDriver } from "~/services/storage.server";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!env.S3_BUCKET) {
  console.error(
    "S3_BUCKET is not set: say which bucket to copy the files into (see the README's S3_* settings).",
  );
  process.exit(1);
}

const target = storageDriver(env);
await target.check().catch((error: Error) => {
  console.error(`The bucket ${env.S3_BUCKET} cannot be reached: ${error.message}`);
  process.exit(1);
});
const source = localDriver(path.resolve(env.DATA_DIR));
console.log(`Copying ${path.resolve(env.DATA_DIR)} (uploads, private) into s3://${env.S3_BUCKET} …`);
const report = await copyStore(source, target, (key, outcome) => {
  if (outcome === "failed") console.error(`  could not copy ${key}`);
});
console.log(
  `${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.skipped} already there, ${report.failed.length} failed.`,
);
process.exit(report.failed.length > 0 ? 1 : 0);
