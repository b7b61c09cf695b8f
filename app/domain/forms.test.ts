import { describe, expect, it } from "vitest";
import { ContactSchema } from "./contact";
import { NewsletterSchema } from "./newsletter";

describe("ContactSchema", () => {
  it("requires all four fields with the spec's message", () => {
    const result = ContactSchema.safeParse({ name: "Amina", email: "", subject: " ", message: "Hello" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toContainEqual(["email", "Please fill in all required fields"]);
    expect(messages).toContainEqual(["subject", "Please fill in all required fields"]);
  });
  it("accepts a complete message, trimmed", () => {
    const result = ContactSchema.parse({
      name: " Amina ",
      email: "amina@example.org",
      subject: "Hi",
      message: "Hello",
    });
    expect(result.name).toBe("Amina");
  });
  it("rejects an invalid email", () => {
    expect(ContactSchema.safeParse({ name: "A", email: "nope", subject: "S", message: "M" }).success).toBe(
      false,
    );
  });
});

describe("NewsletterSchema", () => {
  it("lower-cases and trims the address", () => {
    expect(NewsletterSchema.parse({ email: "  Amina@Example.ORG " }).email).toBe("amina@example.org");
  });
  it("rejects a non-address with a clear message", () => {
    const result = NewsletterSchema.safeParse({ email: "amina" });
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
  });
});
