import { describe, expect, it } from "vitest";
import {
  editFinalPrice,
  editMrp,
  initialPriceRow,
  isPriceChanged,
  priceMessages,
  pricesToStore,
  rupeesInput,
  setSamePrice,
} from "./price-edit";

describe("price row", () => {
  it("shows paise as rupees and ticks 'same' only for equal prices", () => {
    expect(rupeesInput(4000)).toBe("40");
    expect(rupeesInput(1250)).toBe("12.50");
    expect(initialPriceRow(5000, 4500)).toEqual({ mrp: "50", finalPrice: "45", same: false });
    expect(initialPriceRow(5000, 5000)).toEqual({ mrp: "50", finalPrice: "50", same: true });
  });

  it("keeps the final price following mrp while 'keep both prices same' is ticked", () => {
    const same = initialPriceRow(5000, 5000);
    expect(editMrp(same, "60")).toEqual({ mrp: "60", finalPrice: "60", same: true });
    // The final price is not editable then.
    expect(editFinalPrice(same, "10")).toBe(same);
    const apart = setSamePrice(same, false);
    expect(editFinalPrice(editMrp(apart, "70"), "65")).toEqual({ mrp: "70", finalPrice: "65", same: false });
  });

  it("copies mrp into the final price when 'same' is ticked", () => {
    expect(setSamePrice({ mrp: "80", finalPrice: "72", same: false }, true)).toEqual({
      mrp: "80",
      finalPrice: "80",
      same: true,
    });
  });

  it("marks the row changed only when a price differs from the saved one", () => {
    const saved = initialPriceRow(5000, 4500);
    expect(isPriceChanged(saved, saved)).toBe(false);
    expect(isPriceChanged(saved, editMrp(saved, "51"))).toBe(true);
    expect(isPriceChanged(saved, editMrp(editMrp(saved, "51"), "50"))).toBe(false);
    // Ticking 'same' changes the final price, so the row is changed.
    expect(isPriceChanged(saved, setSamePrice(saved, true))).toBe(true);
  });

  it("gives the spec's live messages", () => {
    expect(priceMessages({ mrp: "", finalPrice: "4", same: false })).toEqual({ mrp: "MRP is required" });
    expect(priceMessages({ mrp: "4a", finalPrice: "4", same: false })).toEqual({ mrp: "Enter only digits" });
    expect(priceMessages({ mrp: "40", finalPrice: "12.50", same: false })).toEqual({ finalPrice: "Enter only digits" });
    expect(priceMessages({ mrp: "40", finalPrice: " ", same: false })).toEqual({
      finalPrice: "Final price is required",
    });
    expect(priceMessages({ mrp: "1".repeat(31), finalPrice: "1", same: false })).toEqual({
      mrp: "Maximum 30 digits allowed",
    });
    expect(priceMessages({ mrp: "1234567890", finalPrice: "1", same: false })).toEqual({
      mrp: "Maximum 9 digits allowed",
    });
    expect(priceMessages({ mrp: "40", finalPrice: "35", same: false })).toEqual({});
    // With 'same' ticked only mrp is checked (the final price is a copy).
    expect(priceMessages({ mrp: "40", finalPrice: "x", same: true })).toEqual({});
  });

  it("stores paise, the final price equal to mrp when 'same' is ticked", () => {
    expect(pricesToStore({ mrp: "40", finalPrice: "35", same: false })).toEqual({ mrpPaise: 4000, pricePaise: 3500 });
    expect(pricesToStore({ mrp: " 40 ", finalPrice: "1", same: true })).toEqual({ mrpPaise: 4000, pricePaise: 4000 });
    expect(pricesToStore({ mrp: "999999999", finalPrice: "1", same: false }).mrpPaise).toBe(99999999900);
  });
});
