import { describe, expect, it } from "vitest";
import { checkProjectImageFile, checkSelection, imageProblemMessage, uploadSummary } from "./project-images";

const MB = 1024 * 1024;

describe("project image checks", () => {
  it("refuses a file over 10 MB with its size, and types outside the four", () => {
    expect(checkProjectImageFile({ name: "big.jpg", type: "image/jpeg", size: 11 * MB })).toBe(
      "File big.jpg exceeds 10MB limit. Current size: 11.00MB",
    );
    // In words a person knows, never MIME types.
    expect(checkProjectImageFile({ name: "a.svg", type: "image/svg+xml", size: 100 })).toBe(
      "File a.svg type not supported. Allowed types: JPEG, PNG, GIF, WebP",
    );
    // Not a picture at all: the same words as every image field, whatever its size.
    for (const file of [
      { name: "notes.txt", type: "text/plain", size: 100 },
      { name: "report.pdf", type: "application/pdf", size: 11 * MB },
      { name: "report.pdf", type: "", size: 100 },
    ]) {
      expect(checkProjectImageFile(file), file.name).toBe(
        "This file is not a picture: choose a JPG, PNG or WebP",
      );
    }
    expect(imageProblemMessage("not-picture", { name: "x.txt", size: 1 })).toBe(
      "This file is not a picture: choose a JPG, PNG or WebP",
    );
    expect(checkProjectImageFile({ name: "a.webp", type: "image/webp", size: 10 * MB })).toBeNull();
    expect(imageProblemMessage("pixels", { name: "x.png", size: 1 })).toBe(
      "File x.png: Image dimensions are too large. Maximum is 50 megapixels.",
    );
  });

  it("needs a selection, and at most five images in all", () => {
    expect(checkSelection(0, 0)).toBe("You must select files to upload.");
    expect(checkSelection(2, 4)).toBe("Cannot upload more than 5 images total.");
    expect(checkSelection(1, 4)).toBeNull();
  });

  it("sums a batch up: all done, some failed, none done", () => {
    expect(uploadSummary(2, [])).toEqual({
      type: "success",
      title: "Upload successful",
      description: "Upload completed with 2 image(s) uploaded successfully",
    });
    expect(uploadSummary(1, ["File a.bmp type not supported"])).toEqual({
      type: "error",
      title: "Some uploads failed",
      description:
        "Upload completed with 1 image(s) uploaded successfully. 1 failed: File a.bmp type not supported",
    });
    expect(uploadSummary(0, ["e1", "e2"])).toMatchObject({
      type: "error",
      title: "Upload failed",
      description: "No images were uploaded successfully. Errors: e1; e2",
    });
  });
});
