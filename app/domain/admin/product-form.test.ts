import { describe, expect, it } from "vitest";
import {
  asksUnitInformation,
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  MAX_PRICE_RUPEES,
  type ProductFormValues,
  paiseToRupeesInput,
  priceLabel,
  priceTooHighMessage,
  rupeesToPaise,
  toFormValues,
} from "./product-form";

const valid: ProductFormValues = { ...EMPTY_PRODUCT_FORM, name: "Toor Dal", mrp: "140", finalPrice: "130" };

describe("product form (spec 2 §5)", () => {
  it("starts in stock, rated 5, unit Number, nothing chosen", () => {
    expect(EMPTY_PRODUCT_FORM).toMatchObject({ inStock: "1", rating: "5", unitId: "1", categoryId: "", brandId: "" });
  });

  it("accepts a complete form", () => {
    expect(checkProductForm(valid, { regional: true })).toEqual({});
  });

  it("asks for a name of 1-80 characters", () => {
    expect(checkProductForm({ ...valid, name: "   " }, { regional: false }).name).toBe("Product name is required");
    expect(checkProductForm({ ...valid, name: "x".repeat(81) }, { regional: false }).name).toBe(
      "Maximum 80 characters allowed",
    );
    expect(checkProductForm({ ...valid, name: "x".repeat(80) }, { regional: false }).name).toBeUndefined();
  });

  it("takes prices as digits only, 1-30 digits, under the paise ceiling", () => {
    expect(checkProductForm({ ...valid, mrp: "" }, { regional: false }).mrp).toBe("MRP is required");
    expect(checkProductForm({ ...valid, mrp: "12.5" }, { regional: false }).mrp).toBe("Enter only digits");
    expect(checkProductForm({ ...valid, finalPrice: "-3" }, { regional: false }).finalPrice).toBe("Enter only digits");
    expect(checkProductForm({ ...valid, finalPrice: "1".repeat(31) }, { regional: false }).finalPrice).toBe(
      "Maximum 30 digits allowed",
    );
    expect(checkProductForm({ ...valid, mrp: String(MAX_PRICE_RUPEES + 1) }, { regional: false }).mrp).toBe(
      priceTooHighMessage,
    );
    expect(checkProductForm({ ...valid, mrp: String(MAX_PRICE_RUPEES) }, { regional: false }).mrp).toBeUndefined();
  });

  it("checks the regional name (optional, at most 40) only when the shop shows regional names", () => {
    const long = { ...valid, nameRegional: "न".repeat(41) };
    expect(checkProductForm(long, { regional: true }).nameRegional).toBe("Maximum 40 characters allowed");
    expect(checkProductForm(long, { regional: false }).nameRegional).toBeUndefined();
    expect(checkProductForm({ ...valid, nameRegional: "" }, { regional: true }).nameRegional).toBeUndefined();
  });

  it("checks Unit Information only for unit Number", () => {
    const long = { ...valid, information: "x".repeat(41) };
    expect(checkProductForm(long, { regional: false }).information).toBe("Maximum 40 characters allowed");
    expect(checkProductForm({ ...long, unitId: "3" }, { regional: false }).information).toBeUndefined();
    expect(asksUnitInformation("1")).toBe(true);
    expect([2, 3, 4, 5].some(asksUnitInformation)).toBe(false);
  });

  it("allows search words up to 40 characters", () => {
    expect(checkProductForm({ ...valid, searchWords: "x".repeat(41) }, { regional: false }).searchWords).toBe(
      "Maximum 40 characters allowed",
    );
  });

  it("refuses a unit, rating or stock value outside the lists", () => {
    const m = checkProductForm({ ...valid, unitId: "6", rating: "11", inStock: "2" }, { regional: false });
    expect(m).toMatchObject({
      unitId: "Unit is required",
      rating: "Rating is required",
      inStock: "In stock is required",
    });
  });

  it("labels prices per kg for the weight units", () => {
    expect(priceLabel("MRP", "1")).toBe("MRP in Rs.");
    for (const unit of ["2", "3", "4", "5"]) expect(priceLabel("Final price", unit)).toBe("Final price in Rs. per kg");
  });
});

describe("rupees and paise", () => {
  it("stores the typed rupees as integer paise", () => {
    expect(rupeesToPaise("40")).toBe(4000);
    expect(rupeesToPaise(" 007 ")).toBe(700);
    expect(rupeesToPaise("0")).toBe(0);
    expect(rupeesToPaise(String(MAX_PRICE_RUPEES))).toBe(9_999_999_900);
  });

  it("shows stored paise as rupees, keeping odd paise visible", () => {
    expect(paiseToRupeesInput(4000)).toBe("40");
    expect(paiseToRupeesInput(4050)).toBe("40.50");
  });

  it("fills the edit form from a stored product", () => {
    const values = toFormValues({
      name: "Rice",
      nameRegional: "तांदूळ",
      information: "",
      mrpPaise: 6000,
      pricePaise: 5500,
      unitId: 3,
      categoryId: null,
      brandId: 7,
      rating: 8,
      inStock: 0,
      searchWords: "chawal",
    });
    // No tax row yet: no HSN, exempt.
    expect(values).toEqual({
      name: "Rice",
      nameRegional: "तांदूळ",
      information: "",
      mrp: "60",
      finalPrice: "55",
      unitId: "3",
      categoryId: "",
      brandId: "7",
      rating: "8",
      inStock: "0",
      searchWords: "chawal",
      hsn: "",
      gstRate: "0",
    });
  });
});
