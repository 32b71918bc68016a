import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatDate, formatMoney, inDigits, pluralOf } from "./format";

describe("figures the Indian way", () => {
  it("groups in lakhs and crores, in Latin or Devanagari digits", () => {
    expect(formatCount(123456)).toBe("1,23,456");
    expect(formatCount(12345678)).toBe("1,23,45,678");
    expect(formatCount(123456, "deva")).toBe("१,२३,४५६");
  });

  it("writes paise exactly, with two decimals", () => {
    expect(formatAmount(12345650)).toBe("1,23,456.50");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(-250)).toBe("-2.50");
    expect(formatAmount(9007199254740991)).toBe("9,00,71,99,25,47,409.91");
    expect(formatAmount(105, "deva")).toBe("१.०५");
  });

  it("says money as each language does: the specs' Rs. in English, ₹ in Marathi and Hindi", () => {
    expect(formatMoney(4000, { locale: "en", digits: "latn" })).toBe("Rs. 40");
    expect(formatMoney(12345650, { locale: "en", digits: "latn" })).toBe("Rs. 1,23,456.50");
    expect(formatMoney(12345600, { locale: "mr", digits: "deva" })).toBe("₹१,२३,४५६");
    expect(formatMoney(12345, { locale: "hi", digits: "latn" })).toBe("₹123.45");
  });

  it("writes a date in India's time zone, and digits of a number in the shop's script", () => {
    const lateNightUtc = Date.UTC(2026, 10, 26, 20, 0); // 27 Nov 01:30 in India
    expect(formatDate(lateNightUtc, { locale: "en", digits: "latn" })).toBe("27 Nov 2026");
    expect(formatDate(lateNightUtc, { locale: "mr", digits: "deva" })).toContain("२७");
    expect(inDigits("Yaadi no. 120", "deva")).toBe("Yaadi no. १२०");
    expect(inDigits("120", "latn")).toBe("120");
  });

  it("knows each language's plural forms", () => {
    expect([pluralOf("en", 1), pluralOf("en", 0), pluralOf("hi", 0), pluralOf("mr", 2)]).toEqual([
      "one",
      "other",
      "one",
      "other",
    ]);
  });
});
