import { describe, expect, it } from "vitest";
import { formatRupees, rupees } from "./money";
import { isPremium, isTurbo, planById, planText } from "./plans";

describe("plans", () => {
  it("follows DECISIONS.md: 150/500/1000 products at Rs. 399/499/599", () => {
    expect(planText(0)).toBe("Plan-150 (Rs. 399/pm - max. 150 products)");
    expect(planById(1)).toMatchObject({ productsLimit: 500, rupeesPerMonth: 499 });
    expect(planById(2)).toMatchObject({ productsLimit: 1000, rupeesPerMonth: 599 });
    expect(planById(9).plan).toBe(0);
  });

  it("treats version 2 and up as premium and 3 as Turbo", () => {
    expect([1, 2, 3].map(isPremium)).toEqual([false, true, true]);
    expect([1, 2, 3].map(isTurbo)).toEqual([false, false, true]);
  });
});

describe("money", () => {
  it("formats paise as rupees", () => {
    expect(rupees(12345)).toBe("123.45");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(-250)).toBe("-2.50");
    expect(formatRupees(4000)).toBe("Rs. 40");
    expect(formatRupees(1850)).toBe("Rs. 18.50");
  });
});
