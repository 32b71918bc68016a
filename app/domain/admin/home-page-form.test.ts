import { describe, expect, it } from "vitest";
import { cutAtMax, type HomePageValues, homePageMessages, homePageRules, homePageSchema } from "./home-page-form";

const valid: HomePageValues = {
  name: "Sai Kirana",
  owner: "Ramesh Patil",
  address: "12 Market Road, Shivajinagar",
  city: "Pune",
  pinCode: "411005",
  state: "Maharashtra",
  whatsApp: "9876543210",
  aboutUs: "Fresh groceries every day since 1998.",
};

describe("home page form (spec 2 §5)", () => {
  it("accepts a complete form, and an empty pin code (optional)", () => {
    expect(homePageMessages(valid)).toEqual({});
    expect(homePageMessages({ ...valid, pinCode: "" })).toEqual({});
    expect(homePageSchema.safeParse({ ...valid, pinCode: "" }).success).toBe(true);
  });

  it("gives the spec's messages at each bound", () => {
    expect(homePageMessages({ ...valid, name: "Sai" }).name).toBe("Min 4 characters required");
    expect(homePageMessages({ ...valid, name: "x".repeat(41) }).name).toBe("Maximum 40 characters allowed");
    expect(homePageMessages({ ...valid, owner: "Ram K" }).owner).toBe("Min 6 characters required");
    expect(homePageMessages({ ...valid, address: "12 Road" }).address).toBe("Min 10 characters required");
    expect(homePageMessages({ ...valid, city: "P" }).city).toBe("Min 2 characters required");
    expect(homePageMessages({ ...valid, pinCode: "41100" }).pinCode).toBe("Min 6 digits required");
    expect(homePageMessages({ ...valid, pinCode: "41100a" }).pinCode).toBe("Enter only digits");
    expect(homePageMessages({ ...valid, state: "" }).state).toBe("State is required");
    expect(homePageMessages({ ...valid, whatsApp: "98765" }).whatsApp).toBe("Min 10 digits required");
    expect(homePageMessages({ ...valid, aboutUs: "Fresh" }).aboutUs).toBe("Min 10 characters required");
    expect(homePageMessages({ ...valid, aboutUs: "x".repeat(801) }).aboutUs).toBe("Maximum 800 characters allowed");
  });

  it("the server schema trims and refuses with the same message", () => {
    const result = homePageSchema.safeParse({ ...valid, whatsApp: " 98765 43210 " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter only digits");
    expect(homePageSchema.parse({ ...valid, city: "  Pune  " }).city).toBe("Pune");
    expect(homePageSchema.safeParse({ ...valid, name: undefined }).error?.issues[0]?.message).toBe(
      "Store name is required",
    );
  });

  it("cuts typing at the maximum, counting an emoji as one character", () => {
    expect(cutAtMax(homePageRules.name, "a".repeat(45))).toHaveLength(40);
    expect(Array.from(cutAtMax(homePageRules.city, "😀".repeat(30)))).toHaveLength(25);
    expect(cutAtMax(homePageRules.city, "Pune")).toBe("Pune");
  });
});
