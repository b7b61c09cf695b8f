import { describe, expect, it } from "vitest";
import {
  EVENT_TEXT,
  EventFormSchema,
  eventFormToast,
  kampalaDateAndTime,
  kampalaInstant,
  to24HourTime,
  toEventRecord,
} from "./event-form";

describe("to24HourTime", () => {
  it("converts AM/PM to 24-hour and keeps 24-hour times", () => {
    expect(to24HourTime("2:30 PM")).toBe("14:30");
    expect(to24HourTime("12:00 am")).toBe("00:00");
    expect(to24HourTime("12 PM")).toBe("12:00");
    expect(to24HourTime("9 a.m.")).toBe("09:00");
    expect(to24HourTime("09:05")).toBe("09:05");
    expect(to24HourTime("23:59:00")).toBe("23:59");
  });
  it("refuses what is not a time", () => {
    for (const value of ["", "9", "24:00", "13:00 PM", "0:30 am", "12:60", "noon"]) {
      expect(to24HourTime(value), value).toBeNull();
    }
  });
});

describe("Kampala dates and times", () => {
  it("reads a wall time in Kampala (UTC+3) as its instant, and back", () => {
    const instant = kampalaInstant("2026-12-01", "09:30");
    expect(instant?.toISOString()).toBe("2026-12-01T06:30:00.000Z");
    expect(kampalaDateAndTime(instant!)).toEqual({ date: "2026-12-01", time: "09:30" });
    expect(kampalaInstant("2026-02-30", "09:30")).toBeNull();
  });
});

describe("EventFormSchema", () => {
  const base = { title: "Forum", date: "2026-12-01", time: "2:00 PM", location: "Gulu" };
  const errors = (input: Record<string, string>) => {
    const result = EventFormSchema.safeParse(input);
    return result.success ? {} : result.error.flatten().fieldErrors;
  };

  it("takes an in-person event by default, with its time in 24-hour form", () => {
    const value = EventFormSchema.parse(base);
    expect(value).toMatchObject({ eventType: "in-person", time: "14:00" });
    expect(toEventRecord(value)).toMatchObject({
      eventDate: new Date("2026-12-01T11:00:00Z"),
      location: "Gulu",
      onlineLink: null,
      endDate: null,
    });
  });

  it("needs the title, date, time, and the location of an in-person event", () => {
    expect(errors({})).toMatchObject({
      title: [EVENT_TEXT.missing],
      date: [EVENT_TEXT.missing],
      time: [EVENT_TEXT.missing],
    });
    expect(errors({ ...base, location: "" })).toEqual({ location: [EVENT_TEXT.missing] });
  });

  it("flags every missing field of an empty form in one pass, the in-person location with the rest", () => {
    const missing = [EVENT_TEXT.missing];
    expect(errors({})).toEqual({ title: missing, date: missing, time: missing, location: missing });
    expect(errors({ eventType: "online" })).toEqual({
      title: missing,
      date: missing,
      time: missing,
      onlineLink: missing,
    });
    // The link's format too, while the rest is still missing.
    expect(errors({ eventType: "online", onlineLink: "zoom.us/j/1" })).toMatchObject({
      title: missing,
      onlineLink: [EVENT_TEXT.invalidLink],
    });
  });

  it("needs an online event's link, starting with http", () => {
    const online = { ...base, location: "", eventType: "online" };
    expect(errors(online)).toEqual({ onlineLink: [EVENT_TEXT.missing] });
    expect(errors({ ...online, onlineLink: "zoom.us/j/1" })).toEqual({
      onlineLink: [EVENT_TEXT.invalidLink],
    });
    const value = EventFormSchema.parse({ ...online, onlineLink: "https://zoom.us/j/1", location: "Gulu" });
    expect(toEventRecord(value)).toMatchObject({ location: null, onlineLink: "https://zoom.us/j/1" });
    expect(eventFormToast({ onlineLink: [EVENT_TEXT.invalidLink] })).toEqual({
      title: "Invalid link format",
      description: "Online event link must start with http or https",
    });
    expect(eventFormToast({ title: [EVENT_TEXT.missing] })).toEqual({
      title: "Missing required fields",
      description: "Please fill in all required fields",
    });
  });

  it("takes an optional end, at its time or the end of that day, never before the start", () => {
    expect(toEventRecord(EventFormSchema.parse({ ...base, endDate: "2026-12-02" })).endDate).toEqual(
      new Date("2026-12-02T20:59:00Z"),
    );
    expect(errors({ ...base, endDate: "2026-11-30" })).toEqual({ endDate: [EVENT_TEXT.endBeforeStart] });
    expect(errors({ ...base, endTime: "5 PM" })).toEqual({ endDate: [EVENT_TEXT.invalidDate] });
    expect(errors({ ...base, time: "25:00" })).toEqual({ time: [EVENT_TEXT.invalidTime] });
  });

  it("accepts only our own event images", () => {
    expect(errors({ ...base, imageUrl: "https://evil.example/x.png" })).toEqual({
      imageUrl: [EVENT_TEXT.imageRefused],
    });
    expect(errors({ ...base, imageUrl: "/uploads/event-images/1-a.webp" })).toEqual({});
  });
});
