import { and, eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { dealers } from "#db/schema/customers";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/* The dealers' integration files (admin-dealers, admin-dealer-links): their shops, their dealer, their rows. */

export const ramesh = { name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh", password: "1234" };

type DealerShops = { a: TestShop; b: TestShop; token: string };

/** Two ready premium shops with the dealer facility, and the token of A's admin. */
async function dealerShops(): Promise<DealerShops> {
  const { a, b } = await seedTwoShops();
  await makeShopReady(a); // ready, premium, with the dealer facility
  await makeShopReady(b);
  return { a, b, token: (await asAdminOf(a)).token! };
}

export const dealersOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(dealers).where(eq(dealers.shopId, shop.id)).orderBy(dealers.id);

/** Adds Ramesh (or him with other fields) through ADD as the shop's admin: the answer and the stored row. */
export async function addDealer(shop: Pick<TestShop, "id">, token: string, fields: Partial<typeof ramesh> = {}) {
  const response = await postForm("/adminpanel/dealers/new", { ...ramesh, ...fields }, { token });
  expect(response.status, await response.clone().text()).toBe(302);
  const [row] = await db()
    .select()
    .from(dealers)
    .where(and(eq(dealers.shopId, shop.id), eq(dealers.link, (fields.link ?? ramesh.link).toLowerCase())));
  return { response, row: row! };
}

/**
 * Gives each test of the calling suite two dealer shops of its own: `onEach` receives them before the test; `post`
 * posts a form as A's admin and `addRamesh` adds Ramesh (or him with other fields) to A.
 */
export function dealerShopsForEachTest(onEach: (shops: DealerShops) => void) {
  let shops: DealerShops;
  beforeEach(async () => {
    shops = await dealerShops();
    onEach(shops);
  });
  return {
    post: (path: string, fields: Record<string, string>) => postForm(path, fields, { token: shops.token }),
    addRamesh: (fields: Partial<typeof ramesh> = {}) => addDealer(shops.a, shops.token, fields),
  };
}
