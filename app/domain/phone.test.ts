import { describe, expect, it } from "vitest";
import { displayPhoneNumber, fullPhoneNumber, isValidPhoneNumber, toE164 } from "./phone";

describe("phone numbers", () => {
  it("accepts Ugandan mobile numbers, with or without the trunk 0, in E.164", () => {
    expect(toE164("772123456", "UG")).toBe("+256772123456");
    expect(toE164("0772123456", "UG")).toBe("+256772123456");
    expect(toE164("0701 552-918")).toBe("+256701552918");
    expect(toE164("+256 (0) 772 123 456")).toBe("+256772123456");
  });

  it("accepts Ugandan landlines (Kampala 041, 031)", () => {
    expect(toE164("0414123456", "UG")).toBe("+256414123456");
    expect(toE164("312123456", "UG")).toBe("+256312123456");
  });

  it("refuses Ugandan numbers that are too short, too long or outside the plan", () => {
    for (const text of ["072", "77212345", "7721234567", "123456789", "999999999", "", "not a number"]) {
      expect(isValidPhoneNumber(text, "UG"), text).toBe(false);
    }
  });

  it("reads the digits in the chosen country; an international number keeps its own country", () => {
    expect(toE164("0712345678", "KE")).toBe("+254712345678");
    expect(toE164("2025550123", "US")).toBe("+12025550123");
    expect(toE164("20 7946 0958", "GB")).toBe("+442079460958");
    expect(toE164("+44 20 7946 0958", "UG")).toBe("+442079460958");
    expect(isValidPhoneNumber("0712345", "KE")).toBe(false);
  });

  it("refuses numbers of countries the forms do not offer, and unknown countries", () => {
    // Iceland (+354) and the Bahamas (+1 242, sharing the US code) are not in the country list.
    expect(toE164("+354 611 1234")).toBeNull();
    expect(toE164("+1 242 357 1234")).toBeNull();
    expect(toE164("772123456", "XX")).toBeNull();
  });

  it("builds the registration's stored number from country and digits", () => {
    expect(fullPhoneNumber("UG", "772123456")).toBe("+256772123456");
    expect(fullPhoneNumber("KE", "0712345678")).toBe("+254712345678");
    expect(() => fullPhoneNumber("UG", "072")).toThrow();
  });

  it("shows stored numbers in international format, and anything that does not parse as stored", () => {
    expect(displayPhoneNumber("+256772123456")).toBe("+256 772 123456");
    expect(displayPhoneNumber("+256 772 418 305")).toBe("+256 772 418305");
    expect(displayPhoneNumber("+256414123456")).toBe("+256 41 4123456");
    expect(displayPhoneNumber("+254712345678")).toBe("+254 712 345678");
    expect(displayPhoneNumber("+256 072")).toBe("+256 072");
    expect(displayPhoneNumber("0772123456")).toBe("0772123456");
    expect(displayPhoneNumber("call the office")).toBe("call the office");
    expect(displayPhoneNumber(null)).toBeNull();
  });
});
