import { describe, expect, it } from "vitest";
import type { Cart } from "./cart";
import type { LastOrder, LastOrderLine } from "./repeat-order";
import {
  addAllToCart,
  NOT_AVAILABLE,
  OUT_OF_STOCK,
  parseLastOrder,
  repeatRows,
  toLastOrderLines,
} from "./repeat-order";
import { UNITS } from "./units";

type Entry = { name: string; unitId: number; inStock: number; rating: number; pricePaise: number };
const entry = (name: string, unitId: number, fields: Partial<Entry> = {}): Entry => ({
  name,
  unitId,
  inStock: 10,
  rating: 5,
  pricePaise: 4000,
  ...fields,
});

// Today's catalogue. Product 7 is gone; Rice was sold by 500 g (unit 4) when ordered and is now by 1 kg (unit 3).
const catalogue = new Map<number, Entry>([
  [1, entry("Soap", 1, { pricePaise: 4500 })],
  [2, entry("Onion", 2, { pricePaise: 3200 })],
  [3, entry("Wheat", 5, { pricePaise: 2900 })],
  [4, entry("Rice", 3, { pricePaise: 6000 })],
  [5, entry("Sugar", 4, { inStock: 0 })],
  [6, entry("Old Dal", 2, { rating: 1 })],
  [8, entry("Ghee", 1, { rating: 2, pricePaise: 55000 })], // lowest visible rating
  [9, entry("Jaggery", 4, { rating: 1, inStock: 0 })],
]);

const line = (
  productId: number,
  name: string,
  unitId: LastOrderLine["unitId"],
  quantity: number,
  weightStep?: 1 | 10 | 100 | 1000,
): LastOrderLine =>
  weightStep === undefined ? { productId, quantity, name, unitId } : { productId, quantity, weightStep, name, unitId };

const order = (lines: LastOrderLine[]): LastOrder => ({
  yaadiId: 42,
  yaadiUrl: "ab12cd",
  whatsAppLink: "https://wa.me/919800000000?text=Yaadi",
  lines,
});

const lastOrder = order([
  line(1, "Soap", 1, 3000),
  line(2, "Onion", 2, 750),
  line(3, "Wheat", 5, 200000, 100),
  line(4, "Rice", 4, 1500),
  line(5, "Sugar", 4, 500),
  line(6, "Old Dal", 2, 250),
  line(7, "Biscuits", 1, 2000),
  line(8, "Ghee", 1, 1000),
  line(9, "Jaggery", 4, 500),
]);

describe("repeatRows", () => {
  it("marks gone, hidden and out-of-stock lines and prices the rest at today's price", () => {
    const rows = repeatRows(lastOrder, catalogue);
    expect(rows.map((r) => [r.line.name, r.marker, r.pricePaise])).toEqual([
      ["Soap", null, 4500],
      ["Onion", null, 3200],
      ["Wheat", null, 2900],
      ["Rice", null, 6000],
      ["Sugar", "Out-of-stock", null],
      ["Old Dal", "Not Available", null],
      ["Biscuits", "Not Available", null],
      ["Ghee", null, 55000],
      ["Jaggery", "Not Available", null], // hidden wins over out of stock
    ]);
    expect(rows[0]!.line).toBe(lastOrder.lines[0]);
  });

  it("uses the spec's marker texts", () => {
    expect(NOT_AVAILABLE).toBe("Not Available");
    expect(OUT_OF_STOCK).toBe("Out-of-stock");
  });
});

describe("addAllToCart", () => {
  it("adds every available line at its last quantity, in order, and drops the rest", () => {
    expect(addAllToCart([], lastOrder, catalogue)).toEqual([
      { productId: 1, quantity: 3000 },
      { productId: 2, quantity: 750 },
      { productId: 3, quantity: 200000, weightStep: 100 },
      { productId: 4, quantity: 1000 }, // unit changed 4 → 3: the new unit's default quantity
      { productId: 8, quantity: 1000 },
    ]);
  });

  it("drops zero-quantity lines", () => {
    const withZero = order([line(1, "Soap", 1, 0), line(2, "Onion", 2, 500)]);
    expect(addAllToCart([], withZero, catalogue)).toEqual([{ productId: 2, quantity: 500 }]);
  });

  it("keeps the current quantity of a product already in the cart, and brings a saved-for-later line back in place", () => {
    const cart: Cart = Object.freeze([
      { productId: 2, quantity: 0 },
      { productId: 1, quantity: 5000 },
      { productId: 99, quantity: 1000 },
    ]);
    expect(
      addAllToCart(
        cart,
        order([line(1, "Soap", 1, 3000), line(2, "Onion", 2, 750), line(8, "Ghee", 1, 2000)]),
        catalogue,
      ),
    ).toEqual([
      { productId: 2, quantity: 750 },
      { productId: 1, quantity: 5000 },
      { productId: 99, quantity: 1000 },
      { productId: 8, quantity: 2000 },
    ]);
    expect(cart[0]).toEqual({ productId: 2, quantity: 0 }); // the given cart is untouched
  });

  it("brings a product whose unit changed at the new unit's default quantity", () => {
    const changed = order([line(1, "Soap", 2, 750), line(2, "Onion", 5, 20000, 10), line(3, "Wheat", 1, 4000)]);
    expect(addAllToCart([], changed, catalogue)).toEqual([
      { productId: 1, quantity: 1000 },
      { productId: 2, quantity: 250 },
      { productId: 3, quantity: 10000, weightStep: 10 },
    ]);
  });
});

describe("toLastOrderLines", () => {
  it("keeps the cart's lines above zero with their name and unit", () => {
    const cart: Cart = [
      { productId: 2, quantity: 750 },
      { productId: 1, quantity: 0 }, // saved for later
      { productId: 77, quantity: 1000 }, // no longer in the catalogue
      { productId: 3, quantity: 20000, weightStep: 10 },
    ];
    expect(toLastOrderLines(cart, catalogue)).toEqual([line(2, "Onion", 2, 750), line(3, "Wheat", 5, 20000, 10)]);
  });

  it("skips a product with an unknown unit", () => {
    expect(toLastOrderLines([{ productId: 1, quantity: 1000 }], new Map([[1, { name: "Odd", unitId: 9 }]]))).toEqual(
      [],
    );
  });
});

describe("parseLastOrder", () => {
  const valid = {
    yaadiId: 42,
    yaadiUrl: "ab12cd",
    whatsAppLink: "https://wa.me/919800000000?text=Yaadi",
    lines: [line(1, "Soap", 1, 3000)],
  };

  it("reads back what was stored", () => {
    const stored = order(toLastOrderLines(addAllToCart([], lastOrder, catalogue), catalogue));
    expect(parseLastOrder(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it("returns null for anything that is not a last order", () => {
    for (const bad of [null, undefined, 42, "order", [], {}, true]) expect(parseLastOrder(bad)).toBeNull();
  });

  it("returns null when a field has the wrong type", () => {
    const broken = [
      { yaadiId: "42" },
      { yaadiId: 4.2 },
      { yaadiId: null },
      { yaadiUrl: 12 },
      { yaadiUrl: undefined },
      { whatsAppLink: null },
      { lines: "[]" },
      { lines: { 0: valid.lines[0] } },
    ];
    for (const patch of broken) expect(parseLastOrder({ ...valid, ...patch })).toBeNull();
    expect(parseLastOrder(valid)).toEqual(valid);
  });

  it("returns null unless the WhatsApp link starts with https://wa.me/", () => {
    for (const link of [
      "http://wa.me/9198",
      "https://evil.example/?https://wa.me/",
      "javascript:alert(1)//https://wa.me/",
      " https://wa.me/9198",
      "",
    ]) {
      expect(parseLastOrder({ ...valid, whatsAppLink: link })).toBeNull();
    }
  });

  it("returns null when no line is valid", () => {
    expect(parseLastOrder({ ...valid, lines: [] })).toBeNull();
    expect(parseLastOrder({ ...valid, lines: [{ productId: 1, quantity: 1000 }, null] })).toBeNull();
  });

  it("keeps only the valid lines, in order, without extra fields", () => {
    const lines = [
      { productId: 1, quantity: 3000, name: "Soap", unitId: 1, pricePaise: 1 },
      { productId: 2, quantity: 750, unitId: 2 }, // no name
      { productId: 3, quantity: 1000, name: "Dal", unitId: 9 }, // unknown unit
      { productId: 4, quantity: 20000, name: "Wheat", unitId: 5 }, // unit 5 without a weight step
      { productId: 5, quantity: 20000, weightStep: 7, name: "Maida", unitId: 5 }, // not an offered step
      { productId: 6, quantity: -1000, name: "Sugar", unitId: 4 },
      { productId: 7, quantity: UNITS[1].maxMilli + 1000, name: "Salt", unitId: 1 }, // above the unit's maximum
      { productId: 0, quantity: 1000, name: "Zero", unitId: 1 },
      { productId: "8", quantity: 1000, name: "Tea", unitId: 1 },
      "Rice",
      { productId: 9, quantity: 30000, weightStep: 10, name: "Bajra", unitId: 5 },
      { productId: 1, quantity: 9000, name: "Soap again", unitId: 1 }, // repeated product: the first line wins
      { productId: 10, quantity: UNITS[3].maxMilli, name: "Cement", unitId: 3 },
    ];
    expect(parseLastOrder({ ...valid, lines })?.lines).toEqual([
      line(1, "Soap", 1, 3000),
      line(9, "Bajra", 5, 30000, 10),
      line(10, "Cement", 3, UNITS[3].maxMilli),
    ]);
  });

  it("takes a kept line's name and unit from the same entry as its quantity", () => {
    // The first entry for product 4 is malformed; the second one is the valid line of product 4.
    const lines = [
      { productId: 4, quantity: -1, name: "Stale", unitId: 1 },
      { productId: 4, quantity: 2000, name: "Rice", unitId: 3 },
    ];
    expect(parseLastOrder({ ...valid, lines })?.lines).toEqual([line(4, "Rice", 3, 2000)]);
  });
});
