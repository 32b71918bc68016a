import { describe, expect, it } from "vitest";
import type { CatalogueProduct } from "./catalogue-product";
import { checkMadeCustomer, MAKE_YAADI_MESSAGES, madeYaadiMessage, priceMadeYaadi } from "./make-yaadi";
import { readPendingLines } from "./make-yaadi-lines";
import { findProducts } from "./make-yaadi-search";

const settings = {
  minimumCriteria: "amount" as const,
  minimumAmountPaise: 100_000,
  minimumItemCount: 0,
  deliveryChargesPaise: 2_000,
  deliveryChargesBelowPaise: 50_000,
};
const product = (id: number, unitId: number, pricePaise: number): CatalogueProduct => ({
  id,
  name: `P${id}`,
  nameRegional: "",
  information: "",
  unitId,
  mrpPaise: pricePaise,
  pricePaise,
});
const catalogue = new Map([product(1, 1, 2_500), product(2, 2, 4_000), product(5, 5, 3_000)].map((p) => [p.id, p]));

describe("Make Yaadi lines", () => {
  it("reads a JSON list of products and quantities, each product once", () => {
    expect(readPendingLines('[{"productId":1,"quantity":2000}]')).toEqual([{ productId: 1, quantity: 2000 }]);
    expect(readPendingLines("[]")).toEqual([]);
    expect(readPendingLines('[{"productId":1,"quantity":1000},{"productId":1,"quantity":2000}]')).toBeNull();
    expect(readPendingLines('[{"productId":1,"quantity":0}]')).toBeNull();
    expect(readPendingLines('[{"productId":1,"quantity":1000,"pricePaise":1}]')).toBeNull();
    expect(readPendingLines("not json")).toBeNull();
    expect(readPendingLines(null)).toBeNull();
  });
});

describe("pricing a made yaadi", () => {
  it("prices every line from the catalogue and adds the delivery charge, with no minimum", () => {
    const priced = priceMadeYaadi(
      [
        { productId: 1, quantity: 3000 },
        { productId: 2, quantity: 750 },
      ],
      catalogue,
      settings,
    );
    expect(priced).toMatchObject({
      ok: true,
      totals: { totalPaise: 7_500 + 3_000, deliveryChargesPaise: 2_000, netPaise: 12_500 },
    });
    if (priced.ok) expect(priced.lines.map((l) => l.lineTotalPaise)).toEqual([7_500, 3_000]);
  });

  it("refuses an empty yaadi, an unknown product and a quantity off the unit's steps", () => {
    expect(priceMadeYaadi([], catalogue, settings)).toEqual({ ok: false, error: MAKE_YAADI_MESSAGES.empty });
    expect(priceMadeYaadi([{ productId: 9, quantity: 1000 }], catalogue, settings)).toEqual({
      ok: false,
      error: MAKE_YAADI_MESSAGES.unknownProduct,
    });
    expect(priceMadeYaadi([{ productId: 2, quantity: 300 }], catalogue, settings)).toEqual({
      ok: false,
      error: "P2 is sold in steps of 250 gms.",
    });
    expect(priceMadeYaadi([{ productId: 1, quantity: 1500 }], catalogue, settings)).toEqual({
      ok: false,
      error: "P1 is sold in whole numbers.",
    });
  });
});

describe("customer information", () => {
  it("checks name 6–30, WhatsApp exactly 10 digits and address 10–50 with the spec's messages", () => {
    expect(checkMadeCustomer({ name: "Ravi", whatsApp: "98765", address: "Near" })).toEqual({
      name: "Min 6 characters required",
      whatsApp: "Min 10 digits required",
      address: "Min 10 characters required",
    });
    expect(checkMadeCustomer({ name: "", whatsApp: "98765abcde", address: "x".repeat(51) })).toEqual({
      name: "Name is required",
      whatsApp: "Enter only digits",
      address: "Maximum 50 characters allowed",
    });
    expect(checkMadeCustomer({ name: "Ravi Patil", whatsApp: "9876543210", address: "12 Station Road" })).toEqual({});
  });

  it("writes the customer's WhatsApp message with the yaadi's number, total and link", () => {
    expect(
      madeYaadiMessage({
        customerName: "Ravi Patil",
        shopName: "Sai Kirana",
        yaadiId: 42,
        itemCount: 3,
        netPaise: 12_550,
        orderPageUrl: "https://x/yaadilist/abc",
      }),
    ).toBe(
      "Namaste Ravi Patil,\nyour yaadi no. 42 from Sai Kirana is ready.\nItems: 3\nTotal (with delivery): Rs. 125.50\nSee it here: https://x/yaadilist/abc",
    );
  });
});

describe("Make Yaadi's product search", () => {
  const items = [
    { id: 1, name: "Basmati Rice", nameRegional: "बासमती तांदूळ", searchWords: "chawal" },
    { id: 2, name: "Rice Flour", nameRegional: "", searchWords: "" },
    { id: 3, name: "Poha", nameRegional: "पोहे", searchWords: "flattened rice" },
    { id: 4, name: "Sugar", nameRegional: "साखर", searchWords: "" },
  ];
  it("puts names starting with the text first, then names holding it, then regional names and search words", () => {
    expect(findProducts(items, " rice ").map((p) => p.id)).toEqual([2, 1, 3]);
    expect(findProducts(items, "साखर").map((p) => p.id)).toEqual([4]);
    expect(findProducts(items, "chawal").map((p) => p.id)).toEqual([1]);
    expect(findProducts(items, "")).toEqual([]);
    expect(findProducts(items, "r", 2)).toHaveLength(2);
  });
});
