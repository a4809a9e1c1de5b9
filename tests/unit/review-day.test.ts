// The learner's day: split at 4 a.m. in their time zone, across time zones and
// daylight-saving changes.
import { describe, expect, it, vi } from "vitest";
import { addDays, canonicalTimeZone, dayBounds, dayRange, dayStart, daysBetween, isValidTimeZone, learnerDay, rememberedOffsetCount } from "@/lib/review/day";

describe("learnerDay", () => {
  it("splits days at 4 a.m. local time", () => {
    expect(learnerDay(new Date("2026-06-10T03:59:59Z"), "UTC")).toBe("2026-06-09");
    expect(learnerDay(new Date("2026-06-10T04:00:00Z"), "UTC")).toBe("2026-06-10");
    // Tokyo is UTC+9: 04:00 local is 19:00 UTC the day before.
    expect(learnerDay(new Date("2026-06-09T18:59:00Z"), "Asia/Tokyo")).toBe("2026-06-09");
    expect(learnerDay(new Date("2026-06-09T19:00:00Z"), "Asia/Tokyo")).toBe("2026-06-10");
    // India is UTC+5:30.
    expect(learnerDay(new Date("2026-06-09T22:29:00Z"), "Asia/Kolkata")).toBe("2026-06-09");
    expect(learnerDay(new Date("2026-06-09T22:30:00Z"), "Asia/Kolkata")).toBe("2026-06-10");
  });

  it("follows daylight saving: New York's day starts at 08:00 UTC in summer and 09:00 UTC in winter", () => {
    expect(learnerDay(new Date("2026-07-01T07:59:00Z"), "America/New_York")).toBe("2026-06-30");
    expect(learnerDay(new Date("2026-07-01T08:00:00Z"), "America/New_York")).toBe("2026-07-01");
    expect(learnerDay(new Date("2026-12-01T08:59:00Z"), "America/New_York")).toBe("2026-11-30");
    expect(learnerDay(new Date("2026-12-01T09:00:00Z"), "America/New_York")).toBe("2026-12-01");
  });
});

describe("dayStart and dayBounds", () => {
  it("gives 4 a.m. local time as an instant, on and around the change days", () => {
    // London: clocks go forward at 01:00 UTC on 2026-03-29 and back at 01:00 UTC on 2026-10-25.
    expect(dayStart("2026-03-28", "Europe/London").toISOString()).toBe("2026-03-28T04:00:00.000Z");
    expect(dayStart("2026-03-29", "Europe/London").toISOString()).toBe("2026-03-29T03:00:00.000Z");
    expect(dayStart("2026-10-25", "Europe/London").toISOString()).toBe("2026-10-25T04:00:00.000Z");
    expect(dayStart("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T08:00:00.000Z");
  });

  it("makes days of 23 and 25 hours on the change days, and they tile without gaps", () => {
    const spring = dayBounds(new Date("2026-03-29T12:00:00Z"), "Europe/London");
    expect(spring.day).toBe("2026-03-29");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(24 * 3_600_000);
    const shortDay = dayBounds(new Date("2026-03-28T12:00:00Z"), "Europe/London");
    expect(shortDay.end.getTime() - shortDay.start.getTime()).toBe(23 * 3_600_000);
    const longDay = dayBounds(new Date("2026-10-24T12:00:00Z"), "Europe/London");
    expect(longDay.end.getTime() - longDay.start.getTime()).toBe(25 * 3_600_000);
    expect(longDay.end.getTime()).toBe(dayBounds(new Date("2026-10-25T12:00:00Z"), "Europe/London").start.getTime());
  });

  it("every instant of a day maps back to that day", () => {
    for (const zone of ["UTC", "Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"]) {
      for (let t = Date.parse("2026-03-25T00:00:00Z"); t < Date.parse("2026-04-10T00:00:00Z"); t += 37 * 60_000) {
        const { day, start, end } = dayBounds(new Date(t), zone);
        expect(start.getTime(), `${zone} ${new Date(t).toISOString()}`).toBeLessThanOrEqual(t);
        expect(end.getTime()).toBeGreaterThan(t);
        expect(learnerDay(start, zone)).toBe(day);
      }
    }
  }, 30_000); // ~3,000 instants: about 1 s, far more on a loaded machine
});

describe("calendar helpers", () => {
  it("adds and counts days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
  });

  it("lists a run of days as addDays would, across months, years and a leap day", () => {
    const days = dayRange("2027-11-20", 500);
    expect(days).toEqual(Array.from({ length: 500 }, (_, i) => addDays("2027-11-20", i)));
    expect(days).toContain("2028-02-29");
    expect(dayRange("2026-12-31", 2)).toEqual(["2026-12-31", "2027-01-01"]);
    expect(dayRange("2026-12-31", 0)).toEqual([]);
  });

  it("knows IANA zones and refuses others", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("canonicalTimeZone", () => {
  it("gives any spelling of a zone this runtime's name for it, and a zone already so named itself without resolving it again", () => {
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    try {
      const london = canonicalTimeZone("europe/LONDON");
      expect(london).toBe("Europe/London");
      expect(canonicalTimeZone("Etc/UTC")).toBe("UTC");
      const resolved = resolvedOptions.mock.calls.length;
      // The stored form, as every call of a learner's gives it.
      expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
      expect(canonicalTimeZone("UTC")).toBe("UTC");
      expect(resolvedOptions).toHaveBeenCalledTimes(resolved);
      // Any other spelling is still resolved: a case, or a name of the zone that is not the runtime's (ICU keeps Asia/Calcutta).
      expect(canonicalTimeZone("EUROPE/london")).toBe("Europe/London");
      const kolkata = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata" }).resolvedOptions().timeZone;
      expect(canonicalTimeZone("Asia/Kolkata")).toBe(kolkata);
      expect(canonicalTimeZone("Mars/Olympus")).toBeNull();
    } finally {
      resolvedOptions.mockRestore();
    }
  });
});

describe("the zone offsets it remembers", () => {
  it("formats an instant's second once: the same second again, in any millisecond, is remembered", () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      expect(learnerDay(new Date("2031-05-06T07:08:09.100Z"), "Australia/Lord_Howe")).toBe("2031-05-06");
      expect(learnerDay(new Date("2031-05-06T07:08:09.900Z"), "Australia/Lord_Howe")).toBe("2031-05-06");
      expect(formatToParts).toHaveBeenCalledTimes(1);
      // The next second is another instant, and is asked.
      learnerDay(new Date("2031-05-06T07:08:10.000Z"), "Australia/Lord_Howe");
      expect(formatToParts).toHaveBeenCalledTimes(2);
    } finally {
      formatToParts.mockRestore();
    }
  });

  it("keeps each zone's offset apart at the same second", () => {
    const instant = new Date("2031-05-06T20:30:00Z");
    expect(learnerDay(instant, "UTC")).toBe("2031-05-06");
    expect(learnerDay(instant, "Asia/Tokyo")).toBe("2031-05-07");
    expect(learnerDay(instant, "America/Los_Angeles")).toBe("2031-05-06");
  });

  it("holds at most 10,000, the oldest dropped first, and the answers stay right past the cap", () => {
    const start = Date.parse("2032-01-01T00:00:00Z");
    for (let second = 0; second <= 10_000; second += 1) learnerDay(start + second * 1000, "Europe/Paris");
    expect(rememberedOffsetCount()).toBe(10_000);
    // Paris is UTC+1 in January: 03:00 UTC is 04:00 local, the new day's first second.
    expect(learnerDay(new Date("2032-01-02T02:59:59Z"), "Europe/Paris")).toBe("2032-01-01");
    expect(learnerDay(new Date("2032-01-02T03:00:00Z"), "Europe/Paris")).toBe("2032-01-02");
  });
});
