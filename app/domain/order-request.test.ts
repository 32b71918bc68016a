import { describe, expect, it } from "vitest";
import { isValidOrderQuantity, MAX_ORDER_QUANTITY_MILLI, orderRequestSchema } from "./order-request";

describe("isValidOrderQuantity (quantities in thousandths)", () => {
  it("unit 1 (pieces) takes whole pieces only", () => {
    expect(isValidOrderQuantity(1, 1000)).toBe(true);
    expect(isValidOrderQuantity(1, 3000)).toBe(true);
    expect(isValidOrderQuantity(1, 1500)).toBe(false);
    expect(isValidOrderQuantity(1, 500)).toBe(false);
  });

  it("unit 2 takes multiples of 250 g", () => {
    for (const q of [250, 500, 750, 1000, 1250]) expect(isValidOrderQuantity(2, q)).toBe(true);
    for (const q of [100, 300, 1100]) expect(isValidOrderQuantity(2, q)).toBe(false);
  });

  it("unit 3 takes whole kilograms", () => {
    expect(isValidOrderQuantity(3, 2000)).toBe(true);
    expect(isValidOrderQuantity(3, 250)).toBe(false);
    expect(isValidOrderQuantity(3, 1500)).toBe(false);
  });

  it("unit 4 takes multiples of 500 g", () => {
    expect(isValidOrderQuantity(4, 500)).toBe(true);
    expect(isValidOrderQuantity(4, 1500)).toBe(true);
    expect(isValidOrderQuantity(4, 250)).toBe(false);
  });

  it("unit 5 takes whole kilograms (any weight step adds whole kg)", () => {
    expect(isValidOrderQuantity(5, 1000)).toBe(true);
    expect(isValidOrderQuantity(5, 10_000)).toBe(true);
    expect(isValidOrderQuantity(5, 10_500)).toBe(false);
  });

  it("refuses zero, negatives, fractions, too much and unknown units", () => {
    expect(isValidOrderQuantity(1, 0)).toBe(false);
    expect(isValidOrderQuantity(1, -1000)).toBe(false);
    expect(isValidOrderQuantity(2, 250.5)).toBe(false);
    expect(isValidOrderQuantity(1, Number.NaN)).toBe(false);
    expect(isValidOrderQuantity(1, MAX_ORDER_QUANTITY_MILLI)).toBe(true);
    expect(isValidOrderQuantity(1, MAX_ORDER_QUANTITY_MILLI + 1000)).toBe(false);
    expect(isValidOrderQuantity(0, 1000)).toBe(false);
    expect(isValidOrderQuantity(6, 1000)).toBe(false);
  });
});

const valid = {
  idempotencyKey: "order-key_0123456789",
  customer: { name: "Asha Deshpande", whatsApp: "9876543210", address: "12, Shivaji Nagar, Pune" },
  lines: [{ productId: 1, quantity: 1000 }],
};

/** The first issue's message, or null when the request is valid. */
function firstMessage(body: unknown): string | null {
  const result = orderRequestSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]!.message;
}

describe("orderRequestSchema", () => {
  it("accepts a well-formed request and trims the customer's details", () => {
    const parsed = orderRequestSchema.parse({ ...valid, customer: { name: "  Asha Deshpande ", whatsApp: " 9876543210", address: "12, Shivaji Nagar, Pune  " } });
    expect(parsed.customer).toEqual(valid.customer);
    expect(parsed.lines).toEqual(valid.lines);
  });

  it("accepts an empty list (the server answers with the empty-list message)", () => {
    expect(firstMessage({ ...valid, lines: [] })).toBeNull();
  });

  it("drops fields it does not know, such as prices and totals", () => {
    const parsed = orderRequestSchema.parse({ ...valid, totalAmount: 1, netAmount: 1, lines: [{ productId: 1, quantity: 1000, price: 1 }] });
    expect(parsed).not.toHaveProperty("totalAmount");
    expect(parsed).not.toHaveProperty("netAmount");
    expect(parsed.lines[0]).toEqual({ productId: 1, quantity: 1000 });
  });

  it.each([
    ["a 5-character name", { name: "Ashok", whatsApp: "9876543210", address: "12, Shivaji Nagar" }, "Min 6 characters required"],
    ["a 31-character name", { name: "A".repeat(31), whatsApp: "9876543210", address: "12, Shivaji Nagar" }, "Maximum 30 characters allowed"],
    ["a 9-digit number", { name: "Asha Deshpande", whatsApp: "987654321", address: "12, Shivaji Nagar" }, "Min 10 digits required"],
    ["an 11-digit number", { name: "Asha Deshpande", whatsApp: "98765432100", address: "12, Shivaji Nagar" }, "Maximum 10 digits allowed"],
    ["a number with symbols", { name: "Asha Deshpande", whatsApp: "+919876543", address: "12, Shivaji Nagar" }, "Enter only digits"],
    ["a short address", { name: "Asha Deshpande", whatsApp: "9876543210", address: "Pune 4110" }, "Min 10 characters required"],
    ["a missing address", { name: "Asha Deshpande", whatsApp: "9876543210" }, "Address is required"],
  ])("rejects %s", (_label, customer, message) => {
    expect(firstMessage({ ...valid, customer })).toBe(message);
  });

  it("rejects a missing or non-object customer", () => {
    expect(firstMessage({ ...valid, customer: undefined })).toBe("Enter your details first.");
    expect(firstMessage({ ...valid, customer: "Asha" })).toBe("Enter your details first.");
  });

  it.each([
    ["missing", undefined],
    ["15 characters", "a".repeat(15)],
    ["65 characters", "a".repeat(65)],
    ["with a space", "order key 0123456789"],
    ["with a dot", "order.key.0123456789"],
    ["a number", 12345678901234567],
  ])("rejects an idempotency key %s", (_label, idempotencyKey) => {
    expect(orderRequestSchema.safeParse({ ...valid, idempotencyKey }).success).toBe(false);
  });

  it("accepts idempotency keys of 16 and 64 characters from [A-Za-z0-9_-]", () => {
    expect(firstMessage({ ...valid, idempotencyKey: "A-z_0".padEnd(16, "9") })).toBeNull();
    expect(firstMessage({ ...valid, idempotencyKey: "k".repeat(64) })).toBeNull();
  });

  it.each([
    ["a fractional quantity", [{ productId: 1, quantity: 250.5 }]],
    ["a quantity in kg as a decimal", [{ productId: 1, quantity: 0.25 }]],
    ["a zero quantity", [{ productId: 1, quantity: 0 }]],
    ["a negative quantity", [{ productId: 1, quantity: -1000 }]],
    ["a quantity as text", [{ productId: 1, quantity: "1000" }]],
    ["a quantity above the ceiling", [{ productId: 1, quantity: MAX_ORDER_QUANTITY_MILLI + 1 }]],
    ["a fractional product id", [{ productId: 1.5, quantity: 1000 }]],
    ["a zero product id", [{ productId: 0, quantity: 1000 }]],
    ["a missing quantity", [{ productId: 1 }]],
    ["lines that are not a list", { productId: 1, quantity: 1000 }],
    ["more than 1000 lines", Array.from({ length: 1001 }, (_, i) => ({ productId: i + 1, quantity: 1000 }))],
  ])("rejects %s", (_label, lines) => {
    expect(orderRequestSchema.safeParse({ ...valid, lines }).success).toBe(false);
  });
});
