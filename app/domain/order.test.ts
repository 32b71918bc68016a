import { describe, expect, it } from "vitest";
import { english } from "../../tests/fixtures/store-texts";
import { none, veggie } from "../../tests/unit/order-settings-samples";
import { deliveryChargePaise, emptyListMessage, ORDER_MESSAGES, type OrderSettings, orderTotals } from "./order";
import { minimumRefusal, refusalMessage } from "./order-outcome";

/** The minimum rule's text, or null (the rule lives in order-outcome.ts as a refusal code). */
const minimumCriteriaMessage = (count: number, total: number, settings: OrderSettings) => {
  const refusal = minimumRefusal(count, total, settings);
  return refusal && refusalMessage(refusal, "Yaadi", english);
};

// Settings shaped like the demo grocery store (scripts/seed/demo-stores.ts), in paise.
const grocery: OrderSettings = {
  minimumCriteria: "count",
  minimumAmountPaise: 0,
  minimumItemCount: 3,
  deliveryChargesPaise: 3_000,
  deliveryChargesBelowPaise: 50_000,
};

describe("deliveryChargePaise (spec 1 §9)", () => {
  it("charges when the total is below 'deliveryChargesBelow'", () => {
    expect(deliveryChargePaise(29_999, veggie)).toBe(2_000);
    expect(deliveryChargePaise(0, veggie)).toBe(2_000);
  });

  it("does not charge when the total equals or exceeds 'deliveryChargesBelow'", () => {
    expect(deliveryChargePaise(30_000, veggie)).toBe(0);
    expect(deliveryChargePaise(30_001, veggie)).toBe(0);
  });

  it("never charges when the delivery charge is 0", () => {
    expect(deliveryChargePaise(100, { ...veggie, deliveryChargesPaise: 0 })).toBe(0);
    expect(deliveryChargePaise(100, none)).toBe(0);
  });
});

describe("orderTotals", () => {
  it("sums the lines and adds the delivery charge to the net (promo discount is always 0)", () => {
    expect(orderTotals([1_500, 3_800, 2_000], veggie)).toEqual({
      totalPaise: 7_300,
      deliveryChargesPaise: 2_000,
      promoDiscountPaise: 0,
      netPaise: 9_300,
    });
  });

  it("has net = total when the total reaches the free-delivery amount", () => {
    expect(orderTotals([20_000, 10_000], veggie)).toEqual({
      totalPaise: 30_000,
      deliveryChargesPaise: 0,
      promoDiscountPaise: 0,
      netPaise: 30_000,
    });
  });

  it("uses the grocery settings' own charge and threshold", () => {
    expect(orderTotals([49_999], grocery)).toMatchObject({ deliveryChargesPaise: 3_000, netPaise: 52_999 });
    expect(orderTotals([50_000], grocery)).toMatchObject({ deliveryChargesPaise: 0, netPaise: 50_000 });
  });

  it("gives zeros for no lines without a delivery charge setting", () => {
    expect(orderTotals([], none)).toEqual({
      totalPaise: 0,
      deliveryChargesPaise: 0,
      promoDiscountPaise: 0,
      netPaise: 0,
    });
  });
});

describe("minimumCriteriaMessage (spec 1 §5)", () => {
  it("refuses an amount below the minimum with the exact text, in rupees", () => {
    expect(minimumCriteriaMessage(5, 9_999, veggie)).toBe("Minimum shopping amount should be 100");
  });

  it("accepts an amount equal to or above the minimum", () => {
    expect(minimumCriteriaMessage(1, 10_000, veggie)).toBeNull();
    expect(minimumCriteriaMessage(1, 50_000, veggie)).toBeNull();
  });

  it("refuses fewer lines than the minimum count with the exact text", () => {
    expect(minimumCriteriaMessage(2, 1_000_000, grocery)).toBe("Minimum 3 items should be purchased");
  });

  it("accepts the minimum count or more, whatever the amount", () => {
    expect(minimumCriteriaMessage(3, 100, grocery)).toBeNull();
    expect(minimumCriteriaMessage(10, 100, grocery)).toBeNull();
  });

  it("has no minimum when the criteria is none", () => {
    expect(minimumCriteriaMessage(0, 0, none)).toBeNull();
    expect(minimumCriteriaMessage(1, 1, { ...none, minimumAmountPaise: 10_000, minimumItemCount: 3 })).toBeNull();
  });
});

describe("emptyListMessage", () => {
  it("keeps the spec's leading space and the shop type's list word", () => {
    expect(emptyListMessage("Yaadi")).toBe(" Yaadi is empty, cannot place order.");
    expect(emptyListMessage("Cart")).toBe(" Cart is empty, cannot place order.");
  });

  it("matches the verbatim catalogue of order texts", () => {
    expect(ORDER_MESSAGES.enterDetails).toBe("Enter your details first.");
    expect(ORDER_MESSAGES.failed).toBe("Something went wrong...Try again after some time");
  });
});
