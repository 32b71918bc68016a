import { describe, expect, it } from "vitest";
import { english } from "../../tests/fixtures/store-texts";
import { none, veggie } from "../../tests/unit/order-settings-samples";
import { sampleProduct } from "../../tests/unit/product-samples";
import type { Cart } from "./cart";
import type { OrderSettings } from "./order";
import {
  checkOrder,
  orderRequestBody,
  type PricedProduct,
  placeOrderStop,
  priceCart,
  pricedTotals,
} from "./place-order";

const product = (id: number, name: string, unitId: number, pricePaise: number): PricedProduct =>
  sampleProduct(id, name, { unitId, pricePaise });
const soap = product(1, "Soap", 1, 1250);
const onion = product(2, "Onion", 2, 3333);
const rice = product(3, "Rice", 3, 6000);
const catalogue = new Map([soap, onion, rice].map((p) => [p.id, p]));

describe("priceCart (the final list, the cart's totals and the order post)", () => {
  it("prices lines above zero whose product is known, each rounded once", () => {
    const cart: Cart = [
      { productId: 1, quantity: 3000 }, // 3 × 1250 = 3750
      { productId: 2, quantity: 750 }, // 0.75 kg × 3333 = 2499.75 → 2500
      { productId: 3, quantity: 0 }, // saved for later
      { productId: 9, quantity: 1000 }, // not in the catalogue
    ];
    const lines = priceCart(cart, catalogue);
    expect(lines.map((l) => [l.product.id, l.quantity, l.lineTotalPaise])).toEqual([
      [1, 3000, 3750],
      [2, 750, 2500],
    ]);
    expect(lines[0]!.line).toBe(cart[0]);
    expect(pricedTotals(lines, veggie)).toEqual({
      totalPaise: 6250,
      deliveryChargesPaise: 2000,
      promoDiscountPaise: 0,
      netPaise: 8250,
    });
    expect(priceCart([], catalogue)).toEqual([]);
  });

  it("builds the order body from what is on screen: ids, quantities, the prices seen and the net payable", () => {
    const lines = priceCart([{ productId: 2, quantity: 750 }], catalogue);
    const customer = { name: "Asha Deshpande", whatsApp: "9876543210", address: "12, Shivaji Nagar, Pune" };
    expect(orderRequestBody("k".repeat(16), customer, lines, pricedTotals(lines, veggie), "mr")).toEqual({
      idempotencyKey: "k".repeat(16),
      customer,
      lines: [{ productId: 2, quantity: 750, pricePaise: 3333 }],
      netPaise: 4500,
      locale: "mr",
    });
  });
});

describe("placeOrderStop (spec 1 §5 'Place order')", () => {
  const base = {
    billing: false,
    guest: false,
    itemCount: 2,
    totalPaise: 20_000,
    settings: veggie,
    listWord: "Yaadi" as const,
    t: english,
  };
  it("lets a regular customer's list that meets the minimum go on", () => {
    expect(placeOrderStop(base)).toBeNull();
  });

  it("stops an empty list, a guest, and a list below the minimum, with the spec's texts", () => {
    expect(placeOrderStop({ ...base, itemCount: 0 })).toEqual({
      show: "message",
      text: " Yaadi is empty, cannot place order.",
    });
    expect(placeOrderStop({ ...base, itemCount: 0, listWord: "Cart" })).toEqual({
      show: "message",
      text: " Cart is empty, cannot place order.",
    });
    expect(placeOrderStop({ ...base, guest: true })).toEqual({
      show: "alert",
      text: "Guest is not allowed to place order. Refresh this page",
    });
    expect(placeOrderStop({ ...base, totalPaise: 9_999 })).toEqual({
      show: "message",
      text: "Minimum shopping amount should be 100",
    });
    const count: OrderSettings = { ...none, minimumCriteria: "count", minimumItemCount: 3 };
    expect(placeOrderStop({ ...base, settings: count })).toEqual({
      show: "message",
      text: "Minimum 3 items should be purchased",
    });
  });

  it("in billing mode only stops an empty bill: no guest rule, no minimum", () => {
    expect(placeOrderStop({ ...base, billing: true, guest: true, totalPaise: 1 })).toBeNull();
    expect(placeOrderStop({ ...base, billing: true, itemCount: 0 })).toEqual({
      show: "message",
      text: " Bill contains nothing",
    });
  });
});

describe("checkOrder (the server's pricing of a posted order)", () => {
  const seen = (lines: [number, number, number][], netPaise: number) => ({
    lines: lines.map(([productId, quantity, pricePaise]) => ({ productId, quantity, pricePaise })),
    netPaise,
  });

  it("accepts the figures the customer saw and prices every line from the catalogue", () => {
    const result = checkOrder(
      seen(
        [
          [1, 3000, 1250],
          [2, 750, 3333],
        ],
        8250,
      ),
      catalogue,
      { ...veggie, minimumAmountPaise: 5_000 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    expect(result.lines.map((l) => [l.product, l.quantity, l.lineTotalPaise])).toEqual([
      [soap, 3000, 3750],
      [onion, 750, 2500],
    ]);
    expect(result.totals).toEqual({
      totalPaise: 6250,
      deliveryChargesPaise: 2000,
      promoDiscountPaise: 0,
      netPaise: 8250,
    });
  });

  it("keeps the first line of a repeated product", () => {
    const result = checkOrder(
      seen(
        [
          [3, 2000, 6000],
          [3, 9000, 6000],
        ],
        12_000 + 2_000,
      ),
      catalogue,
      veggie,
    );
    expect(result.ok && result.lines.map((l) => l.quantity)).toEqual([2000]);
  });

  it("refuses as 'changed' with one entry per line: a new price, out of stock, hidden, unknown", () => {
    const shop = new Map(catalogue);
    shop.set(1, { ...soap, pricePaise: 1300 });
    shop.set(2, { ...onion, inStock: 0 });
    shop.set(3, { ...rice, rating: 1 });
    const result = checkOrder(
      seen(
        [
          [1, 2000, 1250],
          [2, 750, 3333],
          [3, 1000, 6000],
          [99, 1000, 500],
        ],
        99_999,
      ),
      shop,
      none,
    );
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: "changed",
        changes: [
          { productId: 1, change: "price", pricePaise: 1300 },
          { productId: 2, change: "outOfStock" },
          { productId: 3, change: "unavailable" },
          { productId: 99, change: "unavailable" },
        ],
        // What is left, at today's prices: the list the customer will be shown again.
        totals: { totalPaise: 2600, deliveryChargesPaise: 0, promoDiscountPaise: 0, netPaise: 2600 },
      },
    });
  });

  it("refuses as 'changed' when only the net payable differs (the delivery charge changed)", () => {
    const result = checkOrder(seen([[3, 2000, 6000]], 12_000), catalogue, veggie); // Rs. 20 delivery now applies
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: "changed",
        changes: [],
        totals: { totalPaise: 12_000, deliveryChargesPaise: 2_000, promoDiscountPaise: 0, netPaise: 14_000 },
      },
    });
  });

  it("refuses a quantity the product's unit does not allow, saying which product and why", () => {
    expect(checkOrder(seen([[2, 300, 3333]], 1), catalogue, none)).toEqual({
      ok: false,
      refusal: { code: "invalid", problem: { kind: "quantity", name: "Onion", unitId: 2, fault: "offStep" } },
    });
    expect(checkOrder(seen([[1, 10_001_000, 1250]], 1), catalogue, none)).toEqual({
      ok: false,
      refusal: { code: "invalid", problem: { kind: "quantity", name: "Soap", unitId: 1, fault: "over" } },
    });
  });

  it("refuses an empty list, and a list below the minimum once its figures match", () => {
    expect(checkOrder(seen([], 0), catalogue, veggie)).toEqual({ ok: false, refusal: { code: "empty" } });
    expect(checkOrder(seen([[1, 1000, 1250]], 3250), catalogue, veggie)).toEqual({
      ok: false,
      refusal: { code: "minimumAmount", minimumPaise: 10_000 },
    });
  });
});
