import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  briefCounterWarning,
  checkLogoFile,
  claimedImageType,
  isWebsiteLike,
  looksLikeSvg,
  PROFILE_LOGO_TYPES,
  REGISTRATION_LOGO_TYPES,
  registrationFailureMessage,
  registrationLogoMessage,
} from "./registration";
import { RegistrationSchema } from "./registration-schema";

const valid = {
  email: "Amina@GreenHills.org",
  fullName: "Amina Nakato",
  orgName: "Green Hills Trust",
  orgBrief: "Clean water for schools.",
  orgType: "NGO/Non-Profit",
  countryCode: "UG",
  phone: "772123456",
  address: "Gulu",
  website: "",
  password: "password1",
  confirmPassword: "password1",
  acceptTerms: "on",
};

function parse(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return parseWithZod(data, { schema: RegistrationSchema });
}
const errorsOf = (fields: Record<string, string | File>) => {
  const submission = parse(fields);
  return ("error" in submission ? submission.error : null) ?? {};
};

describe("RegistrationSchema", () => {
  it("accepts a complete form: email lower-cased, organization name upper-cased, empty website null", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      email: "amina@greenhills.org",
      orgName: "GREEN HILLS TRUST",
      website: null,
      acceptTerms: true,
      countryCode: "UG",
    });
  });

  it("gives each missing field its own message", () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      email: ["Email is required"],
      fullName: ["Full name is required"],
      orgName: ["Organization name is required"],
      orgBrief: ["Organization brief is required"],
      orgType: ["Organization type is required"],
      phone: ["Phone number is required"],
      address: ["Address is required"],
      password: ["Password is required"],
      confirmPassword: ["Please confirm your password"],
      acceptTerms: ["You must accept the terms and conditions"],
    });
    expect(errors.website).toBeUndefined();
    expect(errors.countryCode).toBeUndefined();
  });

  it("checks each rule with the spec's words", () => {
    expect(errorsOf({ ...valid, email: "amina" }).email).toEqual(["Email is invalid"]);
    expect(errorsOf({ ...valid, orgBrief: "123456789" }).orgBrief).toEqual([
      "Brief must be at least 10 characters",
    ]);
    expect(errorsOf({ ...valid, orgBrief: "x".repeat(10) }).orgBrief).toBeUndefined();
    expect(errorsOf({ ...valid, orgBrief: "x".repeat(200) }).orgBrief).toBeUndefined();
    expect(errorsOf({ ...valid, orgBrief: "x".repeat(201) }).orgBrief).toEqual([
      "Brief must not exceed 200 characters",
    ]);
    expect(errorsOf({ ...valid, orgType: "Club" }).orgType).toEqual(["Organization type is required"]);
    expect(errorsOf({ ...valid, phone: "+256 772" }).phone).toEqual([
      "Phone number must contain digits only",
    ]);
    expect(errorsOf({ ...valid, phone: "1".repeat(16) }).phone).toEqual([
      "Phone number must have at most 15 digits",
    ]);
    expect(errorsOf({ ...valid, phone: "072" }).phone).toEqual(["Please enter a valid phone number"]);
    // Valid digits for Kenya are not a Ugandan number: the country decides.
    expect(errorsOf({ ...valid, phone: "20 7946 0958".replaceAll(" ", "") }).phone).toEqual([
      "Please enter a valid phone number",
    ]);
    expect(errorsOf({ ...valid, countryCode: "GB", phone: "2079460958" }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: "0414123456" }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, password: "1234567", confirmPassword: "1234567" }).password).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(errorsOf({ ...valid, confirmPassword: "password2" }).confirmPassword).toEqual([
      "Passwords do not match",
    ]);
    expect(errorsOf({ ...valid, acceptTerms: "" }).acceptTerms).toEqual([
      "You must accept the terms and conditions",
    ]);
    expect(errorsOf({ ...valid, website: "not a site" }).website).toEqual([
      "Please enter a valid website address",
    ]);
    expect(errorsOf({ ...valid, countryCode: "XX" }).countryCode).toEqual(["Please select a country code"]);
  });

  it("says the passwords do not match even while other fields are still wrong", () => {
    expect(errorsOf({ password: "password1", confirmPassword: "password2" }).confirmPassword).toEqual([
      "Passwords do not match",
    ]);
  });

  it("checks the logo's size and type before upload", () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(errorsOf({ ...valid, logo: big }).logo).toEqual([
      "File size exceeds 5MB limit. Current size: 5.00MB",
    ]);
    const pdf = new File(["%PDF"], "doc.pdf", { type: "application/pdf" });
    expect(errorsOf({ ...valid, logo: pdf }).logo).toEqual([
      "This file is not a picture: choose a JPG, PNG or WebP",
    ]);
    const bmp = new File(["BM"], "scan.bmp", { type: "image/bmp" });
    expect(errorsOf({ ...valid, logo: bmp }).logo).toEqual([
      "File type not supported. Allowed types: JPEG, JPG, PNG, GIF, WebP, AVIF, SVG",
    ]);
    const svg = new File(["<svg></svg>"], "logo.svg", { type: "image/svg+xml" });
    expect(parse({ ...valid, logo: svg }).status).toBe("success");
    // No file chosen: no logo.
    const none = parse({ ...valid, logo: new File([], "") });
    expect(none.status === "success" && none.value.logo).toBeUndefined();
  });
});

describe("brief counter", () => {
  it("turns orange past 90 percent (over 180 of 200)", () => {
    expect(briefCounterWarning(180)).toBe(false);
    expect(briefCounterWarning(181)).toBe(true);
    expect(briefCounterWarning(200)).toBe(true);
    expect(briefCounterWarning(0)).toBe(false);
  });
});

describe("website", () => {
  it("takes a bare domain or an http(s) address", () => {
    for (const ok of [
      "example.org",
      "https://example.org",
      "http://sub.example.co.ug/path?q=1",
      "www.ngo.org",
    ]) {
      expect(isWebsiteLike(ok), ok).toBe(true);
    }
    for (const bad of [
      "not a site",
      "ftp://example.org",
      "javascript:alert(1)",
      "localhost",
      "https://",
      "exa mple.org",
    ]) {
      expect(isWebsiteLike(bad), bad).toBe(false);
    }
  });
});

describe("logo files", () => {
  it("reads the claimed type from the MIME type, else the extension", () => {
    expect(claimedImageType({ name: "a.JPG", type: "" })).toBe("image/jpeg");
    expect(claimedImageType({ name: "a.svg", type: "" })).toBe("image/svg+xml");
    expect(claimedImageType({ name: "a.png", type: "image/PNG" })).toBe("image/png");
    expect(claimedImageType({ name: "a.exe", type: "" })).toBe("");
  });

  it("allows the registration and profile readings of spec §5", () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.gif", "image/gif"],
      ["a.webp", "image/webp"],
      ["a.avif", "image/avif"],
      ["a.svg", "image/svg+xml"],
    ] as const) {
      expect(checkLogoFile(file(name, type), REGISTRATION_LOGO_TYPES)).toBeNull();
    }
    // The profile takes only JPEG, PNG or GIF (spec §5, profile editing reading).
    expect(checkLogoFile(file("a.webp", "image/webp"), PROFILE_LOGO_TYPES)).toMatchObject({ kind: "type" });
    expect(checkLogoFile(file("a.avif", "image/avif"), PROFILE_LOGO_TYPES)).toMatchObject({ kind: "type" });
    expect(checkLogoFile(file("a.svg", "image/svg+xml"), PROFILE_LOGO_TYPES)).toMatchObject({ kind: "type" });
    expect(checkLogoFile(file("a.gif", "image/gif"), PROFILE_LOGO_TYPES)).toBeNull();
    // A file that is no picture at all, by its type or (without one) its name, whatever its size.
    for (const [name, type] of [
      ["notes.txt", "text/plain"],
      ["brochure.pdf", "application/pdf"],
      ["brochure.pdf", ""],
      ["no-extension", ""],
    ] as const) {
      for (const allowed of [REGISTRATION_LOGO_TYPES, PROFILE_LOGO_TYPES]) {
        expect(checkLogoFile(file(name, type, 6 * 1024 * 1024), allowed), name).toMatchObject({
          kind: "not-picture",
        });
      }
    }
    expect(checkLogoFile(file("photo.png", ""), PROFILE_LOGO_TYPES)).toBeNull();
    expect(checkLogoFile(file("a.png", "image/png", 5 * 1024 * 1024), PROFILE_LOGO_TYPES)).toBeNull();
    expect(checkLogoFile(file("a.png", "image/png", 6 * 1024 * 1024), PROFILE_LOGO_TYPES)).toEqual({
      kind: "size",
      sizeMb: "6.00",
    });
    expect(registrationLogoMessage({ kind: "size", sizeMb: "6.00" })).toBe(
      "File size exceeds 5MB limit. Current size: 6.00MB",
    );
  });

  it("recognises SVG by its content", () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe(true);
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg width="1"/>')).toBe(true);
    expect(
      looksLikeSvg(
        '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg></svg>\n',
      ),
    ).toBe(true);
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg("<svgfoo></svgfoo>")).toBe(false);
    expect(looksLikeSvg("hello")).toBe(false);
    expect(looksLikeSvg("")).toBe(false);
  });
});

describe("failure toasts", () => {
  it("name the step that failed (spec §8)", () => {
    expect(registrationFailureMessage("organization", "x")).toBe("Organization creation failed: x");
    expect(registrationFailureMessage("user", "taken")).toBe("User account creation failed: taken");
    expect(registrationFailureMessage("profile", "y")).toBe("Profile update failed: y");
  });
});
