import { describe, expect, it } from "vitest";
import { PLANS, planFigures, planText } from "#app/domain/plans";
import { figuresOf } from "../book";
import en from "./en";
import mr from "./mr";

const plans = PLANS.map((p) => planFigures(p.plan));

describe("the admin home's FAQ", () => {
  it("names the plans in English exactly as Your Account does", () => {
    const { home } = en(figuresOf({ locale: "en", digits: "latn" }));
    expect(home.payment.plans(plans)).toBe(
      `The first month is free. Then: ${PLANS.map((p) => planText(p.plan)).join(", ")}.`,
    );
  });

  it("names them in Marathi with the same figures, grouped the Indian way", () => {
    const { home } = mr(figuresOf({ locale: "mr", digits: "latn" }));
    const text = home.payment.plans(plans);
    for (const figure of ["₹399", "₹599", "1,000 उत्पादने"]) expect(text).toContain(figure);
  });
});
