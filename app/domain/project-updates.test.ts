import { describe, expect, it } from "vitest";
import {
  findRepeatedUpdate,
  normalizeUpdateText,
  REPEATED_UPDATE_MINUTES,
  repeatedUpdateSince,
  UPDATE_BODY_MAX,
  UPDATE_MESSAGES,
  UpdateFormSchema,
} from "./project-updates";
import { linkifyText, staleUpdateText } from "./update-text";

describe("linkifyText", () => {
  it("makes http and https addresses links and keeps the rest as text", () => {
    expect(linkifyText("Report at https://example.org/report?id=3. Thanks")).toEqual([
      { text: "Report at " },
      { text: "https://example.org/report?id=3", href: "https://example.org/report?id=3" },
      { text: ". Thanks" },
    ]);
    expect(linkifyText("see www.example.org today")).toEqual([
      { text: "see " },
      { text: "www.example.org", href: "http://www.example.org/" },
      { text: " today" },
    ]);
  });

  it("never links another scheme, and never reads HTML", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:someone@example.org",
      "write to someone@example.org",
      "ftp://example.org/file",
      '<a href="https://example.org">x</a>'.replace("https://example.org", "javascript:alert(1)"),
    ]) {
      const segments = linkifyText(text);
      expect(segments.every((segment) => !("href" in segment))).toBe(true);
      expect(segments.map((segment) => segment.text).join("")).toBe(text);
    }
    // Markup around an address stays text; only the address is a link.
    const segments = linkifyText("<b>https://example.org</b>");
    expect(segments.map((segment) => segment.text).join("")).toBe("<b>https://example.org</b>");
    expect(segments.filter((segment) => "href" in segment)).toEqual([
      { text: "https://example.org", href: "https://example.org/" },
    ]);
  });

  it("keeps line breaks in the text pieces", () => {
    const segments = linkifyText("Line one\nhttps://example.org\n\nLine three");
    expect(segments.map((segment) => segment.text).join("")).toBe(
      "Line one\nhttps://example.org\n\nLine three",
    );
  });
});

describe("the update form", () => {
  const valid = { title: "Borehole finished", body: "Water flows.", photos: [] };

  it("takes a title, a text and up to three of our uploads", () => {
    const parsed = UpdateFormSchema.safeParse({
      ...valid,
      photos: ["/uploads/project-images/a.webp", "/uploads/project-images/a.webp"],
    });
    expect(parsed.success && parsed.data.photos).toEqual(["/uploads/project-images/a.webp"]);
  });

  it("refuses an empty title, an empty or too long text, a fourth photo and foreign addresses", () => {
    const messages = (input: object) => {
      const parsed = UpdateFormSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...valid, title: "   " })).toEqual([UPDATE_MESSAGES.titleRequired]);
    expect(messages({ ...valid, body: " \n \n " })).toEqual([UPDATE_MESSAGES.bodyRequired]);
    expect(messages({ ...valid, body: "x".repeat(UPDATE_BODY_MAX) })).toEqual([]);
    expect(messages({ ...valid, body: "x".repeat(UPDATE_BODY_MAX + 1) })).toEqual([
      `Text must be at most ${UPDATE_BODY_MAX} characters`,
    ]);
    expect(
      messages({
        ...valid,
        photos: ["a", "b", "c", "d"].map((name) => `/uploads/project-images/${name}.webp`),
      }),
    ).toEqual([UPDATE_MESSAGES.tooManyPhotos]);
    expect(messages({ ...valid, photos: ["https://evil.example/x.webp"] })).toEqual([
      UPDATE_MESSAGES.photoRefused,
    ]);
  });

  it("counts the text after line endings are made one and blank ends trimmed", () => {
    expect(normalizeUpdateText("\r\n  First  \r\nsecond\r\r\r\rthird \n\n")).toBe("First\nsecond\n\nthird");
    // 1,000 "\r\n" line ends count as 1,000 characters, not 2,000.
    const lines = Array.from({ length: 1000 }, () => "x").join("\r\n");
    expect(UpdateFormSchema.safeParse({ ...valid, body: lines }).success).toBe(true);
  });
});

describe("a repeated update", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const posted = {
    id: "a",
    title: "Pump fixed",
    body: "The pump at Adyel works.\nReport soon.",
    createdAt: minutesAgo(3),
  };

  it("is the same title and text posted on the project within the last ten minutes", () => {
    expect(REPEATED_UPDATE_MINUTES).toBe(10);
    expect(repeatedUpdateSince(now)).toEqual(minutesAgo(10));
    expect(findRepeatedUpdate({ title: "Pump fixed", body: posted.body }, [posted], now)).toBe(posted);
    // As the form sends it again: spaces around the title, Windows line ends, blank lines at the end.
    expect(
      findRepeatedUpdate(
        { title: "  Pump fixed ", body: "The pump at Adyel works.  \r\nReport soon.\n\n" },
        [posted],
        now,
      ),
    ).toBe(posted);
    // Exactly ten minutes ago still counts; a moment more does not.
    expect(findRepeatedUpdate(posted, [{ ...posted, createdAt: minutesAgo(10) }], now)).not.toBeNull();
    expect(
      findRepeatedUpdate(posted, [{ ...posted, createdAt: new Date(minutesAgo(10).getTime() - 1) }], now),
    ).toBeNull();
  });

  it("is not another title or text, whatever its age", () => {
    expect(findRepeatedUpdate({ title: "Pump fixed again", body: posted.body }, [posted], now)).toBeNull();
    expect(
      findRepeatedUpdate({ title: "Pump fixed", body: "The pump at Adyel works." }, [posted], now),
    ).toBeNull();
    // Letter case is part of what was written.
    expect(findRepeatedUpdate({ title: "PUMP FIXED", body: posted.body }, [posted], now)).toBeNull();
    expect(findRepeatedUpdate(posted, [], now)).toBeNull();
    // Among several recent ones, the one repeated is found.
    const other = { ...posted, id: "b", title: "Tank filled" };
    expect(findRepeatedUpdate({ title: "Tank filled", body: posted.body }, [posted, other], now)).toBe(other);
  });
});

describe("staleUpdateText", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("says how long ago once six months have passed, and nothing before", () => {
    expect(staleUpdateText("2026-04-20T10:00:00Z", now)).toBe("7 months ago");
    expect(staleUpdateText("2026-05-27T09:00:00Z", now)).toBe("6 months ago");
    expect(staleUpdateText("2026-06-01T10:00:00Z", now)).toBeNull();
    expect(staleUpdateText("2025-01-01T10:00:00Z", now)).toBe("1 year ago");
    expect(staleUpdateText(null, now)).toBeNull();
    expect(staleUpdateText("not a date", now)).toBeNull();
  });
});
