import { describe, expect, it } from "vitest";
import { SHOP_TYPE } from "./shop-types";
import { createStoreSchema, credentialsEmail } from "./signup";

const valid = {
  storeName: "Ramesh_Kirana",
  shopTypeId: String(SHOP_TYPE.grocery),
  shopInfo: "",
  email: " Ramesh@Example.com ",
};

describe("store creation schema", () => {
  it("trims, lowercases the e-mail and coerces the type", () => {
    expect(createStoreSchema.parse(valid)).toEqual({
      storeName: "Ramesh_Kirana",
      shopTypeId: SHOP_TYPE.grocery,
      shopInfo: "",
      email: "ramesh@example.com",
    });
  });

  it("answers with the specs' messages", () => {
    const issue = (input: object) => createStoreSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(issue({ storeName: "my shop" })).toBe("space is not allowed");
    expect(issue({ email: "nobody@nowhere" })).toBe("valid email-id  is required");
    expect(issue({ shopTypeId: "" })).toBe("Store type is required");
  });

  it("requires the product type for Other Type of Store", () => {
    const other = { ...valid, shopTypeId: String(SHOP_TYPE.other) };
    expect(createStoreSchema.safeParse(other).error?.issues[0]).toMatchObject({
      path: ["shopInfo"],
      message: "Product type is required",
    });
    expect(createStoreSchema.safeParse({ ...other, shopInfo: "x" }).error?.issues[0]?.message).toBe(
      "Min 2 characters required",
    );
    expect(createStoreSchema.safeParse({ ...other, shopInfo: "Stationery" }).success).toBe(true);
  });
});

describe("credentials e-mail", () => {
  it("holds the links, the user name and the password", () => {
    const mail = credentialsEmail({
      storeName: "Ramesh_Kirana",
      storeLink: "https://yaadi.in/ramesh_kirana",
      adminLink: "https://yaadi.in/adminpanel",
      userName: "r@example.com",
      password: "abc234xyz9",
    });
    expect(mail.subject).toContain("Ramesh_Kirana");
    expect(mail.text).toContain("Store link: https://yaadi.in/ramesh_kirana");
    expect(mail.text).toContain("Admin panel: https://yaadi.in/adminpanel");
    expect(mail.text).toContain("User name: r@example.com");
    expect(mail.text).toContain("Password: abc234xyz9");
  });
});
