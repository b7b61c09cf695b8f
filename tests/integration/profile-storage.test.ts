import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteUpload, saveUpload, uploadPath } from "~/services/storage.server";
import { detectImageType } from "~/services/uploads.server";
import { useTempDataDir } from "../setup/app-env";
import { imageFile, SVG_LOGO } from "./auth-helpers";

const dataDir = useTempDataDir();

describe("file storage", () => {
  it("saves under DATA_DIR/uploads with a timestamp-random name and deletes by URL", async () => {
    const saved = await saveUpload({ folder: "logos", bytes: new Uint8Array([1, 2, 3]), extension: ".PNG" });
    expect(saved.url).toMatch(/^\/uploads\/logos\/\d{13}-[0-9a-f]{16}\.png$/);
    expect(saved.path).toBe(path.join(dataDir, "uploads", saved.url.slice("/uploads/".length)));
    expect(fs.readFileSync(saved.path)).toEqual(Buffer.from([1, 2, 3]));
    const again = await saveUpload({ folder: "logos", bytes: new Uint8Array([4]), extension: "png" });
    expect(again.url).not.toBe(saved.url);
    await deleteUpload(saved.url);
    expect(fs.existsSync(saved.path)).toBe(false);
    expect(fs.existsSync(again.path)).toBe(true);
    // Deleting twice, or something that is not ours, is harmless.
    await deleteUpload(saved.url);
    await deleteUpload("https://example.org/logo.png");
    await deleteUpload(null);
  });

  it("refuses folders and extensions that could escape the uploads folder", async () => {
    await expect(
      saveUpload({ folder: "../etc", bytes: new Uint8Array(), extension: "png" }),
    ).rejects.toThrow();
    await expect(
      saveUpload({ folder: "logos", bytes: new Uint8Array(), extension: "png/../../x" }),
    ).rejects.toThrow();
    expect(uploadPath("/uploads/../../etc/passwd")).toBeNull();
    expect(uploadPath("/uploads/logos/..%2F..%2Fx")).toBeNull();
    expect(uploadPath("/uploads/logos")).toBeNull();
    expect(uploadPath("/etc/passwd")).toBeNull();
    expect(uploadPath("/uploads/logos/a.webp")).toBe(path.join(dataDir, "uploads", "logos", "a.webp"));
  });

  it("detects images by their bytes, SVG by its content", async () => {
    for (const format of ["png", "jpeg", "gif", "webp", "avif"] as const) {
      const file = await imageFile(format);
      const kind = await detectImageType(new Uint8Array(await file.arrayBuffer()));
      expect(kind?.mime, format).toBe(format === "jpeg" ? "image/jpeg" : `image/${format}`);
    }
    const svg = await detectImageType(new Uint8Array(await SVG_LOGO.arrayBuffer()));
    expect(svg).toEqual({ mime: "image/svg+xml", extension: "svg" });
    expect(await detectImageType(new TextEncoder().encode("<html><script>x</script></html>"))).toBeNull();
    expect(await detectImageType(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(await detectImageType(new Uint8Array())).toBeNull();
  });
});
