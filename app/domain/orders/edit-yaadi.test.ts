import { describe, expect, it } from "vitest";
import { EDIT_MESSAGES, planEdit } from "./edit-yaadi";
import { editRequestSchema } from "./edit-yaadi-request";

const settings = {
  minimumCriteria: "none",
  minimumAmountPaise: 0,
  minimumItemCount: 0,
  deliveryChargesPaise: 2000,
  deliveryChargesBelowPaise: 50_000,
} as const;
const lines = [
  { id: 1, productId: 10, name: "Sugar", unitId: 1, quantityMilli: 2000, pricePaise: 4500 },
  { id: 2, productId: 11, name: "Tomato", unitId: 2, quantityMilli: 750, pricePaise: 4000 },
];
const rice = { id: 12, name: "Rice", nameRegional: "", information: "", unitId: 3, mrpPaise: 7000, pricePaise: 6000 };
const catalogue = new Map([
  [12, rice],
  [10, { ...rice, id: 10, name: "Sugar", unitId: 1, pricePaise: 5000 }],
]);
/** An edit of the two-line yaadi above, against the catalogue and settings above. */
const planOnYaadi = (requests: Parameters<typeof planEdit>[1]) => planEdit(lines, requests, catalogue, settings);

describe("planEdit", () => {
  it("keeps lines at their ordered price, removes zeroes, adds products at today's price, and totals again", () => {
    const result = planOnYaadi([
      { lineId: 1, quantity: 3000 },
      { lineId: 2, quantity: 0 },
      { productId: 12, quantity: 2000 },
    ]);
    expect(result).toEqual({
      ok: true,
      plan: {
        keep: [{ lineId: 1, quantityMilli: 3000, lineTotalPaise: 13_500 }],
        remove: [2],
        add: [{ product: rice, quantityMilli: 2000, lineTotalPaise: 12_000 }],
        totals: { totalPaise: 25_500, deliveryChargesPaise: 2000, promoDiscountPaise: 0, netPaise: 27_500 },
      },
    });
  });

  it("refuses an empty yaadi, a quantity off its unit's steps, and a product twice", () => {
    expect(
      planOnYaadi([
        { lineId: 1, quantity: 0 },
        { lineId: 2, quantity: 0 },
      ]),
    ).toEqual({ ok: false, error: EDIT_MESSAGES.empty });
    expect(
      planOnYaadi([
        { lineId: 1, quantity: 2000 },
        { lineId: 2, quantity: 300 },
      ]),
    ).toMatchObject({ ok: false, error: expect.stringContaining("Tomato") });
    expect(
      planOnYaadi([
        { lineId: 1, quantity: 2000 },
        { lineId: 2, quantity: 750 },
        { productId: 10, quantity: 1000 },
      ]),
    ).toEqual({ ok: false, error: EDIT_MESSAGES.twice("Sugar") });
  });

  it("refuses lines of another yaadi, lines left out, and products not in the catalogue", () => {
    expect(
      planOnYaadi([
        { lineId: 1, quantity: 1000 },
        { lineId: 99, quantity: 1000 },
      ]),
    ).toEqual({ ok: false, error: EDIT_MESSAGES.changed });
    expect(planOnYaadi([{ lineId: 1, quantity: 1000 }])).toEqual({
      ok: false,
      error: EDIT_MESSAGES.changed,
    });
    expect(
      planOnYaadi([
        { lineId: 1, quantity: 1000 },
        { lineId: 2, quantity: 750 },
        { productId: 77, quantity: 1000 },
      ]),
    ).toEqual({ ok: false, error: EDIT_MESSAGES.unknownProduct });
  });

  it("reads only well-formed requests", () => {
    expect(
      editRequestSchema.safeParse([
        { lineId: 1, quantity: 1000 },
        { productId: 2, quantity: 250 },
      ]).success,
    ).toBe(true);
    for (const bad of [
      [{ lineId: 1, quantity: -1 }],
      [{ lineId: 1, productId: 2, quantity: 1 }],
      [{ productId: 2, quantity: 0 }],
      [{ lineId: "1", quantity: 1 }],
      {},
    ]) {
      expect(editRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
