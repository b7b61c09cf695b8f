import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkProfileLogo, ProfileSchema, profileLogoToast } from "./profile";

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return parseWithZod(data, { schema: ProfileSchema });
}

describe("ProfileSchema", () => {
  it("upper-cases the name and stores empty optional fields as null", () => {
    const result = parse({
      orgName: "blue nile",
      orgBrief: "Fishing cooperatives.",
      orgType: "Community Based",
      phone: "",
      address: "",
      website: "",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ orgName: "BLUE NILE", phone: null, address: null, website: null });
  });

  it("keeps free-text phone numbers and checks brief, type and website", () => {
    const ok = parse({
      orgName: "X",
      orgBrief: "0123456789",
      orgType: "Corporate/Private",
      phone: "+256 (0) 700-000",
    });
    expect(ok.status === "success" && ok.value.phone).toBe("+256 (0) 700-000");
    const bad = parse({ orgName: "", orgBrief: "short", orgType: "", website: "nope" });
    expect("error" in bad ? bad.error : null).toMatchObject({
      orgName: ["Organization name is required"],
      orgBrief: ["Brief must be at least 10 characters"],
      orgType: ["Organization type is required"],
      website: ["Please enter a valid website address"],
    });
  });
});

describe("profile logo", () => {
  it("allows only JPEG, PNG or GIF up to 5MB, with the spec's toasts", () => {
    expect(checkProfileLogo({ name: "a.jpeg", type: "image/jpeg", size: 10 })).toBeNull();
    const webp = checkProfileLogo({ name: "a.webp", type: "image/webp", size: 10 });
    expect(webp && profileLogoToast(webp)).toEqual({
      title: "Invalid file type",
      description: "Please upload a JPEG, PNG or GIF image",
    });
    const big = checkProfileLogo({ name: "a.png", type: "image/png", size: 5 * 1024 * 1024 + 1 });
    expect(big && profileLogoToast(big)).toEqual({
      title: "File too large",
      description: "Please upload an image smaller than 5MB",
    });
  });
});
