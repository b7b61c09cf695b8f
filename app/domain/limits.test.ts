import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ForgotPasswordSchema, LoginSchema, ResetPasswordSchema } from "./auth";
import { ContactSchema } from "./contact";
import { ProfileSchema } from "./profile";
import { RegistrationSchema } from "./registration-schema";

/** The first message for `field` when `form` is parsed the way every action parses it. */
function messageFor(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  form: Record<string, string>,
  field: string,
) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(form)) formData.append(key, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success" ? null : (submission.error?.[field]?.[0] ?? null);
}

const long = (n: number) => "a".repeat(n);

describe("every length limit says its own message, never 'required'", () => {
  it.each([
    [RegistrationSchema, "orgName", long(100_000), "Organization name must be at most 200 characters"],
    [RegistrationSchema, "fullName", long(121), "Full name must be at most 120 characters"],
    [RegistrationSchema, "address", long(301), "Address must be at most 300 characters"],
    [ProfileSchema, "orgName", long(100_000), "Organization name must be at most 200 characters"],
    [ContactSchema, "name", long(121), "Name must be at most 120 characters"],
    [ContactSchema, "email", `${long(250)}@x.org`, "Email must be at most 254 characters"],
    [ContactSchema, "subject", long(201), "Subject must be at most 200 characters"],
    [ContactSchema, "message", long(5001), "Message must be at most 5000 characters"],
    [LoginSchema, "email", `${long(300)}@x.org`, "Email must be at most 254 characters"],
    [ForgotPasswordSchema, "email", `${long(300)}@x.org`, "Email must be at most 254 characters"],
    [ResetPasswordSchema, "token", long(10_000), "Invalid Reset Link"],
  ] as const)("%#: %s too long", (schema, field, value, expected) => {
    expect(messageFor(schema, { [field]: value }, field)).toBe(expected);
  });

  it("still says 'required' for an empty field", () => {
    expect(messageFor(RegistrationSchema, { orgName: "" }, "orgName")).toBe("Organization name is required");
    expect(messageFor(ContactSchema, { message: " " }, "message")).toBe("Please fill in all required fields");
  });
});
