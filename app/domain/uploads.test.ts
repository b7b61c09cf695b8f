import { describe, expect, it } from "vitest";
import { profileLogoToast } from "./profile";
import { registrationLogoMessage } from "./registration";
import {
  claimsPicture,
  decodedPixels,
  exceedsPixelLimit,
  MAX_IMAGE_PIXELS,
  NOT_A_PICTURE,
  UPLOAD_MESSAGES,
} from "./uploads";

describe("image pixel limit", () => {
  it.each([
    { case: "a small logo", dimensions: { width: 512, height: 512 }, refused: false },
    { case: "a 12 MP phone photo", dimensions: { width: 4032, height: 3024 }, refused: false },
    { case: "a 50 MP phone photo", dimensions: { width: 8160, height: 6120 }, refused: false },
    { case: "exactly the limit", dimensions: { width: 10_000, height: 5_000 }, refused: false },
    { case: "one pixel over", dimensions: { width: 50_000_001, height: 1 }, refused: true },
    { case: "the 16000×16000 PNG bomb", dimensions: { width: 16_000, height: 16_000 }, refused: true },
    { case: "a long strip", dimensions: { width: 1, height: 60_000_000 }, refused: true },
    {
      case: "an animation of 300 frames of 500×500",
      dimensions: { width: 500, height: 500, frames: 300 },
      refused: true,
    },
    {
      case: "an animation of 20 frames of 500×500",
      dimensions: { width: 500, height: 500, frames: 20 },
      refused: false,
    },
  ])("$case: refused $refused", ({ dimensions, refused }) => {
    expect(exceedsPixelLimit(dimensions)).toBe(refused);
  });

  it("counts every frame, and a missing or zero frame count as one", () => {
    expect(decodedPixels({ width: 10, height: 10 })).toBe(100);
    expect(decodedPixels({ width: 10, height: 10, frames: 0 })).toBe(100);
    expect(decodedPixels({ width: 10, height: 10, frames: 7 })).toBe(700);
  });

  it("names the limit in its message", () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(UPLOAD_MESSAGES.pixels).toBe("Image dimensions are too large. Maximum is 50 megapixels.");
  });
});

describe("a file that is not a picture", () => {
  it("is told apart by the type it claims, else by its name", () => {
    expect(claimsPicture({ name: "a.png", type: "image/png" })).toBe(true);
    expect(claimsPicture({ name: "a.heic", type: "image/heic" })).toBe(true);
    expect(claimsPicture({ name: "a.webp", type: "" })).toBe(true);
    expect(claimsPicture({ name: "notes.txt", type: "text/plain" })).toBe(false);
    expect(claimsPicture({ name: "photo.png", type: "application/pdf" })).toBe(false);
    expect(claimsPicture({ name: "report.pdf", type: "" })).toBe(false);
    expect(claimsPicture({ name: "README", type: "" })).toBe(false);
  });

  it("is refused in words a person knows", () => {
    expect(NOT_A_PICTURE).toBe("This file is not a picture: choose a JPG, PNG or WebP");
    expect(NOT_A_PICTURE).not.toMatch(/image\//);
  });
});

describe("each refusal of a logo says its own reason", () => {
  it.each([
    ["not-picture", "This file is not a picture: choose a JPG, PNG or WebP", "Invalid file type"],
    ["size", "File size exceeds 5MB limit. Current size: 6.00MB", "File too large"],
    [
      "type",
      "File type not supported. Allowed types: JPEG, JPG, PNG, GIF, WebP, AVIF, SVG",
      "Invalid file type",
    ],
    ["pixels", "Image dimensions are too large. Maximum is 50 megapixels.", "Image too large"],
    [
      "unreadable",
      "The file could not be read as an image. Please upload another file.",
      "Image could not be read",
    ],
  ] as const)("%s", (kind, registrationText, profileTitle) => {
    expect(registrationLogoMessage({ kind, sizeMb: "6.00" })).toBe(registrationText);
    expect(profileLogoToast({ kind, sizeMb: "6.00" }).title).toBe(profileTitle);
  });
});
