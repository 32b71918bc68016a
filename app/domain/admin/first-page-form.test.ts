import { describe, expect, it } from "vitest";
import {
  type FirstPageValues,
  firstPageMessages,
  firstPageSchema,
  fromFirstPageRow,
  toFirstPageRow,
} from "./first-page-form";

const values: FirstPageValues = {
  firstPageMessage: "Free delivery above Rs. 500",
  minimumCriteria: "amount",
  minimumAmount: "150",
  deliveryCharges: "20",
  deliveryChargesBelow: "500",
};

describe("first page form (spec 2 §5)", () => {
  it("maps rupees to paise for an amount minimum", () => {
    expect(toFirstPageRow(values)).toEqual({
      firstPageMessage: "Free delivery above Rs. 500",
      minimumCriteria: "amount",
      minimumAmountPaise: 15_000,
      minimumItemCount: 0,
      deliveryChargesPaise: 2_000,
      deliveryChargesBelowPaise: 50_000,
    });
  });

  it("maps the same field to a line count for an item-count minimum, and to nothing for none", () => {
    expect(toFirstPageRow({ ...values, minimumCriteria: "count", minimumAmount: "3" })).toMatchObject({
      minimumAmountPaise: 0,
      minimumItemCount: 3,
    });
    expect(toFirstPageRow({ ...values, minimumCriteria: "none", minimumAmount: "99" })).toMatchObject({
      minimumAmountPaise: 0,
      minimumItemCount: 0,
    });
  });

  it("round-trips a stored row to the form", () => {
    expect(fromFirstPageRow(toFirstPageRow(values))).toEqual(values);
    expect(
      fromFirstPageRow(toFirstPageRow({ ...values, minimumCriteria: "count", minimumAmount: "4" })).minimumAmount,
    ).toBe("4");
    expect(fromFirstPageRow(toFirstPageRow({ ...values, minimumCriteria: "none" })).minimumAmount).toBe("");
  });

  it("gives the spec's live messages; the minimum is only asked with a criteria", () => {
    expect(firstPageMessages(values)).toEqual({});
    expect(firstPageMessages({ ...values, firstPageMessage: "x".repeat(101) }).firstPageMessage).toBe(
      "Maximum 100 characters allowed",
    );
    expect(firstPageMessages({ ...values, minimumAmount: "" }).minimumAmount).toBe("Minimum amount is required");
    expect(firstPageMessages({ ...values, minimumAmount: "1.5" }).minimumAmount).toBe("Enter only digits");
    expect(firstPageMessages({ ...values, minimumCriteria: "none", minimumAmount: "" })).toEqual({});
    expect(firstPageMessages({ ...values, deliveryCharges: "-5" }).deliveryCharges).toBe("Enter only digits");
    expect(firstPageMessages({ ...values, firstPageMessage: "" })).toEqual({});
  });

  it("the server schema refuses the same mistakes", () => {
    expect(firstPageSchema.safeParse(values).success).toBe(true);
    expect(firstPageSchema.safeParse({ ...values, minimumAmount: "abc" }).error?.issues[0]?.message).toBe(
      "Enter only digits",
    );
    expect(firstPageSchema.safeParse({ ...values, minimumCriteria: "weight" }).success).toBe(false);
    expect(firstPageSchema.safeParse({ ...values, minimumCriteria: "none", minimumAmount: "abc" }).success).toBe(true);
  });
});
