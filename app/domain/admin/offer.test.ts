import { describe, expect, it } from "vitest";
import { checkOffer, discountText, emptyOffer, PERCENT_TOO_HIGH } from "./offer";
import { offerSchema } from "./offer-schema";

const good = {
  name: "Diwali",
  description: "10% off above Rs. 500",
  criteria: "amount",
  discountIn: "percent",
  discountValue: "10",
  status: "1",
};

describe("special offer rules (spec 2 §5)", () => {
  it("accepts a complete offer", () => {
    expect(checkOffer(good)).toEqual({});
  });

  it("gives the spec's messages for name 4–30 and description 10–200", () => {
    expect(checkOffer({ ...good, name: "abc" }).name).toBe("Min 4 characters required");
    expect(checkOffer({ ...good, name: "x".repeat(31) }).name).toBe("Maximum 30 characters allowed");
    expect(checkOffer({ ...good, description: "short" }).description).toBe("Min 10 characters required");
    expect(checkOffer({ ...good, description: "x".repeat(201) }).description).toBe("Maximum 200 characters allowed");
    expect(checkOffer({ ...good, name: " " }).name).toBe("Offer name is required");
  });

  it("needs a criteria, a known discount kind and status, and digits for the value", () => {
    const empty = checkOffer(emptyOffer());
    expect(empty.criteria).toBe("Criteria is required");
    expect(empty.discountValue).toBe("Discount value is required");
    expect(checkOffer({ ...good, criteria: "free" }).criteria).toBe("Criteria is required");
    expect(checkOffer({ ...good, discountIn: "dollars" }).discountIn).toBe("Discount in is required");
    expect(checkOffer({ ...good, status: "2" }).status).toBe("Status is required");
    expect(checkOffer({ ...good, discountValue: "1O" }).discountValue).toBe("Enter only digits");
    expect(checkOffer({ ...good, discountValue: "123456", discountIn: "rupees" }).discountValue).toBe(
      "Maximum 5 digits allowed",
    );
  });

  it("caps a percent discount at 100 but not a rupee one", () => {
    expect(checkOffer({ ...good, discountValue: "101" }).discountValue).toBe(PERCENT_TOO_HIGH);
    expect(checkOffer({ ...good, discountValue: "100" })).toEqual({});
    expect(checkOffer({ ...good, discountIn: "rupees", discountValue: "500" })).toEqual({});
  });

  it("re-checks on the server and types the values", () => {
    expect(offerSchema.parse({ ...good, name: " Diwali " })).toEqual({
      ...good,
      name: "Diwali",
      discountValue: 10,
      status: 1,
    });
    const bad = offerSchema.safeParse({ ...good, status: "x", name: "ab" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Min 4 characters required"],
      ["status", "Status is required"],
    ]);
  });

  it("shows a discount as percent or rupees", () => {
    expect(discountText("percent", 10)).toBe("10%");
    expect(discountText("rupees", 50)).toBe("Rs. 50");
  });
});
