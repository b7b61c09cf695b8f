import { describe, expect, it } from "vitest";
import {
  breakPoints,
  otherOrganizationsUsing,
  proofPreview,
  referenceKey,
  sharedReferenceText,
} from "./billing-review";

describe("referenceKey", () => {
  it("matches a reference whatever its case and surrounding spaces", () => {
    expect(referenceKey("  MP-123.ab ")).toBe("mp-123.ab");
    expect(referenceKey("mp-123.AB")).toBe(referenceKey("MP-123.ab"));
  });
});

describe("otherOrganizationsUsing", () => {
  const uses = [
    { referenceKey: "mp-1", organizationId: "a", organizationName: "Alpha" },
    { referenceKey: "mp-1", organizationId: "c", organizationName: "Charlie" },
    { referenceKey: "mp-1", organizationId: "b", organizationName: "Bravo" },
    { referenceKey: "mp-2", organizationId: "a", organizationName: "Alpha" },
  ];

  it("names the other organizations with the same reference, sorted, never the row's own", () => {
    expect(otherOrganizationsUsing({ organizationId: "a", reference: " MP-1" }, uses)).toEqual([
      "Bravo",
      "Charlie",
    ]);
  });

  it("is empty when only the row's organization used it", () => {
    expect(otherOrganizationsUsing({ organizationId: "a", reference: "MP-2" }, uses)).toEqual([]);
    expect(otherOrganizationsUsing({ organizationId: "a", reference: "MP-3" }, uses)).toEqual([]);
  });

  it("names an organization once even when two share its name", () => {
    const twins = [
      { referenceKey: "x", organizationId: "1", organizationName: "Same" },
      { referenceKey: "x", organizationId: "2", organizationName: "Same" },
    ];
    expect(otherOrganizationsUsing({ organizationId: "3", reference: "X" }, twins)).toEqual(["Same"]);
  });
});

describe("sharedReferenceText", () => {
  it("lists one, two or more organizations", () => {
    expect(sharedReferenceText(["Alpha"])).toBe("Reference also used by Alpha");
    expect(sharedReferenceText(["Alpha", "Bravo"])).toBe("Reference also used by Alpha and Bravo");
    expect(sharedReferenceText(["A", "B", "C"])).toBe("Reference also used by A, B and C");
  });
});

describe("proofPreview", () => {
  it("shows images a browser draws as thumbnails, a PDF as a PDF link, anything else as a link", () => {
    expect(proofPreview("/payment/proofs/abc.PNG")).toEqual({ kind: "image" });
    expect(proofPreview("/payment/proofs/abc.jpg?v=1")).toEqual({ kind: "image" });
    expect(proofPreview("/uploads/x/abc.webp")).toEqual({ kind: "image" });
    expect(proofPreview("/payment/proofs/abc.pdf")).toEqual({ kind: "pdf" });
    expect(proofPreview("/payment/proofs/abc.tiff")).toEqual({ kind: "file" });
    expect(proofPreview("/payment/proofs/abc.bmp")).toEqual({ kind: "file" });
    expect(proofPreview("https://example.org/receipt")).toEqual({ kind: "file" });
  });
});

describe("breakPoints", () => {
  it("cuts codes after their separators and addresses before the @ and after dots, losing nothing", () => {
    expect(breakPoints("MP261119.1432.B73915")).toEqual(["MP261119.", "1432.", "B73915"]);
    expect(breakPoints("FT24348MBL0912")).toEqual(["FT24348MBL0912"]);
    expect(breakPoints("Approved by admin@ugandaimpact.org")).toEqual([
      "Approved by admin",
      "@ugandaimpact.",
      "org",
    ]);
    expect(breakPoints("mp-dup_1/2").join("")).toBe("mp-dup_1/2");
    expect(breakPoints("")).toEqual([]);
  });
});
