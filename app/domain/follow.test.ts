import { describe, expect, it } from "vitest";
import { mailboxKey } from "./follow";

describe("mailboxKey: the inbox an address reaches", () => {
  it("folds case and plus-tags", () => {
    expect(mailboxKey("v+1@Example.org")).toBe("v@example.org");
    expect(mailboxKey(" V+promo+2@example.org ")).toBe("v@example.org");
    expect(mailboxKey("v@example.org")).toBe("v@example.org");
  });

  it("keeps an address whose local part starts with a plus, or has none, as it is", () => {
    expect(mailboxKey("+tag@example.org")).toBe("+tag@example.org");
    expect(mailboxKey("not-an-address")).toBe("not-an-address");
  });
});
