import { describe, expect, it } from "vitest";
import { checkOrigin, urlHasControlCharacter } from "./edge";

const SITE = "https://ugandaimpact.org";

describe("checkOrigin", () => {
  it.each([
    [{ origin: SITE }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{ origin: "http://ugandaimpact.org" }, false],
    [{ origin: "https://ugandaimpact.org:8443" }, false],
    [{ origin: "https://evil.example", secFetchSite: "same-origin" }, false],
    [{ secFetchSite: "same-origin" }, true],
    [{ secFetchSite: "none" }, true],
    [{ secFetchSite: "same-site" }, false],
    [{ secFetchSite: "cross-site" }, false],
    [{ referer: `${SITE}/contact` }, true],
    [{ referer: "https://evil.example/ugandaimpact.org" }, false],
    [{ referer: "not a url" }, false],
    [{}, true],
  ])("%o → allowed %s", (headers, allowed) => {
    expect(checkOrigin(headers, SITE).ok).toBe(allowed);
  });
});

describe("urlHasControlCharacter", () => {
  it.each([
    ["/organizations?q=water", false],
    ["/organizations?q=%C3%A9t%C3%A9", false],
    ["/organizations?q=a%00b", true],
    ["/organizations?q=a%0Ab", true],
    ["/organizations?a%00=b", true],
    ["/organizations/abc%00", true],
    ["/organizations/%E0%A4%A", true],
    ["/organizations/%zz", true],
    ["/projects?page=2&q=%7F", true],
    ["/", false],
  ])("%s → %s", (url, expected) => {
    expect(urlHasControlCharacter(url)).toBe(expected);
  });
});
