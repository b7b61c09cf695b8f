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

  it("reads free-text phone numbers into E.164 and checks brief, type and website", () => {
    const fields = { orgName: "X", orgBrief: "0123456789", orgType: "Corporate/Private" };
    const ok = parse({ ...fields, phone: "+256 (0) 772-123-456" });
    expect(ok.status === "success" && ok.value.phone).toBe("+256772123456");
    // Without a country code the number is read as Ugandan: mobile or landline.
    const local = parse({ ...fields, phone: "0414 123 456" });
    expect(local.status === "success" && local.value.phone).toBe("+256414123456");
    const kenyan = parse({ ...fields, phone: "+254 712 345 678" });
    expect(kenyan.status === "success" && kenyan.value.phone).toBe("+254712345678");
    for (const phone of ["072", "+256 072", "+256 (0) 700-000"]) {
      const refused = parse({ ...fields, phone });
      expect("error" in refused ? refused.error : null, phone).toEqual({
        phone: ["Please enter a valid phone number"],
      });
    }
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
    const avif = checkProfileLogo({ name: "a.avif", type: "image/avif", size: 10 });
    expect(avif && profileLogoToast(avif)).toEqual({
      title: "Invalid file type",
      description: "Please upload a JPEG, PNG or GIF image",
    });
    const text = checkProfileLogo({ name: "notes.txt", type: "text/plain", size: 10 });
    expect(text && profileLogoToast(text)).toEqual({
      title: "Invalid file type",
      description: "This file is not a picture: choose a JPG, PNG or GIF",
    });
    const big = checkProfileLogo({ name: "a.png", type: "image/png", size: 5 * 1024 * 1024 + 1 });
    expect(big && profileLogoToast(big)).toEqual({
      title: "File too large",
      description: "Please upload an image smaller than 5MB",
    });
  });
});
