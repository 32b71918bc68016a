import { describe, expect, it } from "vitest";
import { DATES_MESSAGE, daysOf, earliestDay, parseDay, rangeInstants, rangeQuery } from "./report-range";
import { readRange } from "./report-range-query";

// 22 Nov 2026, 00:10 in India = 21 Nov 18:40 UTC: "today" must be the 22nd, not the UTC date.
const NOW = new Date("2026-11-21T18:40:00Z");
const ask = (query: string) => readRange(new URLSearchParams(query), NOW);

describe("readRange", () => {
  it("asks nothing until a day is chosen (results only after Show Here)", () => {
    expect(ask("")).toBeNull();
    expect(ask("from=2026-11-01")).toBeNull();
  });

  it("reads Today and Yesterday as India days", () => {
    expect(ask("day=today")).toEqual({ ok: true, range: { choice: "today", from: "2026-11-22", to: "2026-11-22" } });
    expect(ask("day=yesterday")).toEqual({
      ok: true,
      range: { choice: "yesterday", from: "2026-11-21", to: "2026-11-21" },
    });
  });

  it("reads Between Dates in yyyy/MM/dd or yyyy-mm-dd, ends included", () => {
    expect(ask("day=between&from=2026/11/20&to=2026-11-22")).toEqual({
      ok: true,
      range: { choice: "between", from: "2026-11-20", to: "2026-11-22" },
    });
    expect(ask("day=between&from=2026-11-22&to=2026-11-22")).toMatchObject({ ok: true });
  });

  it("refuses reversed, unreal, future or too old dates with the spec's text", () => {
    for (const q of [
      "day=between&from=2026-11-22&to=2026-11-20",
      "day=between&from=2026-02-30&to=2026-11-20",
      "day=between&from=2026-11-20&to=2026-11-23",
      "day=between&from=2026-08-22&to=2026-11-20",
      "day=between&from=&to=2026-11-20",
      "day=between",
      "day=tomorrow",
      `day=between&from=${"9".repeat(40)}&to=2026-11-20`,
    ]) {
      expect(ask(q), q).toEqual({ ok: false, error: DATES_MESSAGE });
    }
  });

  it("reaches back 92 days counting today", () => {
    expect(earliestDay("2026-11-22")).toBe("2026-08-23");
    expect(ask("day=between&from=2026-08-23&to=2026-08-23")).toMatchObject({ ok: true });
  });
});

describe("the range's instants and days", () => {
  it("starts and ends at India midnight", () => {
    const { start, end } = rangeInstants({ from: "2026-11-20", to: "2026-11-21" });
    expect(start.toISOString()).toBe("2026-11-19T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });

  it("lists every day, across a month's end", () => {
    expect(daysOf({ from: "2026-10-30", to: "2026-11-02" })).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });

  it("writes the query Show Here opens", () => {
    expect(rangeQuery("today", "x", "y")).toBe("day=today");
    expect(rangeQuery("between", "2026-11-20", "2026-11-22")).toBe("day=between&from=2026-11-20&to=2026-11-22");
  });

  it("parses only real days", () => {
    expect(parseDay(" 2026/02/28 ")).toBe("2026-02-28");
    expect(parseDay("2026/02/29")).toBeNull();
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("20/11/2026")).toBeNull();
  });
});
