import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ADMIN_USERS_TEXT,
  AdminSettingsIntentSchema,
  addAdminRefusalToast,
  adminRowAction,
  removeAdminRefusalToast,
} from "./admin-users";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseWithZod(data, { schema: AdminSettingsIntentSchema });
};

describe("the Admin Settings forms", () => {
  it("asks for an email (spec §5: Email is required), a real one, and lower-cases it", () => {
    for (const blank of [{ intent: "add" }, { intent: "add", email: "   " }] as Record<string, string>[]) {
      const result = form(blank);
      expect(result.status).toBe("error");
      expect(result.reply().error).toEqual({ email: [ADMIN_USERS_TEXT.emailRequired] });
    }
    expect(form({ intent: "add", email: "not-an-email" }).reply().error).toEqual({
      email: [ADMIN_USERS_TEXT.emailInvalid],
    });
    const ok = form({ intent: "add", email: "  Someone@Example.ORG " });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "add", email: "someone@example.org" });
  });

  it("removes by row id only, and knows no other intent", () => {
    const id = "0b6c3a1e-5d2f-4f8a-9c1b-2e3d4f5a6b7c";
    const ok = form({ intent: "remove", id });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "remove", id });
    expect(form({ intent: "remove", id: "1 or 1=1" }).status).toBe("error");
    expect(form({ intent: "drop", id }).status).toBe("error");
  });
});

describe("refusals", () => {
  it("uses the spec's texts", () => {
    expect(addAdminRefusalToast("already-admin")).toBe("This email is already registered as an admin");
    expect(addAdminRefusalToast("no-account")).toMatch(
      /^Failed to create admin account: No account uses this email\. The person must register first/,
    );
    expect(removeAdminRefusalToast("self")).toBe(
      "Failed to remove admin privileges: You cannot remove your own admin rights. Ask another administrator to do it.",
    );
    expect(removeAdminRefusalToast("config", "boss@example.org")).toMatch(
      /^Failed to remove admin privileges: boss@example\.org is an administrator through the ADMIN_EMAILS setting/,
    );
    expect(removeAdminRefusalToast("not-admin")).toBe(
      "Failed to remove admin privileges: Only administrators can remove admin privileges",
    );
  });

  it("offers Remove on other people's rows given by hand only", () => {
    expect(adminRowAction({ userId: "me", source: "manual" }, "me")).toBe("self");
    expect(adminRowAction({ userId: "me", source: "config" }, "me")).toBe("self");
    expect(adminRowAction({ userId: "other", source: "config" }, "me")).toBe("config");
    expect(adminRowAction({ userId: "other", source: "manual" }, "me")).toBe("remove");
  });
});
