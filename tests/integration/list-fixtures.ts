import { eq } from "drizzle-orm";
import { shops } from "#db/schema/platform";
import { db, type TestShop } from "./helpers";

/* The admin lists' integration files (admin-lists, admin-lists-screens): a premium shop, a special offer. */

export const premium = (shop: TestShop) => db().update(shops).set({ versionTypeId: 2 }).where(eq(shops.id, shop.id));

export const offer = {
  name: "Diwali",
  description: "10% off above Rs. 500",
  criteria: "amount",
  discountIn: "percent",
  discountValue: 10,
  status: 1,
} as const;
