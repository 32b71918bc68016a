import { describe, expect, it } from "vitest";
import { english } from "../../tests/fixtures/store-texts";
import {
  changeMessages,
  isPlacedOrder,
  type OrderRefusal,
  parseRefusal,
  prunedMessages,
  refusalAnswer,
  refusalMessage,
  viewAfterRefusal,
} from "./order-outcome";

const totals = { totalPaise: 10_000, deliveryChargesPaise: 2_000, promoDiscountPaise: 0, netPaise: 12_000 };
const every: OrderRefusal[] = [
  { code: "notActivated" },
  { code: "enterDetails" },
  { code: "empty" },
  { code: "minimumAmount", minimumPaise: 10_000 },
  { code: "minimumCount", minimumCount: 3 },
  { code: "invalid", problem: { kind: "quantity", name: "Onion", unitId: 2, fault: "offStep" } },
  {
    code: "changed",
    changes: [
      { productId: 1, change: "price", pricePaise: 4000 },
      { productId: 2, change: "outOfStock" },
      { productId: 3, change: "unavailable" },
    ],
    totals,
  },
  { code: "rateLimited", scope: "client" },
  { code: "rateLimited", scope: "shop" },
  { code: "failed" },
  { code: "paused" },
  { code: "restoring" },
  { code: "moving" },
  { code: "invalid", problem: { kind: "quantity", name: "Soap", unitId: 1, fault: "over" } },
  { code: "invalid", problem: { kind: "unreadable" } },
  { code: "invalid", problem: { kind: "tooManyLines", limit: 1000 } },
];

describe("refusals: codes, statuses and the specs' texts", () => {
  it("maps each code to its text (spec 1 §5, §8 verbatim where the spec has one)", () => {
    expect(every.map((r) => refusalMessage(r, "Yaadi", english))).toEqual([
      "This store is not activated yet. Login to admin-panel for activation.",
      "Enter your details first.",
      " Yaadi is empty, cannot place order.",
      "Minimum shopping amount should be 100",
      "Minimum 3 items should be purchased",
      "Onion is sold in steps of 250 gms.",
      "Some items have changed since you opened this store. Check your Yaadi below and send it again.",
      "Too many requests from this phone. Please wait a few minutes and try again.",
      "This shop is very busy just now. Please try again in a few minutes.",
      "Something went wrong...Try again after some time",
      "This store is not taking orders at the moment. Please contact the shop.",
      "This store is being restored from a backup and takes no orders just now. Please try again in a few minutes.",
      "This store is being updated and takes no orders for a minute. Please try again shortly.",
      "You can order at most 10000 of Soap.",
      "This order could not be read. Refresh this page and try again.",
      "An order can hold at most 1000 products.",
    ]);
    expect(refusalMessage({ code: "empty" }, "Cart", english)).toBe(" Cart is empty, cannot place order.");
  });

  it("answers with the HTTP status of the code, the code's details and the text", () => {
    expect(every.map((r) => refusalAnswer(r, "Yaadi", english).status)).toEqual([
      400, 400, 400, 400, 400, 400, 409, 429, 429, 503, 400, 503, 503, 400, 400, 400,
    ]);
    expect(refusalAnswer({ code: "minimumCount", minimumCount: 3 }, "Yaadi", english).body).toEqual({
      code: "minimumCount",
      minimumCount: 3,
      error: "Minimum 3 items should be purchased",
    });
  });

  it("reads back every answer it gives; anything else is 'failed'", () => {
    for (const refusal of every)
      expect(parseRefusal(JSON.parse(JSON.stringify(refusalAnswer(refusal, "Yaadi", english).body)))).toEqual(refusal);
    for (const body of [
      null,
      "Bad gateway",
      { error: "Minimum 3 items should be purchased" },
      { code: "minimumAmount" },
      { code: "changed", changes: [{ productId: 1, change: "price" }], totals },
      { code: "invalid", message: "An old server's sentence" },
      { code: "invalid", problem: { kind: "quantity", name: "Onion", unitId: 9, fault: "over" } },
      { code: "invalid", problem: { kind: "tooManyLines" } },
    ]) {
      expect(parseRefusal(body)).toEqual({ code: "failed" });
    }
  });

  it("sends the customer where the spec says: the form after a failure, the final list after a change, else the cart", () => {
    expect(every.map(viewAfterRefusal)).toEqual([
      "CART",
      "CUSTOMERFORM",
      "CART",
      "CART",
      "CART",
      "CART",
      "FINALYAADI",
      "FINALYAADI",
      "FINALYAADI",
      "CUSTOMERFORM",
      "CART",
      "CART",
      "CART",
      "CART",
      "CART",
      "CART",
    ]);
  });

  it("recognises a placed order", () => {
    expect(
      isPlacedOrder({ yaadiId: 7, yaadiUrl: "x_y", itemCount: 1, netPaise: 1, whatsAppLink: "https://wa.me/91" }),
    ).toBe(true);
    expect(isPlacedOrder({ error: "x" })).toBe(false);
  });
});

describe("what the customer is told about a changed list", () => {
  const sent = [
    { productId: 1, name: "Onion", unitId: 3, pricePaise: 3800 },
    { productId: 2, name: "Spinach", unitId: 1, pricePaise: 2000 },
    { productId: 3, name: "Dill Leaves", unitId: 1, pricePaise: 1000 },
    { productId: 4, name: "Coriander", unitId: 1, pricePaise: 1500 },
  ];
  const changed = every[6] as Extract<OrderRefusal, { code: "changed" }>;

  it("gives one sentence per changed line, in the list's order", () => {
    expect(changeMessages(sent, changed, 2_000, "Yaadi", english)).toEqual([
      "Onion: the price is now Rs. 40/kg (was Rs. 38/kg).",
      "Spinach is out of stock and was removed from your Yaadi.",
      "Dill Leaves is no longer available and was removed from your Yaadi.",
    ]);
  });

  it("adds the delivery charge when it is not the one shown, and the net amount when nothing else explains it", () => {
    expect(changeMessages(sent, { ...changed, changes: [] }, 0, "Cart", english)).toEqual([
      "Delivery Charges are now Rs. 20.",
    ]);
    expect(
      changeMessages(
        sent,
        { ...changed, changes: [], totals: { ...totals, deliveryChargesPaise: 0 } },
        2_000,
        "Cart",
        english,
      ),
    ).toEqual(["There are no Delivery Charges now."]);
    expect(changeMessages(sent, { ...changed, changes: [] }, 2_000, "Cart", english)).toEqual([
      "The net payable amount is now Rs. 120.",
    ]);
  });

  it("names what a restored cart lost, and counts what has no name left on the page", () => {
    const names = new Map([[2, { name: "Spinach" }]]);
    const outOfStock = { productId: 2, change: "outOfStock" as const };
    const gone = (productId: number) => ({ productId, change: "unavailable" as const });
    expect(prunedMessages([outOfStock], names, "Yaadi", english)).toEqual([
      "Spinach is out of stock and was removed from your Yaadi.",
    ]);
    expect(prunedMessages([gone(5)], names, "Yaadi", english)).toEqual([
      "An item that is no longer available was removed from your Yaadi.",
    ]);
    expect(prunedMessages([outOfStock, gone(5), gone(6)], names, "Cart", english)).toEqual([
      "Spinach is out of stock and was removed from your Cart.",
      "2 items that are no longer available were removed from your Cart.",
    ]);
  });
});
