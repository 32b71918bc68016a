import { describe, expect, it } from "vitest";
import {
  checkShopTax,
  initialShopTax,
  SHOP_TAX_MESSAGES,
  type ShopTaxFormValues,
  shopTaxToStore,
} from "./shop-tax-form";
import { shopTaxSchema } from "./shop-tax-schema";

const regular: ShopTaxFormValues = {
  kind: "regular",
  gstin: "27AAPFU0939F1ZV",
  stateCode: "27",
  legalName: "Sai Traders Private Limited",
  turnoverBand: "upto5cr",
};

describe("the Tax (GST) form", () => {
  it("takes a GSTIN typed in small letters with spaces, and stores it as issued", () => {
    const typed = { ...regular, gstin: " 27aapfu 0939 f1zv ", legalName: "  Sai   Traders  " };
    expect(checkShopTax(typed)).toEqual({});
    expect(shopTaxSchema.parse(typed)).toEqual({
      kind: "regular",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      legalName: "Sai Traders",
      turnoverBand: "upto5cr",
    });
  });

  it.each([
    ["27AAPFU0939F1ZA", SHOP_TAX_MESSAGES.gstinCheck], // a wrong check character
    ["27AAPFU0939F1Z", SHOP_TAX_MESSAGES.gstinShape], // 14 characters
    ["99AAPFU0939F1ZV", SHOP_TAX_MESSAGES.gstinState], // no state 99
    ["29AAGCB7383J1Z4", SHOP_TAX_MESSAGES.gstinOtherState], // Karnataka's, for a shop in Maharashtra
    ["", "GSTIN is required"],
  ])("refuses the GSTIN %s: %s", (gstin, message) => {
    expect(checkShopTax({ ...regular, gstin }).gstin).toBe(message);
    const parsed = shopTaxSchema.safeParse({ ...regular, gstin });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("asks a registered shop for its state, legal name and turnover; a composition shop too", () => {
    expect(checkShopTax({ ...regular, kind: "composition", stateCode: "", legalName: " ", turnoverBand: "x" })).toEqual(
      {
        stateCode: "State is required",
        legalName: "Legal name is required",
        turnoverBand: "Turnover is required",
      },
    );
  });

  it("needs nothing else when not registered, and keeps no GSTIN or legal name for it", () => {
    const none = { kind: "none", gstin: "junk", stateCode: "27", legalName: "", turnoverBand: "" };
    expect(checkShopTax(none)).toEqual({});
    expect(shopTaxToStore(none)).toEqual({
      kind: "none",
      gstin: "",
      stateCode: "27",
      legalName: "",
      turnoverBand: "upto5cr",
    });
    expect(checkShopTax({ ...none, stateCode: "99" })).toEqual({ stateCode: "State is required" });
  });

  it("refuses a kind that is not one of the three", () => {
    expect(checkShopTax({ ...regular, kind: "gst" })).toEqual({ kind: "GST registration is required" });
    expect(shopTaxSchema.safeParse({}).success).toBe(false);
  });

  it("starts from the stored row, else from the state the shop's address names", () => {
    expect(initialShopTax(null, "Maharashtra")).toMatchObject({ kind: "none", stateCode: "27", gstin: "" });
    expect(initialShopTax(null, "Atlantis").stateCode).toBe("");
    expect(initialShopTax({ ...regular }, "Karnataka")).toEqual(regular);
  });
});
