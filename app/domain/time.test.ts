import { describe, expect, it } from "vitest";
import {
  addDaysIst,
  addMonthsIst,
  formatDmy,
  formatIstDateTime,
  IST_OFFSET_MS,
  istDate,
  istDayOfNumber,
  istDayStart,
  istParts,
} from "./time";

describe("India Standard Time helpers", () => {
  it("puts late-evening UTC instants on the next IST day", () => {
    expect(istDate(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(istDate(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("starts an IST day at 18:30 UTC the day before", () => {
    expect(istDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });

  it("gives IST clock parts", () => {
    expect(istParts(new Date("2026-01-05T03:35:07Z"))).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      hours: 9,
      minutes: 5,
      seconds: 7,
    });
  });

  it("adds months, clamping to the end of shorter months", () => {
    expect(addMonthsIst("2026-11-22", 1)).toBe("2026-12-22");
    expect(addMonthsIst("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonthsIst("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsIst("2028-01-31", 1)).toBe("2028-02-29");
  });

  it("adds days across month ends", () => {
    expect(addDaysIst("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDaysIst("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("formats dates as the specs show them", () => {
    expect(formatDmy("2026-03-07")).toBe("7/3/2026");
    expect(formatIstDateTime(new Date("2026-11-22T06:45:00Z"))).toBe("22/11/2026, 12:15 PM");
    expect(formatIstDateTime(new Date("2026-11-21T18:40:00Z"))).toBe("22/11/2026, 12:10 AM");
  });
});

describe("istDayOfNumber", () => {
  it("reads the India day number SQL computes from a UTC instant", () => {
    // 22 Nov 2026, 23:59 India time is 18:29 UTC: still the 22nd in India.
    const late = new Date("2026-11-22T18:29:00Z").getTime();
    expect(istDayOfNumber(Math.floor((late + IST_OFFSET_MS) / 86_400_000))).toBe("2026-11-22");
    expect(istDayOfNumber(Math.floor((late + 60_000 + IST_OFFSET_MS) / 86_400_000))).toBe("2026-11-23");
  });
});
