import { privateUploadUrl, putStoredFile } from "~/services/storage.server";
import { type LogoSpec, renderLogo } from "../../server/demo-images/logos";
import { renderReceipt } from "../../server/demo-images/receipts";
import { hash, renderScene, type SceneName } from "../../server/demo-images/scenes";

// The demo's images: drawn by server/demo-images/ (outside app/, since only seeding uses it), stored here.

/** The demo's folder of public uploads. */
export const SEED_UPLOAD_FOLDER = "seed";
export const seedUrl = (fileName: string) => `/uploads/${SEED_UPLOAD_FOLDER}/${fileName}`;

/**
 * Stores the demo images, each its own picture (its file name picks the variant), rendered in parallel.
 * Pictures and logos are public uploads (/uploads/seed/…); payment receipts go to the private payment-proofs
 * folder, answered only by /payment/proofs/<name> to the organization and the administrators. Whichever
 * store is configured holds them. Returns the URL of every file name.
 */
export async function writeSeedImages(plan: {
  scenes: { fileName: string; scene: SceneName }[];
  logos: { fileName: string; logo: LogoSpec }[];
  receipts: { fileName: string; lines: string[] }[];
}): Promise<Map<string, string>> {
  const files = await Promise.all([
    ...plan.scenes.map(async (item) => ({
      fileName: item.fileName,
      url: seedUrl(item.fileName),
      bytes: await renderScene(item.scene, hash(item.fileName)),
    })),
    ...plan.logos.map(async (item) => ({
      fileName: item.fileName,
      url: seedUrl(item.fileName),
      bytes: await renderLogo(item.logo),
    })),
    ...plan.receipts.map(async (item) => ({
      fileName: item.fileName,
      url: privateUploadUrl("payment-proofs", item.fileName),
      bytes: await renderReceipt(item.lines),
    })),
  ]);
  const urls = new Map<string, string>();
  // A few at a time: a bucket over the network takes the files in parallel, a disk does not mind.
  for (let start = 0; start < files.length; start += 8) {
    await Promise.all(files.slice(start, start + 8).map((file) => putStoredFile(file.url, file.bytes)));
  }
  for (const file of files) urls.set(file.fileName, file.url);
  return urls;
}
