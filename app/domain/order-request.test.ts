import { describe, expect, it } from "vitest";
import { REQUEST_UNREADABLE } from "./order";
import { MAX_ORDER_LINES, orderRequestSchema, requestRefusal } from "./order-request";
import { PLANS } from "./plans";

const valid = {
  idempotencyKey: "order-key_0123456789",
  customer: { name: "Asha Deshpande", whatsApp: "9876543210", address: "12, Shivaji Nagar, Pune" },
  lines: [{ productId: 1, quantity: 1000, pricePaise: 3800 }],
  netPaise: 3800,
};

/** The first issue's message, or null when the request is valid. */
function firstMessage(body: unknown): string | null {
  const result = orderRequestSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]!.message;
}

describe("orderRequestSchema", () => {
  it("accepts a well-formed request and trims the customer's details", () => {
    const parsed = orderRequestSchema.parse({
      ...valid,
      customer: { name: "  Asha Deshpande ", whatsApp: " 9876543210", address: "12, Shivaji Nagar, Pune  " },
    });
    expect(parsed.customer).toEqual(valid.customer);
    expect(parsed.lines).toEqual(valid.lines);
  });

  it("takes the language of the WhatsApp message, one we write or none, and refuses any other", () => {
    expect(orderRequestSchema.parse({ ...valid, locale: "mr" }).locale).toBe("mr");
    expect(orderRequestSchema.parse(valid).locale).toBeUndefined();
    expect(firstMessage({ ...valid, locale: "xx" })).toBe(REQUEST_UNREADABLE);
    expect(firstMessage({ ...valid, locale: 1 })).toBe(REQUEST_UNREADABLE);
  });

  it("accepts an empty list (the server answers with the empty-list message)", () => {
    expect(firstMessage({ ...valid, lines: [] })).toBeNull();
  });

  it("keeps the prices the customer saw and drops fields it does not know (names, other totals)", () => {
    const parsed = orderRequestSchema.parse({
      ...valid,
      totalAmount: 1,
      lines: [{ productId: 1, quantity: 1000, pricePaise: 3800, name: "Forged", lineTotalPaise: 1 }],
    });
    expect(parsed).not.toHaveProperty("totalAmount");
    expect(parsed.lines[0]).toEqual({ productId: 1, quantity: 1000, pricePaise: 3800 });
    expect(parsed.netPaise).toBe(3800);
  });

  it("refuses a request without what the customer saw (a page from before this rule)", () => {
    expect(firstMessage({ ...valid, lines: [{ productId: 1, quantity: 1000 }] })).toBe(REQUEST_UNREADABLE);
    expect(firstMessage({ ...valid, netPaise: undefined })).toBe(REQUEST_UNREADABLE);
  });

  // Each case changes one field of a valid customer: the message names that field's rule.
  it.each<[string, Record<string, string | undefined>, string]>([
    ["a 5-character name", { name: "Ashok" }, "Min 6 characters required"],
    ["a 31-character name", { name: "A".repeat(31) }, "Maximum 30 characters allowed"],
    ["a 9-digit number", { whatsApp: "987654321" }, "Min 10 digits required"],
    ["an 11-digit number", { whatsApp: "98765432100" }, "Maximum 10 digits allowed"],
    ["a number with symbols", { whatsApp: "+919876543" }, "Enter only digits"],
    ["a short address", { address: "Pune 4110" }, "Min 10 characters required"],
    ["a missing address", { address: undefined }, "Address is required"],
  ])("rejects %s", (_label, change, message) => {
    expect(firstMessage({ ...valid, customer: { ...valid.customer, ...change } })).toBe(message);
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
    // biome-ignore lint/correctness/noPrecisionLoss: a number past 2^53 is the input under test
    ["a number", 12345678901234567],
  ])("rejects an idempotency key %s", (_label, idempotencyKey) => {
    expect(orderRequestSchema.safeParse({ ...valid, idempotencyKey }).success).toBe(false);
  });

  it("accepts idempotency keys of 16 and 64 characters from [A-Za-z0-9_-]", () => {
    expect(firstMessage({ ...valid, idempotencyKey: "A-z_0".padEnd(16, "9") })).toBeNull();
    expect(firstMessage({ ...valid, idempotencyKey: "k".repeat(64) })).toBeNull();
  });

  it.each([
    ["a fractional quantity", [{ productId: 1, quantity: 250.5, pricePaise: 1 }]],
    ["a quantity in kg as a decimal", [{ productId: 1, quantity: 0.25, pricePaise: 1 }]],
    ["a zero quantity", [{ productId: 1, quantity: 0, pricePaise: 1 }]],
    ["a negative quantity", [{ productId: 1, quantity: -1000, pricePaise: 1 }]],
    ["a quantity as text", [{ productId: 1, quantity: "1000", pricePaise: 1 }]],
    ["a quantity beyond exact integers", [{ productId: 1, quantity: 2 ** 60, pricePaise: 1 }]],
    ["a fractional product id", [{ productId: 1.5, quantity: 1000, pricePaise: 1 }]],
    ["a zero product id", [{ productId: 0, quantity: 1000, pricePaise: 1 }]],
    ["a negative price", [{ productId: 1, quantity: 1000, pricePaise: -1 }]],
    ["a missing quantity", [{ productId: 1, pricePaise: 1 }]],
    ["lines that are not a list", { productId: 1, quantity: 1000, pricePaise: 1 }],
  ])("refuses %s with a sentence, never zod's own text", (_label, lines) => {
    expect(firstMessage({ ...valid, lines })).toBe(REQUEST_UNREADABLE);
  });

  it("takes as many lines as the largest plan has products, and says so beyond", () => {
    expect(MAX_ORDER_LINES).toBe(Math.max(...PLANS.map((p) => p.productsLimit)));
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ productId: i + 1, quantity: 1000, pricePaise: 100 }));
    expect(firstMessage({ ...valid, lines: lines(MAX_ORDER_LINES) })).toBeNull();
    expect(firstMessage({ ...valid, lines: lines(MAX_ORDER_LINES + 1) })).toBe(
      "An order can hold at most 1000 products.",
    );
  });
});

describe("requestRefusal", () => {
  const refusalOf = (body: unknown) => {
    const result = orderRequestSchema.safeParse(body);
    if (result.success) throw new Error("expected a refusal");
    return requestRefusal(result.error);
  };
  it("answers incomplete customer details with their code, anything else as 'invalid' with what was wrong", () => {
    const unreadable = { code: "invalid", problem: { kind: "unreadable" } };
    expect(refusalOf({ ...valid, customer: { ...valid.customer, name: "Asha" } })).toEqual({ code: "enterDetails" });
    expect(refusalOf({ ...valid, idempotencyKey: "short" })).toEqual(unreadable);
    expect(refusalOf(null)).toEqual(unreadable);
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({
      productId: i + 1,
      quantity: 1,
      pricePaise: 1,
    }));
    expect(refusalOf({ ...valid, lines })).toEqual({
      code: "invalid",
      problem: { kind: "tooManyLines", limit: MAX_ORDER_LINES },
    });
  });
});
