import { describe, expect, it } from "vitest";
import { checkPlanChoice, PLAN_OPTIONS, storePlanText, storeSettingsSchema } from "./store-settings";

describe("store settings (spec 2 §9, DECISIONS.md plans)", () => {
  it("shows each plan with its own limit and price", () => {
    expect(storePlanText(0)).toBe("plan-150 (max 150 products, Rs. 399/mnth)");
    expect(storePlanText(2)).toBe("plan-1000 (max 1000 products, Rs. 599/mnth)");
    expect(PLAN_OPTIONS.map((o) => o.value)).toEqual(["0", "1", "2"]);
  });

  it("refuses a plan below the shop's current product count, allows one that fits exactly", () => {
    expect(checkPlanChoice(0, 150)).toBeNull();
    expect(checkPlanChoice(1, 151)).toBeNull();
    expect(checkPlanChoice(0, 151)).toBe(
      "The store has currently 151 products. It can accomodate maximum 150. Delete some products before choosing plan-150.",
    );
    expect(checkPlanChoice(1, 600)).toContain("It can accomodate maximum 500.");
  });

  it("parses the form and refuses unknown choices", () => {
    expect(storeSettingsSchema.parse({ colorScheme: "purple", languageChoice: "0", plan: "2" })).toEqual({
      colorScheme: "purple",
      languageChoice: 0,
      plan: 2,
    });
    expect(storeSettingsSchema.safeParse({ colorScheme: "red", languageChoice: "1", plan: "0" }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ colorScheme: "green", languageChoice: "2", plan: "0" }).success).toBe(false);
    expect(storeSettingsSchema.safeParse({ colorScheme: "green", languageChoice: "1", plan: "3" }).success).toBe(false);
  });
});
