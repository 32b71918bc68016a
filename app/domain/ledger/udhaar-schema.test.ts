import { describe, expect, it } from "vitest";
import { UDHAAR_MESSAGES as M } from "./udhaar-messages";
import { debtSchema, limitSchema, paymentSchema, rupeesToPaise } from "./udhaar-schema";

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the Udhaar forms' input", () => {
  it("reads rupees as integer paise", () => {
    expect(rupeesToPaise("250")).toBe(25_000);
    expect(rupeesToPaise(" 250.5 ")).toBe(25_050);
    expect(rupeesToPaise("0.75")).toBe(75);
    for (const bad of ["", "1,000", "-5", "2.345", "1e3", "abc", "₹50"]) expect(rupeesToPaise(bad), bad).toBeNull();
  });

  it("refuses a zero or too large amount, a future or impossible day, a long note", () => {
    const today = "2026-11-28";
    const sale = (fields: Record<string, string>) =>
      first(debtSchema(today).safeParse({ amount: "10", day: today, ...fields }));
    expect(sale({})).toBeNull();
    expect(sale({ amount: "0" })).toBe(M.amount);
    expect(sale({ amount: "10000001" })).toBe(M.amountTooBig);
    expect(sale({ day: "2026-11-29" })).toBe(M.future);
    expect(sale({ day: "2026-02-30" })).toBe(M.date);
    expect(sale({ note: "x".repeat(201) })).toBe(M.note);
    expect(debtSchema(today).parse({ amount: "99.9", day: "2026-01-05", note: " tea " })).toEqual({
      amount: 9_990,
      day: "2026-01-05",
      note: "tea",
    });
  });

  it("asks how a payment was made; a limit may be 0 (none)", () => {
    const today = "2026-11-28";
    expect(first(paymentSchema(today).safeParse({ amount: "5", day: today, method: "cheque" }))).toBe(M.method);
    expect(paymentSchema(today).parse({ amount: "5", day: today, method: "upi" }).amount).toBe(500);
    expect(limitSchema.parse({ limit: "0" }).limit).toBe(0);
    expect(first(limitSchema.safeParse({ limit: "-1" }))).toBe(M.limit);
  });
});
