import { describe, expect, it } from "vitest";
import type { Ageing } from "./ledger";
import { udhaarCsv } from "./udhaar-csv";
import { sortOf, sortUdhaar, type UdhaarListRow } from "./udhaar-list";

const row = (customerId: number, name: string, ageing: Partial<Ageing>): UdhaarListRow => {
  const full: Ageing = { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0, ...ageing };
  return {
    customerId,
    name,
    whatsApp: "9876543210",
    balancePaise: Object.values(full).reduce((s, n) => s + n, 0),
    ageing: full,
    lastRemindedAt: null,
  };
};

describe("the Udhaar list", () => {
  const rows = [
    row(1, "Asha", { "0-30": 90_000 }),
    row(2, "Ravi", { "90+": 1_000 }),
    row(3, "Meena", { "61-90": 5_000, "0-30": 10_000 }),
  ];

  it("sorts by amount, or by age with the oldest money first", () => {
    expect(sortUdhaar(rows, "amount").map((r) => r.name)).toEqual(["Asha", "Meena", "Ravi"]);
    expect(sortUdhaar(rows, "age").map((r) => r.name)).toEqual(["Ravi", "Meena", "Asha"]);
    expect(sortOf("age")).toBe("age");
    expect(sortOf("anything")).toBe("amount");
  });

  it("downloads Excel-safe: BOM, the number as text, a formula-looking name neutralised", () => {
    const csv = udhaarCsv([row(9, "=HYPERLINK(1)", { "31-60": 12_345 })]);
    expect(csv.startsWith("\uFEFFName,WhatsApp No.,Balance (Rs.)")).toBe(true);
    expect(csv).toContain(`'=HYPERLINK(1),"=""9876543210""",123.45,0.00,123.45,0.00,0.00\r\n`);
  });
});
