import { describe, expect, it } from "vitest";
import { checkShopForm, emptyShopForm, isCalendarDay, type ShopFormValues, shopColumns } from "./shop-form";

const filled = (overrides: Partial<ShopFormValues> = {}): ShopFormValues => ({
  ...emptyShopForm(),
  name: "Sai Kirana",
  shopUrl: "saikirana",
  title: "Sai Kirana, Pune",
  owner: "Sai Deshmukh",
  address: "12, MG Road, Camp",
  city: "Pune",
  pinCode: "411001",
  whatsApp: "9876543210",
  mobile: "9876543211",
  shopTypeId: "1",
  ...overrides,
});

describe("the owner's shop form (spec 3 §5 'Shop (owner)')", () => {
  it("accepts a complete shop and gives the spec's messages", () => {
    expect(checkShopForm(filled())).toEqual({});
    expect(checkShopForm(filled({ name: "Sai" })).name).toBe("Min 4 characters required");
    expect(checkShopForm(filled({ shopUrl: "sai kirana" })).shopUrl).toBe("space is not allowed");
    expect(checkShopForm(filled({ pinCode: "4110" })).pinCode).toBe("Min 6 digits required");
    expect(checkShopForm(filled({ landLine: "020123456789" })).landLine).toBe("Maximum 11 digits allowed");
    expect(checkShopForm(filled({ paymentMessage: "x".repeat(61) })).paymentMessage).toBe(
      "Maximum 60 characters allowed",
    );
    expect(checkShopForm(filled({ paymentDueDate: "2026-02-30" })).paymentDueDate).toBe("Enter the due date as a date");
    expect(checkShopForm(filled({ shopTypeId: "" })).shopTypeId).toBe("Shop type is required");
  });

  it("lets an update leave empty what a wizard shop has not filled yet, but not break a rule once filled", () => {
    const wizardShop = filled({ owner: "", address: "", city: "", pinCode: "", whatsApp: "", mobile: "" });
    expect(Object.keys(checkShopForm(wizardShop, "add"))).toEqual(
      expect.arrayContaining(["owner", "address", "mobile"]),
    );
    expect(checkShopForm(wizardShop, "update")).toEqual({});
    expect(checkShopForm(filled({ mobile: "98765" }), "update").mobile).toBe("Min 10 digits required");
  });

  it("lets an update keep a value the shop saved through its own settings, though this form's rules are stricter", () => {
    const saved = filled({ aboutUs: "Fresh vegetables daily." }); // 23 characters: Home Page Settings accept 10 and up
    expect(checkShopForm(saved, "update", saved)).toEqual({});
    expect(checkShopForm({ ...saved, aboutUs: "Fresh fruit." }, "update", saved).aboutUs).toBe(
      "Min 50 characters required",
    );
    expect(checkShopForm(saved, "add").aboutUs).toBe("Min 50 characters required");
  });

  it("stores what was checked: flags as 0/1, an empty due date as none", () => {
    const columns = shopColumns(filled({ dealerFacility: "1", paymentDueDate: "", email: " Sai@Example.IN " }));
    expect(columns).toMatchObject({
      dealerFacility: 1,
      homePageFacility: 0,
      paymentDueDate: null,
      email: "sai@example.in",
      productsLimit: 50,
    });
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
  });
});
