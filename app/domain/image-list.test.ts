import { describe, expect, it } from "vitest";
import {
  filesThatFit,
  makeCover,
  moveItem,
  pendingUploadsText,
  summarizeUploads,
  waitingLabel,
} from "./image-list";

describe("moving images", () => {
  it("moves one image earlier or later, the others keeping their order", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });

  it("keeps the list as it is past either end or for a place that is not there", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
    expect(moveItem([], 0, 0)).toEqual([]);
  });

  it("never changes the list it was given", () => {
    const list = ["a", "b", "c"];
    moveItem(list, 2, 0);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("makes an image the cover: first, the rest in their order", () => {
    expect(makeCover(["a", "b", "c"], 2)).toEqual(["c", "a", "b"]);
    expect(makeCover(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
  });
});

describe("a choice of files beside the images there", () => {
  it("takes as many as fit in five, none past it", () => {
    expect(filesThatFit(3, 0, 5)).toBe(3);
    expect(filesThatFit(3, 4, 5)).toBe(1);
    expect(filesThatFit(2, 5, 5)).toBe(0);
    expect(filesThatFit(2, 7, 5)).toBe(0);
  });
});

describe("uploads in numbers", () => {
  const summary = summarizeUploads([
    { status: "done", fromFile: false },
    { status: "done", fromFile: true },
    { status: "uploading", fromFile: true },
    { status: "queued", fromFile: true },
  ]);

  it("counts what is on its way, failed, and sent of what was chosen here", () => {
    expect(summary).toEqual({ inFlight: 2, failed: 0, sent: 1, chosen: 3 });
    expect(summarizeUploads([{ status: "failed", fromFile: true }])).toMatchObject({
      failed: 1,
      inFlight: 0,
    });
  });

  it("labels the waiting save with the one being sent", () => {
    expect(waitingLabel(summary)).toBe("Uploading… (2 of 3)");
    expect(waitingLabel({ inFlight: 0, failed: 0, sent: 3, chosen: 3 })).toBe("Uploading… (3 of 3)");
  });

  it("says plainly what stands before a save, a failure first", () => {
    expect(pendingUploadsText(summary)).toBe("2 images are still uploading. Saving waits for them.");
    expect(pendingUploadsText({ inFlight: 1, failed: 0, sent: 0, chosen: 1 })).toBe(
      "1 image is still uploading. Saving waits for it.",
    );
    expect(pendingUploadsText({ inFlight: 1, failed: 1, sent: 0, chosen: 2 })).toBe(
      "1 image could not be uploaded. Retry it or remove it, then save.",
    );
    expect(pendingUploadsText({ inFlight: 0, failed: 2, sent: 0, chosen: 2 })).toBe(
      "2 images could not be uploaded. Retry them or remove them, then save.",
    );
    expect(pendingUploadsText({ inFlight: 0, failed: 0, sent: 2, chosen: 2 })).toBeNull();
  });
});
