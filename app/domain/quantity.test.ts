import { describe, expect, it } from "vitest";
import {
  decrease,
  defaultQuantity,
  discountPercent,
  formatQuantity,
  increase,
  isValidQuantity,
  lineTotalPaise,
  maximumQuantity,
  minimumQuantity,
  quantityProblem,
  quantityStep,
  UNIT5_DEFAULT_STEP_KG,
  UNIT5_WEIGHT_STEPS_KG,
} from "./quantity";
import { UNITS, type UnitId } from "./units";

describe("spec 1 §4 Quantities table (milli: 1 piece / 1 kg = 1000)", () => {
  it.each([
    [1, 1000],
    [2, 250],
    [3, 1000],
    [4, 500],
    [5, 10000],
  ] as [UnitId, number][])("unit %i: default, step and cart minimum are %i", (unitId, milli) => {
    expect(defaultQuantity(unitId)).toBe(milli);
    expect(quantityStep(unitId)).toBe(milli);
    expect(minimumQuantity(unitId)).toBe(milli);
  });

  it("unit 5 uses the chosen weight step of 1, 10, 100 or 1000 kg; Add defaults to 10 kg", () => {
    expect(UNIT5_WEIGHT_STEPS_KG).toEqual([1, 10, 100, 1000]);
    expect(UNIT5_DEFAULT_STEP_KG).toBe(10);
    expect(UNIT5_WEIGHT_STEPS_KG.map((kg) => quantityStep(5, kg))).toEqual([1000, 10000, 100000, 1000000]);
    expect(UNIT5_WEIGHT_STEPS_KG.map((kg) => defaultQuantity(5, kg))).toEqual([1000, 10000, 100000, 1000000]);
    expect(UNIT5_WEIGHT_STEPS_KG.map((kg) => minimumQuantity(5, kg))).toEqual([1000, 10000, 100000, 1000000]);
  });

  it("ignores an unknown unit-5 step (falls back to 10 kg) and the step of other units", () => {
    expect(quantityStep(5, 7)).toBe(10000);
    expect(quantityStep(2, 100)).toBe(250);
  });
});

describe("increase / decrease", () => {
  it("walks unit 2 by 250 g", () => {
    const walk = [250];
    for (let i = 0; i < 4; i++) walk.push(increase(walk.at(-1)!, 2));
    expect(walk).toEqual([250, 500, 750, 1000, 1250]);
    expect(walk.map((q) => formatQuantity(q, 2))).toEqual(["250 gms", "500 gms", "750 gms", "1 kg", "1.25 kgs"]);
  });

  it("steps unit 5 by the chosen step", () => {
    expect(increase(10000, 5, 100)).toBe(110000);
    expect(decrease(110000, 5, 1000)).toBe(0);
    expect(increase(0, 5)).toBe(10000);
    expect(decrease(3000, 5, 1)).toBe(2000);
  });

  it("never goes below 0 nor above the unit's maximum", () => {
    expect(decrease(250, 2)).toBe(0);
    expect(decrease(0, 1)).toBe(0);
    expect(decrease(500, 3)).toBe(0);
    expect(increase(maximumQuantity(5), 5, 1000)).toBe(maximumQuantity(5));
    expect(increase(maximumQuantity(5) - 1000, 5, 1000)).toBe(maximumQuantity(5)); // the last step is cut short
    expect(increase(maximumQuantity(1), 1)).toBe(maximumQuantity(1));
  });
});

describe("formatQuantity (DECISIONS.md)", () => {
  it("shows unit 1 as a plain count", () => {
    expect(formatQuantity(1000, 1)).toBe("1");
    expect(formatQuantity(3000, 1)).toBe("3");
    expect(formatQuantity(0, 1)).toBe("0");
  });

  it("shows units 2, 4 and 5 below 1 kg in gms, else kg: singular only for exactly 1 kg", () => {
    expect(formatQuantity(250, 2)).toBe("250 gms");
    expect(formatQuantity(500, 4)).toBe("500 gms");
    expect(formatQuantity(999, 5)).toBe("999 gms");
    expect(formatQuantity(0, 2)).toBe("0 gms");
    expect(formatQuantity(1000, 4)).toBe("1 kg");
    expect(formatQuantity(1500, 4)).toBe("1.5 kgs");
    expect(formatQuantity(10000, 5)).toBe("10 kgs");
    expect(formatQuantity(1000000, 5)).toBe("1000 kgs");
  });

  it("shows unit 3 in kg/kgs", () => {
    expect(formatQuantity(1000, 3)).toBe("1 kg");
    expect(formatQuantity(2000, 3)).toBe("2 kgs");
  });

  it("has no float artefacts", () => {
    expect(formatQuantity(1250, 2)).toBe("1.25 kgs");
    expect(formatQuantity(1100, 2)).toBe("1.1 kgs");
    expect(formatQuantity(2750, 2)).toBe("2.75 kgs");
    expect(formatQuantity(1005, 5)).toBe("1.005 kgs");
  });
});

describe("lineTotalPaise: price × quantity / 1000, rounded half-up once", () => {
  it("prices pieces and per-kg weights", () => {
    expect(lineTotalPaise(1250, 3000)).toBe(3750); // 3 pieces of Rs. 12.50
    expect(lineTotalPaise(4000, 250)).toBe(1000); // 250 g at Rs. 40/kg
    expect(lineTotalPaise(3333, 750)).toBe(2500); // 2499.75 → 2500
    expect(lineTotalPaise(3333, 250)).toBe(833); // 833.25 → 833
    expect(lineTotalPaise(2, 250)).toBe(1); // 0.5 → 1 (half-up)
    expect(lineTotalPaise(1, 250)).toBe(0); // 0.25 → 0
    expect(lineTotalPaise(5000, 0)).toBe(0);
  });

  it("stays exact for huge values", () => {
    expect(lineTotalPaise(9_000_000_000, 1_000_000_000)).toBe(9_000_000_000_000_000);
    expect(lineTotalPaise(123_456_789, 987_654_321)).toBe(121_932_631_112_635);
  });
});

describe("discountPercent", () => {
  it("rounds (mrp − price) / mrp × 100", () => {
    expect(discountPercent(10000, 9000)).toBe(10);
    expect(discountPercent(3000, 2000)).toBe(33); // 33.33
    expect(discountPercent(3000, 1000)).toBe(67); // 66.67
    expect(discountPercent(200, 199)).toBe(1); // 0.5 → 1
  });

  it("is 0 without an mrp or a saving", () => {
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(-5, -10)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 150)).toBe(0);
  });
});

describe("the units table: one step and one maximum per unit, for the cart and the order alike", () => {
  it("holds each unit's step (the grain an order may hold) and its maximum", () => {
    const table = Object.entries(UNITS).map(([id, u]) => [Number(id), u.stepMilli, u.maxMilli]);
    expect(table).toEqual([
      [1, 1000, 10_000_000], // whole pieces, up to 10,000
      [2, 250, 10_000_000], // 250 g, up to 10,000 kg
      [3, 1000, 10_000_000],
      [4, 500, 10_000_000],
      [5, 1000, 100_000_000], // bulk weight: whole kg, up to 100 tonnes
    ]);
  });

  it("isValidQuantity: whole steps of the unit, above 0, at most the maximum", () => {
    expect([1000, 3000].map((q) => isValidQuantity(1, q))).toEqual([true, true]);
    expect([500, 1500, 0, -1000, 2.5, Number.NaN].map((q) => isValidQuantity(1, q))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([250, 750, 1250].map((q) => isValidQuantity(2, q))).toEqual([true, true, true]);
    expect([100, 300].map((q) => isValidQuantity(2, q))).toEqual([false, false]);
    expect([
      isValidQuantity(3, 2000),
      isValidQuantity(3, 1500),
      isValidQuantity(4, 1500),
      isValidQuantity(4, 250),
    ]).toEqual([true, false, true, false]);
    expect([isValidQuantity(5, 11_000_000), isValidQuantity(5, 10_500)]).toEqual([true, false]); // 11,000 kg; 10.5 kg
    expect([isValidQuantity(5, UNITS[5].maxMilli), isValidQuantity(5, UNITS[5].maxMilli + 1000)]).toEqual([
      true,
      false,
    ]);
    expect([isValidQuantity(0, 1000), isValidQuantity(6, 1000)]).toEqual([false, false]);
  });

  it("quantityProblem answers with a sentence naming the product", () => {
    expect(quantityProblem("Onion (bulk)", 5, 11_000_000)).toBeNull();
    expect(quantityProblem("Onion (bulk)", 5, 100_001_000)).toBe("You can order at most 100000 kgs of Onion (bulk).");
    expect(quantityProblem("Soap", 1, 10_001_000)).toBe("You can order at most 10000 of Soap.");
    expect(quantityProblem("Tomato", 4, 750)).toBe("Tomato is sold in steps of 500 gms.");
    expect(quantityProblem("Rice", 3, 1500)).toBe("Rice is sold in steps of 1 kg.");
    expect(quantityProblem("Soap", 1, 1500)).toBe("Soap is sold in whole numbers.");
    expect(quantityProblem("Soap", 1, 0)).toBe("Soap is sold in whole numbers.");
  });
});
