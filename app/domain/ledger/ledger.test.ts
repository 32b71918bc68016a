import { describe, expect, it } from "vitest";
import {
  ageingOf,
  balanceOf,
  bucketOf,
  daysBetween,
  type LedgerEntry,
  limitWarning,
  oldestUnpaidDays,
  reversalProblem,
  statementOf,
} from "./ledger";

let next = 1;
const entry = (kind: LedgerEntry["kind"], amountPaise: number, day: string, reverses?: number): LedgerEntry => ({
  id: next++,
  kind,
  amountPaise,
  day,
  reverses: reverses ?? null,
});

describe("the balance", () => {
  it("is what was bought on credit less what was paid", () => {
    const entries = [
      entry("opening", 50_000, "2026-08-01"),
      entry("sale", 12_345, "2026-11-01"),
      entry("payment", 20_000, "2026-11-10"),
    ];
    expect(balanceOf(entries)).toBe(50_000 + 12_345 - 20_000);
  });

  it("goes below zero when the customer pays ahead (an advance)", () => {
    expect(balanceOf([entry("sale", 1_000, "2026-11-01"), entry("payment", 1_500, "2026-11-02")])).toBe(-500);
  });

  it("a reversal undoes the entry it names, whichever way it went", () => {
    const sale = entry("sale", 10_000, "2026-11-01");
    const payment = entry("payment", 4_000, "2026-11-02");
    const entries = [sale, payment, entry("reversal", 10_000, "2026-11-03", sale.id)];
    expect(balanceOf(entries)).toBe(-4_000);
    expect(balanceOf([...entries, entry("reversal", 4_000, "2026-11-03", payment.id)])).toBe(0);
  });

  it("an entry is reversed once; a reversal is never reversed; an unknown one is refused", () => {
    const sale = entry("sale", 10_000, "2026-11-01");
    const undo = entry("reversal", 10_000, "2026-11-02", sale.id);
    expect(reversalProblem([sale], sale.id)).toBeNull();
    expect(reversalProblem([sale, undo], sale.id)).toBe("already");
    expect(reversalProblem([sale, undo], undo.id)).toBe("a-reversal");
    expect(reversalProblem([sale], 999_999)).toBe("unknown");
  });
});

describe("ageing, in India days", () => {
  it("buckets 0–30, 31–60, 61–90 and over 90 by the sale's day", () => {
    expect(daysBetween("2026-10-29", "2026-11-28")).toBe(30);
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
      "90+",
    ]);
    // Across the change of month and of year, by calendar days.
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });

  it("payments settle the oldest sales first; what is left adds up to the balance", () => {
    const entries = [
      entry("sale", 10_000, "2026-08-01"), // 119 days on 28 Nov
      entry("sale", 20_000, "2026-09-20"), // 69 days
      entry("sale", 30_000, "2026-10-20"), // 39 days
      entry("sale", 40_000, "2026-11-20"), // 8 days
      entry("payment", 15_000, "2026-11-25"),
    ];
    const ageing = ageingOf(entries, "2026-11-28");
    expect(ageing).toEqual({ "0-30": 40_000, "31-60": 30_000, "61-90": 15_000, "90+": 0 });
    expect(Object.values(ageing).reduce((s, n) => s + n, 0)).toBe(balanceOf(entries));
    expect(oldestUnpaidDays(entries, "2026-11-28")).toBe(69);
  });

  it("a reversed sale is not owed at all; an advance leaves every bucket empty", () => {
    const old = entry("sale", 10_000, "2026-01-01");
    const entries = [old, entry("sale", 5_000, "2026-11-27"), entry("reversal", 10_000, "2026-11-28", old.id)];
    expect(ageingOf(entries, "2026-11-28")).toEqual({ "0-30": 5_000, "31-60": 0, "61-90": 0, "90+": 0 });
    const ahead = [entry("sale", 1_000, "2026-11-01"), entry("payment", 5_000, "2026-11-02")];
    expect(ageingOf(ahead, "2026-11-28")).toEqual({ "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 });
    expect(oldestUnpaidDays(ahead, "2026-11-28")).toBeNull();
  });
});

describe("the credit limit", () => {
  it("warns when a sale would pass it, and by how much; no limit never warns", () => {
    expect(limitWarning(40_000, 15_000, 50_000)).toEqual({ overByPaise: 5_000, afterPaise: 55_000 });
    expect(limitWarning(40_000, 10_000, 50_000)).toBeNull(); // exactly at the limit is within it
    expect(limitWarning(900_000, 100_000, 0)).toBeNull();
  });
});

describe("a statement", () => {
  it("brings the balance forward, runs it through the range, and closes at opening + sales − payments", () => {
    const sale = entry("sale", 7_000, "2026-11-05");
    const entries = [
      entry("opening", 10_000, "2026-09-01"),
      entry("payment", 4_000, "2026-10-15"),
      sale,
      entry("payment", 2_500, "2026-11-10"),
      entry("reversal", 7_000, "2026-11-12", sale.id),
      entry("sale", 1_200, "2026-11-20"),
      entry("sale", 9_999, "2026-12-01"), // after the range
    ];
    const s = statementOf(entries, "2026-11-01", "2026-11-30");
    expect(s.openingPaise).toBe(6_000);
    expect(s.lines.map((l) => [l.kind, l.balanceAfterPaise, l.reversed])).toEqual([
      ["sale", 13_000, true],
      ["payment", 10_500, false],
      ["reversal", 3_500, false],
      ["sale", 4_700, false],
    ]);
    expect([s.salesPaise, s.paymentsPaise]).toEqual([7_000 - 7_000 + 1_200, 2_500]);
    expect(s.closingPaise).toBe(4_700);
    expect(s.closingPaise).toBe(s.openingPaise + s.salesPaise - s.paymentsPaise);
  });

  it("a reversed payment is less paid, not more bought", () => {
    const paid = entry("payment", 3_000, "2026-11-02");
    const s = statementOf(
      [entry("sale", 5_000, "2026-11-01"), paid, entry("reversal", 3_000, "2026-11-03", paid.id)],
      "2026-11-01",
      "2026-11-30",
    );
    expect([s.salesPaise, s.paymentsPaise, s.closingPaise]).toEqual([5_000, 0, 5_000]);
  });
});
