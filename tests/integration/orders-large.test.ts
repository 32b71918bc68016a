import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "#app/domain/order";
import { PLANS } from "#app/domain/plans";
import { lineTotalPaise } from "#app/domain/quantity";
import { runBatch } from "#app/server/db.server";
import { products, shopSettings } from "#db/schema/catalogue";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { createTestShop, db, type TestShop } from "./helpers";
import { asSeen, customer, newKey, post } from "./order-helpers";

/*
 * The largest order a shop can take: one line for every product of the largest plan (1,000). D1 binds at most 100
 * parameters per statement, so every list from the request must be cut to fit (app/server/db.server.ts).
 */
const LARGEST_PLAN = Math.max(...PLANS.map((p) => p.productsLimit));

/** Per unit: a quantity that unit sells in, and a price that makes the weight units round (e.g. 750 g × Rs. 33.33). */
const QUANTITY_BY_UNIT: Record<number, number> = { 1: 3000, 2: 750, 3: 2000, 4: 1500, 5: 11_000 };
type Row = typeof products.$inferSelect;

let shop: TestShop;
let catalogue: Row[];

beforeAll(async () => {
  shop = await createTestShop();
  await db()
    .update(shops)
    .set({ status: "ready", plan: 2, productsLimit: LARGEST_PLAN, whatsApp: "9000000077" })
    .where(eq(shops.id, shop.id));
  await db()
    .update(shopSettings)
    .set({ deliveryChargesPaise: 2_500, deliveryChargesBelowPaise: 100_000_000 })
    .where(eq(shopSettings.shopId, shop.id));
  const rows = Array.from({ length: LARGEST_PLAN }, (_, i) => ({
    shopId: shop.id,
    name: `Product ${String(i + 1).padStart(4, "0")}`,
    mrpPaise: 4_000 + i,
    pricePaise: 3_333 + i,
    unitId: (i % 5) + 1,
  }));
  // Test setup stays under D1's parameter limit by hand: 7 rows × 6 columns per statement.
  const statements = [];
  for (let i = 0; i < rows.length; i += 7)
    statements.push(
      db()
        .insert(products)
        .values(rows.slice(i, i + 7)),
    );
  await runBatch(db(), statements);
  catalogue = await db().select().from(products).where(eq(products.shopId, shop.id)).orderBy(asc(products.id));
});

describe("an order as large as the largest plan", () => {
  it(`stores ${LARGEST_PLAN} different products with exact line totals and totals`, async () => {
    expect(catalogue).toHaveLength(LARGEST_PLAN);
    const seen = await asSeen(
      shop.url,
      catalogue.map((p) => ({ productId: p.id, quantity: QUANTITY_BY_UNIT[p.unitId]! })),
    );
    const started = Date.now();
    const { status, body } = await post(shop.url, { idempotencyKey: newKey(), customer, ...seen });
    const elapsed = Date.now() - started;
    expect(status, JSON.stringify(body)).toBe(201);

    const expectedLineTotals = catalogue.map((p) => lineTotalPaise(p.pricePaise, QUANTITY_BY_UNIT[p.unitId]!));
    const expected = orderTotals(expectedLineTotals, {
      minimumCriteria: "none",
      minimumAmountPaise: 0,
      minimumItemCount: 0,
      deliveryChargesPaise: 2_500,
      deliveryChargesBelowPaise: 100_000_000,
    });
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.id, body.yaadiId));
    const stored = await db()
      .select()
      .from(yaadiLines)
      .where(eq(yaadiLines.yaadiId, body.yaadiId))
      .orderBy(asc(yaadiLines.id));

    expect(stored).toHaveLength(LARGEST_PLAN);
    expect(stored.map((l) => [l.productId, l.quantityMilli, l.pricePaise, l.lineTotalPaise])).toEqual(
      catalogue.map((p, i) => [p.id, QUANTITY_BY_UNIT[p.unitId], p.pricePaise, expectedLineTotals[i]]),
    );
    expect(yaadi).toMatchObject(expected);
    expect(body).toMatchObject({ itemCount: LARGEST_PLAN, netPaise: expected.netPaise });
    console.info(
      `${LARGEST_PLAN}-line order: ${stored.length} lines stored, total ${expected.totalPaise} paise, net ${expected.netPaise} paise, ${elapsed} ms`,
    );
  });
});
