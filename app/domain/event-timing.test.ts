import { describe, expect, it } from "vitest";
import {
  compareEventsByDate,
  daysUntil,
  eventTimeBadge,
  isExpiringSoon,
  isSameKampalaDay,
  isUpcomingEvent,
  startOfKampalaDay,
  upcomingBounds,
} from "./event-timing";

// Kampala is UTC+3 all year. "Now" is 10:00 in Kampala on 10 June 2025.
const NOW = new Date("2025-06-10T07:00:00Z");
const kampala = (local: string) => new Date(`${local}+03:00`);

describe("Kampala days", () => {
  it("starts the day at midnight Kampala time", () => {
    expect(startOfKampalaDay(NOW).toISOString()).toBe("2025-06-09T21:00:00.000Z");
    // 22:30 UTC is already the next day in Kampala.
    expect(startOfKampalaDay(new Date("2025-06-10T22:30:00Z")).toISOString()).toBe(
      "2025-06-10T21:00:00.000Z",
    );
  });

  it("compares calendar days in Kampala, not UTC", () => {
    expect(isSameKampalaDay(kampala("2025-06-10T00:05:00"), NOW)).toBe(true);
    expect(isSameKampalaDay(kampala("2025-06-10T23:55:00"), NOW)).toBe(true);
    expect(isSameKampalaDay(kampala("2025-06-09T23:55:00"), NOW)).toBe(false);
    expect(isSameKampalaDay(new Date("2025-06-10T21:30:00Z"), NOW)).toBe(false);
  });
});

describe("eventTimeBadge without an end date", () => {
  it("is today for any time today, earlier or later", () => {
    expect(eventTimeBadge({ eventDate: kampala("2025-06-10T08:00:00") }, NOW)).toBe("today");
    expect(eventTimeBadge({ eventDate: kampala("2025-06-10T18:00:00") }, NOW)).toBe("today");
  });

  it("is past when the start has passed and was not today", () => {
    expect(eventTimeBadge({ eventDate: kampala("2025-06-09T23:59:00") }, NOW)).toBe("past");
    expect(eventTimeBadge({ eventDate: kampala("2024-01-01T10:00:00"), endDate: null }, NOW)).toBe("past");
  });

  it("is upcoming from tomorrow on", () => {
    expect(eventTimeBadge({ eventDate: kampala("2025-06-11T00:00:00") }, NOW)).toBe("upcoming");
  });

  it("reads ISO strings as well as dates", () => {
    expect(eventTimeBadge({ eventDate: "2025-06-12T09:00:00+03:00" }, "2025-06-10T07:00:00Z")).toBe(
      "upcoming",
    );
  });
});

describe("eventTimeBadge with an end date", () => {
  it("is past once the end has passed, even earlier today", () => {
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-10T07:00:00"), endDate: kampala("2025-06-10T09:00:00") },
        NOW,
      ),
    ).toBe("past");
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-01T07:00:00"), endDate: kampala("2025-06-05T09:00:00") },
        NOW,
      ),
    ).toBe("past");
  });

  it("is today when the start or the end falls today", () => {
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-10T14:00:00"), endDate: kampala("2025-06-12T17:00:00") },
        NOW,
      ),
    ).toBe("today");
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-08T14:00:00"), endDate: kampala("2025-06-10T17:00:00") },
        NOW,
      ),
    ).toBe("today");
  });

  it("is today while an event of several days is under way", () => {
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-08T09:00:00"), endDate: kampala("2025-06-13T17:00:00") },
        NOW,
      ),
    ).toBe("today");
  });

  it("is upcoming when it starts after today", () => {
    expect(
      eventTimeBadge(
        { eventDate: kampala("2025-06-11T09:00:00"), endDate: kampala("2025-06-11T17:00:00") },
        NOW,
      ),
    ).toBe("upcoming");
  });
});

describe("isUpcomingEvent", () => {
  const tomorrow = kampala("2025-06-11T09:00:00");
  it("shows active events that are not past", () => {
    expect(isUpcomingEvent({ eventDate: tomorrow, isActive: true }, NOW)).toBe(true);
    expect(isUpcomingEvent({ eventDate: kampala("2025-06-10T06:00:00"), isActive: true }, NOW)).toBe(true);
  });
  it("never shows paused events", () => {
    expect(isUpcomingEvent({ eventDate: tomorrow, isActive: false }, NOW)).toBe(false);
  });
  it("never shows past events", () => {
    expect(isUpcomingEvent({ eventDate: kampala("2025-06-01T09:00:00"), isActive: true }, NOW)).toBe(false);
  });
  it("agrees with the bounds the database uses", () => {
    const { now, startOfToday } = upcomingBounds(NOW);
    const samples = [
      { eventDate: kampala("2025-06-09T23:59:59"), endDate: null },
      { eventDate: kampala("2025-06-10T00:00:00"), endDate: null },
      { eventDate: kampala("2025-06-10T09:00:00"), endDate: kampala("2025-06-10T09:59:59") },
      { eventDate: kampala("2025-06-10T09:00:00"), endDate: kampala("2025-06-10T10:00:00") },
      { eventDate: kampala("2025-05-01T09:00:00"), endDate: kampala("2025-07-01T09:00:00") },
      { eventDate: kampala("2025-07-01T09:00:00"), endDate: null },
    ];
    for (const event of samples) {
      const sqlRule = event.endDate ? event.endDate >= now : event.eventDate >= startOfToday;
      expect(isUpcomingEvent({ ...event, isActive: true }, NOW), event.eventDate.toISOString()).toBe(sqlRule);
    }
  });
});

describe("ordering and expiry", () => {
  it("sorts oldest first, then by id", () => {
    const events = [
      { id: "b", eventDate: "2025-07-01T09:00:00Z" },
      { id: "c", eventDate: "2025-06-01T09:00:00Z" },
      { id: "a", eventDate: "2025-07-01T09:00:00Z" },
    ];
    expect([...events].sort(compareEventsByDate).map((event) => event.id)).toEqual(["c", "a", "b"]);
  });

  it("counts calendar days in Kampala", () => {
    expect(daysUntil(kampala("2025-06-10T23:00:00"), NOW)).toBe(0);
    expect(daysUntil(kampala("2025-06-11T00:30:00"), NOW)).toBe(1);
    expect(daysUntil(kampala("2025-06-09T23:00:00"), NOW)).toBe(-1);
  });

  it("is expiring soon at 30 days or fewer, not once passed", () => {
    expect(isExpiringSoon(kampala("2025-07-10T12:00:00"), NOW)).toBe(true); // 30 days
    expect(isExpiringSoon(kampala("2025-07-11T12:00:00"), NOW)).toBe(false); // 31 days
    expect(isExpiringSoon(kampala("2025-06-10T23:00:00"), NOW)).toBe(true);
    expect(isExpiringSoon(kampala("2025-06-09T12:00:00"), NOW)).toBe(false);
  });
});
