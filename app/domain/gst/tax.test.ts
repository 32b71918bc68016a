import { describe, expect, it } from "vitest";
import { billKind, byRate, type GoodsLine, shareOut, taxBill, taxInside } from "./tax";

const goods = (valuePaise: number, rateBp: number, hsn = "1905"): GoodsLine => ({
  productId: 1,
  description: "Item",
  descriptionRegional: "",
  hsn,
  unitId: 1,
  quantityMilli: 1000,
  pricePaise: valuePaise,
  valuePaise,
  rateBp,
});

describe("the tax inside a price, worked back and rounded to the paisa", () => {
  it.each([
    // price, rate, CGST = SGST, taxable: taxable + CGST + SGST is the price to the paisa
    [10_000, 1800, 763, 8474], // Rs. 100 at 18%: 762.71 each, rounded up
    [5250, 500, 125, 5000], // Rs. 52.50 at 5%: exactly Rs. 50 + 2.5% + 2.5%
    [21, 500, 1, 19], // 0.5 paisa each: half a paisa goes up
    [20, 500, 0, 20], // 0.476 paisa each: rounds to nothing
    [14_000, 4000, 2000, 10_000], // 40%
    [10_300, 300, 150, 10_000], // 3%
    [10_025, 25, 13, 9999], // 0.25%: 12.5 paise each, both up, and the taxable value takes the paisa
    [9900, 0, 0, 9900], // exempt
  ])("Rs. %i paise at %i bp within the state: CGST = SGST = %i, taxable %i", (value, rate, half, taxable) => {
    expect(taxInside(value, rate, false)).toEqual({
      taxablePaise: taxable,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    });
    expect(taxable + 2 * half).toBe(value);
  });

  it.each([
    [10_000, 1800, 1525, 8475], // 1525.42
    [5250, 500, 250, 5000],
    [11_800, 1800, 1800, 10_000],
    [9900, 0, 0, 9900],
  ])("Rs. %i paise at %i bp to another state: IGST %i, taxable %i", (value, rate, igst, taxable) => {
    expect(taxInside(value, rate, true)).toEqual({
      taxablePaise: taxable,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: igst,
    });
  });

  it("stays exact far beyond any line a yaadi can hold", () => {
    const value = 7 * 10 ** 14; // Rs. 7 lakh crore in paise: 2 × value × rate is past 2^53
    const t = taxInside(value, 4000, false);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(value);
    expect(t.cgstPaise).toBe(value / 7); // 40% inside: a seventh each (a multiple of 7)
  });
});

describe("what a bill is", () => {
  it.each([
    ["none", [1800, 0], "bill"],
    ["composition", [1800, 500], "bill-of-supply"],
    ["regular", [1800, 500], "tax-invoice"],
    ["regular", [0, 0], "bill-of-supply"],
    ["regular", [0, 500], "invoice-cum-bill-of-supply"],
  ] as const)("a %s shop's bill of rates %j is a %s", (shop, rates, kind) => {
    expect(billKind(shop, rates)).toBe(kind);
  });
});

describe("sharing a discount out over the lines", () => {
  it("in proportion, in whole paise that add up", () => {
    expect(shareOut(100, [3000, 1000])).toEqual([75, 25]);
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
    const shares = shareOut(9999, [1234, 5678, 91011, 1213]);
    expect(shares.reduce((s, n) => s + n, 0)).toBe(9999);
  });
});

describe("a whole bill", () => {
  it("a regular shop's bill of vegetables and biscuits is one invoice-cum-bill of supply with tax on the biscuits only", () => {
    const bill = taxBill({
      shop: "regular",
      interState: false,
      goods: [goods(4000, 0, "0703"), goods(11_800, 1800)],
      deliveryPaise: 0,
      discountPaise: 0,
    });
    expect(bill.kind).toBe("invoice-cum-bill-of-supply");
    expect(bill.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [4000, 0, 0],
      [10_000, 900, 900],
    ]);
    expect(bill.totals).toEqual({
      valuePaise: 15_800,
      discountPaise: 0,
      taxablePaise: 14_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
      totalPaise: 15_800,
    });
  });

  it("a composition shop charges no tax: rates 0, taxable value = price, a bill of supply", () => {
    const bill = taxBill({
      shop: "composition",
      interState: false,
      goods: [goods(11_800, 1800)],
      deliveryPaise: 0,
      discountPaise: 0,
    });
    expect(bill.kind).toBe("bill-of-supply");
    expect(bill.lines[0]).toMatchObject({ rateBp: 0, taxablePaise: 11_800, cgstPaise: 0, sgstPaise: 0 });
  });

  it("a discount lowers each line's taxable value; delivery is a line taxed as the largest line of goods", () => {
    const bill = taxBill({
      shop: "regular",
      interState: false,
      goods: [goods(3000, 500), goods(1000, 1800)],
      deliveryPaise: 2000,
      discountPaise: 100,
    });
    expect(bill.lines.map((l) => l.discountPaise)).toEqual([75, 25, 0]);
    expect(bill.lines[0]).toMatchObject(taxInside(2925, 500, false));
    expect(bill.lines[1]).toMatchObject(taxInside(975, 1800, false));
    expect(bill.lines[2]).toMatchObject({ kind: "delivery", rateBp: 500, ...taxInside(2000, 500, false) });
    const t = bill.totals;
    expect(t.totalPaise).toBe(3000 + 1000 + 2000 - 100);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.totalPaise);
  });

  it("to another state the bill carries IGST only", () => {
    const bill = taxBill({
      shop: "regular",
      interState: true,
      goods: [goods(10_000, 1800), goods(5250, 500)],
      deliveryPaise: 0,
      discountPaise: 0,
    });
    expect(bill.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1525 + 250, taxablePaise: 8475 + 5000 });
  });

  it("adds the taxes up by rate, lowest first", () => {
    const bill = taxBill({
      shop: "regular",
      interState: false,
      goods: [goods(11_800, 1800), goods(5250, 500), goods(11_800, 1800), goods(900, 0)],
      deliveryPaise: 0,
      discountPaise: 0,
    });
    expect(byRate(bill.lines)).toEqual([
      { rateBp: 0, valuePaise: 900, taxablePaise: 900, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      { rateBp: 500, valuePaise: 5250, taxablePaise: 5000, cgstPaise: 125, sgstPaise: 125, igstPaise: 0 },
      { rateBp: 1800, valuePaise: 23_600, taxablePaise: 20_000, cgstPaise: 1800, sgstPaise: 1800, igstPaise: 0 },
    ]);
  });
});
