import { describe, expect, it } from "vitest";
import {
  approveConfirmDescription,
  approveConfirmTitle,
  breakPoints,
  emptyQueueText,
  historyActionLabel,
  methodLabel,
  parseRequestStatusFilter,
  parseStateFilter,
  paymentsHref,
  proofPreview,
  REQUEST_STATUS_TABS,
  subscriptionsHref,
} from "./billing-review";

describe("the queue's filter", () => {
  const parse = (query: string) => parseRequestStatusFilter(new URLSearchParams(query));

  it("opens on what waits for review; reads a status or all, in any case", () => {
    expect(parse("")).toBe("submitted");
    expect(parse("status=approved")).toBe("approved");
    expect(parse("status=REJECTED")).toBe("rejected");
    expect(parse("status=withdrawn")).toBe("withdrawn");
    expect(parse("status=all")).toBe("all");
    expect(parse("status=deleted")).toBe("submitted");
    expect(parse("status=")).toBe("submitted");
  });

  it("links a status and a page, the default status and page 1 without parameters", () => {
    expect(paymentsHref("submitted")).toBe("/admin/payments");
    expect(paymentsHref("submitted", 2)).toBe("/admin/payments?page=2");
    expect(paymentsHref("approved")).toBe("/admin/payments?status=approved");
    expect(paymentsHref("all", 3)).toBe("/admin/payments?status=all&page=3");
    for (const tab of REQUEST_STATUS_TABS)
      expect(parse(paymentsHref(tab.value).split("?")[1] ?? "")).toBe(tab.value);
  });

  it("names its tabs and says the spec's empty text for what waits", () => {
    expect(REQUEST_STATUS_TABS.map((tab) => tab.label)).toEqual([
      "To review",
      "Approved",
      "Rejected",
      "Withdrawn",
      "All",
    ]);
    expect(emptyQueueText("submitted")).toBe("No pending payment requests");
    expect(emptyQueueText("rejected")).toBe("No rejected payment requests");
    expect(emptyQueueText("all")).toBe("No payment requests yet");
  });
});

describe("the subscriptions' filter", () => {
  it("reads a state, every state for anything else", () => {
    expect(parseStateFilter(new URLSearchParams("state=expiring"))).toBe("expiring");
    expect(parseStateFilter(new URLSearchParams("state=Active"))).toBe("active");
    expect(parseStateFilter(new URLSearchParams("state=pending"))).toBeNull();
    expect(parseStateFilter(new URLSearchParams(""))).toBeNull();
    expect(subscriptionsHref(null)).toBe("/admin/subscriptions");
    expect(subscriptionsHref("expired", 2)).toBe("/admin/subscriptions?state=expired&page=2");
  });
});

describe("the approve confirmation", () => {
  it("states the amount, the organization and the period", () => {
    expect(approveConfirmTitle({ amount: 45000, currency: "UGX", organizationName: "Acme" })).toBe(
      "Approve UGX 45,000 from Acme?",
    );
    expect(approveConfirmDescription({ startDate: "2026-03-07", endDate: "2027-03-07" })).toBe(
      "Their subscription will run from Mar 7, 2026 to Mar 7, 2027.",
    );
  });
});

describe("words", () => {
  it("names methods and history actions, and shows an unknown one as stored", () => {
    expect(methodLabel("mtn")).toBe("MTN Mobile Money");
    expect(methodLabel("unrecorded")).toBe("Not recorded");
    expect(methodLabel("cash")).toBe("cash");
    expect(historyActionLabel("rejected")).toBe("Rejected");
    expect(historyActionLabel("corrected")).toBe("Corrected by the organization");
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
