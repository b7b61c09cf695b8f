import { describe, expect, it } from "vitest";
import { registrationAttemptMail, verificationMail } from "./email-verification";

const link = "https://ugandaimpact.org/verify-email?token=abc";

describe("the verification emails", () => {
  it("name the organization the account registered, or belongs to", () => {
    expect(verificationMail(link, { name: "Kasese Water Trust", registeredIt: true }).text).toContain(
      "Thank you for registering Kasese Water Trust on UgandaImpact.",
    );
    expect(verificationMail(link, { name: "Kasese Water Trust", registeredIt: false }).text).toContain(
      "Your UgandaImpact account belongs to Kasese Water Trust.",
    );
    const unnamed = verificationMail(link, null);
    expect(unnamed.subject).toBe("Confirm your UgandaImpact email address");
    expect(unnamed.text).toContain("Thank you for registering your organization on UgandaImpact.");
    expect(unnamed.text).toContain(link);
    expect(verificationMail(link, { name: "  ", registeredIt: true }).text).toContain("your organization");
  });

  it("tell the owner of an address in use which organization's account it is", () => {
    const named = registrationAttemptMail("https://ugandaimpact.org", {
      name: "Gulu Farmers",
      registeredIt: false,
    });
    expect(named.subject).toBe("Someone tried to register with your UgandaImpact address");
    expect(named.text).toContain(
      "Your address already belongs to an account of Gulu Farmers, so nothing was created",
    );
    expect(named.text).toContain("https://ugandaimpact.org/forgot-password");
    expect(registrationAttemptMail("https://ugandaimpact.org", null).text).toContain(
      "Your address already belongs to an account, so nothing was created",
    );
  });
});
