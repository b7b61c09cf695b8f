import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InitialsPlaceholder } from "~/components/ui/initials-placeholder";
import { ResponsiveImage, type ResponsiveImageProps } from "~/components/ui/responsive-image";
import { closestWidth, resizableUploadPath } from "~/domain/image-variants";
import { loader } from "~/routes/resources/image";
import { resetEnvForTests } from "~/services/env.server";
import { getImageVariant, resolveUploadPath } from "~/services/images.server";

let dataDir: string;
let previousDataDir: string | undefined;

async function writeJpeg(relative: string, width: number, height: number) {
  const file = path.join(dataDir, "uploads", relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toFile(file);
  return file;
}

function callLoader(url: string, headers: Record<string, string> = {}, method = "GET") {
  const match = /^\/images\/([^/]+)\/(.*)$/.exec(url);
  if (!match) throw new Error(`not an image URL: ${url}`);
  const request = new Request(`http://localhost${url}`, { method, headers });
  return loader({
    request,
    params: { width: match[1]!, "*": match[2]! },
    context: {},
  } as never) as Promise<Response>;
}

beforeAll(async () => {
  previousDataDir = process.env.DATA_DIR;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-images-"));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  await writeJpeg("seed/wide.jpg", 1600, 900);
  await writeJpeg("small.png.jpg", 200, 100);
  fs.writeFileSync(path.join(dataDir, "uploads", "not-an-image.jpg"), "this is text, not a JPEG");
  fs.writeFileSync(path.join(dataDir, "secret.jpg"), "outside the uploads folder");
});

afterAll(() => {
  process.env.DATA_DIR = previousDataDir;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("image variants", () => {
  it("makes a WebP variant at the requested width and keeps it on disk", async () => {
    const variant = await getImageVariant(640, "seed/wide.jpg");
    expect(variant).not.toBeNull();
    expect(variant!.file).toBe(path.join(dataDir, "cache", "images", "640", "seed", "wide.jpg.webp"));
    const info = await sharp(variant!.file).metadata();
    expect(info.format).toBe("webp");
    expect(info.width).toBe(640);
    expect(info.height).toBe(360);

    const again = await getImageVariant(640, "seed/wide.jpg");
    expect(again!.etag).toBe(variant!.etag);
  });

  it("never enlarges a small upload", async () => {
    const variant = await getImageVariant(1280, "small.png.jpg");
    expect((await sharp(variant!.file).metadata()).width).toBe(200);
  });

  it("makes the variant again when the upload is newer", async () => {
    const first = await getImageVariant(320, "seed/wide.jpg");
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dataDir, "uploads", "seed", "wide.jpg"), later, later);
    const second = await getImageVariant(320, "seed/wide.jpg");
    expect(fs.statSync(second!.file).mtimeMs).toBeGreaterThanOrEqual(later.getTime() - 1000);
    expect(second!.etag).not.toBe(first!.etag);
  });

  it("refuses widths outside the list, missing files and files that are not images", async () => {
    expect(await getImageVariant(500, "seed/wide.jpg")).toBeNull();
    expect(await getImageVariant(Number.NaN, "seed/wide.jpg")).toBeNull();
    expect(await getImageVariant(640, "seed/missing.jpg")).toBeNull();
    expect(await getImageVariant(640, "not-an-image.jpg")).toBeNull();
  });

  it("cannot leave the uploads folder", async () => {
    for (const attempt of [
      "../secret.jpg",
      "seed/../../secret.jpg",
      "/etc/passwd.jpg",
      "..%2fsecret.jpg",
      "seed//wide.jpg",
      ".hidden.jpg",
      "seed/./wide.jpg",
      "seed\\..\\..\\secret.jpg",
      "",
    ]) {
      expect(resolveUploadPath(attempt), attempt).toBeNull();
      expect(await getImageVariant(640, attempt), attempt).toBeNull();
    }
    expect(resolveUploadPath("seed/wide.txt")).toBeNull();
  });

  it("does not follow a symbolic link out of the uploads folder", async () => {
    fs.symlinkSync(path.join(dataDir, "secret.jpg"), path.join(dataDir, "uploads", "link.jpg"));
    expect(await getImageVariant(640, "link.jpg")).toBeNull();
  });
});

describe("GET /images/{width}/{path}", () => {
  it("serves the variant as WebP with long cache headers", async () => {
    const response = await callLoader("/images/960/seed/wide.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(body.subarray(8, 12).toString("ascii")).toBe("WEBP");
    expect((await sharp(body).metadata()).width).toBe(960);
  });

  it("answers a revalidation with 304", async () => {
    const first = await callLoader("/images/960/seed/wide.jpg");
    const etag = first.headers.get("ETag")!;
    const second = await callLoader("/images/960/seed/wide.jpg", { "If-None-Match": etag });
    expect(second.status).toBe(304);
  });

  it("is 404 for unknown widths, files and paths", async () => {
    for (const url of [
      "/images/123/seed/wide.jpg",
      "/images/abc/seed/wide.jpg",
      "/images/640/seed/nothing.jpg",
      "/images/640/../secret.jpg",
      "/images/640/not-an-image.jpg",
    ]) {
      expect((await callLoader(url)).status, url).toBe(404);
    }
  });
});

describe("<ResponsiveImage>", () => {
  const render = (props: Partial<ResponsiveImageProps>) =>
    renderToStaticMarkup(
      createElement(ResponsiveImage, {
        src: "/uploads/seed/wide.jpg",
        alt: "Boreholes in Gulu",
        width: 640,
        height: 360,
        sizes: "(min-width: 768px) 33vw, 100vw",
        fallback: createElement(InitialsPlaceholder, { name: "Clean Water" }),
        ...props,
      }),
    );

  it("offers the WebP variants of an upload, lazily, with its size set", () => {
    const html = render({});
    expect(html).toContain(`src="/images/640/seed/wide.jpg"`);
    expect(html).toContain(
      `srcSet="/images/320/seed/wide.jpg 320w, /images/640/seed/wide.jpg 640w, /images/960/seed/wide.jpg 960w, /images/1280/seed/wide.jpg 1280w"`,
    );
    expect(html).toContain(`sizes="(min-width: 768px) 33vw, 100vw"`);
    expect(html).toContain(`width="640"`);
    expect(html).toContain(`height="360"`);
    expect(html).toContain(`loading="lazy"`);
    expect(html).toContain(`decoding="async"`);
    expect(html).toContain(`alt="Boreholes in Gulu"`);
  });

  it("offers no variant wider than maxWidth", () => {
    const html = render({ maxWidth: 640 });
    expect(html).toContain(`srcSet="/images/320/seed/wide.jpg 320w, /images/640/seed/wide.jpg 640w"`);
    expect(html).toContain(`src="/images/640/seed/wide.jpg"`);
    expect(render({ maxWidth: 100 })).toContain(`srcSet="/images/320/seed/wide.jpg 320w"`);
  });

  it("loads a priority image eagerly", () => {
    const html = render({ priority: true });
    expect(html).toContain(`loading="eager"`);
    expect(html).toContain(`fetchPriority="high"`);
  });

  it("uses an external URL as it is", () => {
    const html = render({ src: "https://example.org/photo.jpg" });
    expect(html).toContain(`src="https://example.org/photo.jpg"`);
    expect(html).not.toContain("srcSet");
  });

  it("shows the fallback when there is no usable image", () => {
    for (const src of [null, "", "   ", "javascript:alert(1)", "/etc/passwd"]) {
      const html = render({ src });
      expect(html).not.toContain("<img");
      expect(html).toContain(">CW</span>");
    }
  });

  it("keeps non-resizable uploads (svg) as they are", () => {
    expect(resizableUploadPath("/uploads/logo.svg")).toBeNull();
    expect(resizableUploadPath("/uploads/a.JPG")).toBe("a.JPG");
    expect(closestWidth(100)).toBe(320);
    expect(closestWidth(700)).toBe(960);
    expect(closestWidth(5000)).toBe(1280);
  });
});

describe("<InitialsPlaceholder>", () => {
  it("shows the first letters of the first two words, decorative unless labelled", () => {
    const plain = renderToStaticMarkup(createElement(InitialsPlaceholder, { name: "green hills water" }));
    expect(plain).toContain(">GH</span>");
    expect(plain).toContain(`aria-hidden="true"`);
    const labelled = renderToStaticMarkup(
      createElement(InitialsPlaceholder, { name: "Green Hills", label: "Green Hills" }),
    );
    expect(labelled).toContain(`role="img"`);
    expect(labelled).toContain(`aria-label="Green Hills"`);
  });
});
