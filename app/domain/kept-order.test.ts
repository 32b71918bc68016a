import { describe, expect, it } from "vitest";
import { parseKeptOrder } from "./kept-order";

const order = {
  idempotencyKey: "0123456789abcdef0123456789abcdef",
  customer: { name: "Asha Deshmukh", whatsApp: "9876543210", address: "12, MG Road, Pune" },
  lines: [{ productId: 7, quantity: 2000, pricePaise: 1500 }],
  netPaise: 5000,
};

describe("parseKeptOrder", () => {
  it("reads back a kept order", () => {
    expect(parseKeptOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
  });

  it("drops what is not one: nothing, no lines, a bad key, a bad number", () => {
    expect(parseKeptOrder(null)).toBeNull();
    expect(parseKeptOrder("order")).toBeNull();
    expect(parseKeptOrder({ ...order, lines: [] })).toBeNull();
    expect(parseKeptOrder({ ...order, idempotencyKey: "short" })).toBeNull();
    expect(parseKeptOrder({ ...order, netPaise: -1 })).toBeNull();
    expect(parseKeptOrder({ ...order, lines: [{ productId: 7, quantity: 1.5, pricePaise: 1500 }] })).toBeNull();
    expect(parseKeptOrder({ ...order, customer: { name: "Asha" } })).toBeNull();
  });

  it("keeps the language of its message, and only one we write", () => {
    expect(parseKeptOrder({ ...order, locale: "mr" })).toEqual({ ...order, locale: "mr" });
    expect(parseKeptOrder({ ...order, locale: "xx" })).toEqual(order);
  });

  it("keeps only the fields of an order", () => {
    const extra = { ...order, admin: true, lines: [{ ...order.lines[0], note: "x" }] };
    expect(parseKeptOrder(extra)).toEqual(order);
  });
});
