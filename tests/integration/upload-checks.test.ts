import { describe, expect, it } from "vitest";
import { detectImageType } from "~/services/uploads.server";
import { useTempDataDir } from "../setup/app-env";
import { imageFile, SVG_LOGO } from "./auth-helpers";

useTempDataDir();

describe("upload checks", () => {
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
