import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { hashPassword } from "#app/server/auth/password.server";
import { cellDb } from "#app/server/cells.server";
import { leastFullCell } from "#app/server/shop-placement.server";
import { handleSignup } from "#app/server/signup-action.server";
import { products, shopSettings } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { asAdminOf, createTestShop, db, uniqueSuffix } from "./helpers";
import { get } from "./route-harness";

/*
 * New shops go to the least-full cell (docs/decisions/0041): sign-up writes the shop's row, admin and e-mail in the
 * directory and its first rows — settings, its type's master catalogue — in that cell, from where its store and its
 * admin's screens read them.
 */

const cell = () => cellDb(env, 1);

async function signUp(shopTypeId: number): Promise<{ url: string; id: number }> {
  const storeName = `Placed${uniqueSuffix()}`;
  const form = new FormData();
  const fields = {
    intent: "create",
    storeName,
    shopTypeId: String(shopTypeId),
    shopInfo: "",
    email: `${storeName}@ex.in`,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const { answer, status } = await handleSignup(db(), env, form, {
    url: new URL("http://localhost:8787/create-store"),
    clientKey: `c-${uniqueSuffix()}`,
  });
  expect([status, answer]).toMatchObject([200, { ok: true }]);
  const url = storeName.toLowerCase();
  const [row] = await db().select({ id: shops.id }).from(shops).where(eq(shops.url, url));
  return { url, id: row!.id };
}

beforeAll(async () => {
  await seed(db(), { localCredentials: false });
  // Cell 0 holds more shops than cell 1 (which holds none yet).
  await createTestShop();
  await createTestShop();
});

describe("a new shop", () => {
  it("goes to the cell with the fewest shops, with its settings and its type's master catalogue there", async () => {
    expect(await leastFullCell(env, db())).toBe(1);
    const veg = await signUp(SHOP_TYPE.vegetables);
    const [row] = await db().select().from(shops).where(eq(shops.id, veg.id));
    expect(row!.cell).toBe(1);
    // The directory holds its admin, the cell its first rows, and cell 0 nothing of them.
    expect((await db().select().from(admins).where(eq(admins.shopId, veg.id))).length).toBe(1);
    expect((await cell().select().from(shopSettings).where(eq(shopSettings.shopId, veg.id))).length).toBe(1);
    expect(await db().select().from(shopSettings).where(eq(shopSettings.shopId, veg.id))).toEqual([]);
    expect(await db().select().from(products).where(eq(products.shopId, veg.id))).toEqual([]);
    const master = await db()
      .select({ name: products.name, categoryId: products.categoryId })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(shops.url, "masterveggies"));
    const copied = await cell()
      .select({ name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.shopId, veg.id));
    expect(copied.length).toBe(Math.min(master.length, row!.productsLimit));
    expect(new Set(copied.map((p) => p.name)).size).toBe(copied.length);
    expect(copied.every((p) => master.some((m) => m.name === p.name))).toBe(true);
    // Each keeps its category, by name, in the new shop's own categories.
    expect(copied.filter((p) => p.categoryId !== null).length).toBe(master.filter((m) => m.categoryId !== null).length);
  });

  it("opens its store's catalogue and its admin's Products screen from that cell", async () => {
    const veg = await signUp(SHOP_TYPE.vegetables);
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, veg.id));
    await cell().update(shops).set({ status: "ready" }).where(eq(shops.id, veg.id));
    const catalogue = await get(`/api/v1/stores/${veg.url}/catalogue`);
    expect(catalogue.status).toBe(200);
    const [first] = await cell().select({ name: products.name }).from(products).where(eq(products.shopId, veg.id));
    // The admin's first password went by e-mail: the test gives them one it knows.
    const [admin] = await db()
      .update(admins)
      .set({ passwordHash: await hashPassword("placed-pass-1"), firstLoginDone: 1 })
      .where(eq(admins.shopId, veg.id))
      .returning();
    const { token } = await asAdminOf({
      admin: { id: admin!.id, userName: admin!.userName, password: "placed-pass-1" },
    });
    const html = await (await get("/adminpanel/products", { token })).text();
    expect(html).toContain(first!.name);
  });

  it("evens the cells out: each goes to the cell with fewer shops, cell 0 on a tie", async () => {
    const shopsIn = async (n: number) =>
      (
        await db()
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.cell, n), eq(shops.isMaster, 0)))
      ).length;
    for (let i = 0; i < 4; i++) {
      const [zero, one] = [await shopsIn(0), await shopsIn(1)];
      const next = await signUp(SHOP_TYPE.grocery);
      const [row] = await db().select({ cell: shops.cell }).from(shops).where(eq(shops.id, next.id));
      expect(row!.cell, `with ${zero} and ${one} shops`).toBe(one < zero ? 1 : 0);
    }
  });
});
