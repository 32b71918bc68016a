import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { clientSheets, clients, diets } from "#db/schema/clinic";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The two clinics and the diet both Diets test files start from (clinic-diets.test.ts, clinic-diets-guards.test.ts), as
 * live bindings set before each test by `startEachWithTwoClinics`. What they cover: a diet clinic's Diets screens
 * (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8, §9) through the whole Worker with a real admin session.
 */

export const PREMIUM_ONLY = "This feature is available in Premium version !";
export const CLINIC = 7; // SHOP_TYPE.dietClinic

/** Clinic A (signed in as its admin, `token`) and clinic B, both ready and premium. */
export let a: TestShop;
export let b: TestShop;
export let token: string;

/** Registers, in the calling test file, the fresh clinics A and B each test starts from. */
export function startEachWithTwoClinics() {
  beforeEach(async () => {
    ({ a, b } = await seedTwoShops({ shopTypeId: CLINIC }));
    await makeShopReady(a); // ready and premium
    await makeShopReady(b);
    token = (await asAdminOf(a)).token!;
  });
}

export const lowSalt = {
  dietNumber: "12",
  dietType: "Easy",
  dietName: "Low salt",
  dietContent: "Breakfast: poha, green tea.\r\nLunch: two chapatis, dal.\r\nDinner: soup.",
};
export const STORED_CONTENT = "Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup.";

export const dietsOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(diets).where(eq(diets.shopId, shop.id)).orderBy(diets.id);
export const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });

/** Adds a diet to A through ADD (`lowSalt`, with `fields` over it): the answer and the row it made. */
export async function addDietOf(fields: Partial<typeof lowSalt> = {}) {
  const response = await post("/adminpanel/diets/new", { ...lowSalt, ...fields });
  expect(response.status, await response.clone().text()).toBe(302);
  const rows = await dietsOf(a);
  return { response, row: rows.at(-1)! };
}

/** A client of `shop` with one sheet naming `dietNumber`. */
export async function sheetNaming(shop: Pick<TestShop, "id">, dietNumber: number) {
  const [client] = await db()
    .insert(clients)
    .values({ shopId: shop.id, name: "Asha Deshmukh", whatsApp: "9000000051" })
    .returning();
  await db()
    .insert(clientSheets)
    .values({ shopId: shop.id, clientId: client!.id, sheetNumber: 1, dietNumber, dateOfDelivery: "2026-01-05" });
}
