import { and, eq, sql } from "drizzle-orm";
import { newCustomerName, type RangeCustomer } from "#app/domain/owner/customers-data";
import type { DayRange } from "#app/domain/reports/report-range";
import { customers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { withCustomerNumber } from "../admin/reports.server";
import type { ShopScope } from "../admin/shop-scope.server";
import { inRange } from "../admin/yaadies.server";
import { type Db, runBatch } from "../db.server";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * Actual Customers Data (spec 3 §2): who ordered from a shop in a range (cancelled yaadies and Cash Sales without a
 * number left out), one row per WhatsApp number with their latest name and address, and those the shop has not saved.
 */

const notSaved = sql`not exists (select 1 from ${customers} c where c.shop_id = ${yaadies.shopId} and c.whatsapp = ${yaadies.customerWhatsApp})`;

export async function rangeCustomers(scope: ShopScope, range: DayRange, onlyNew = false): Promise<RangeCustomer[]> {
  return scope.db
    .select({
      // SQLite gives bare columns the row max() picked: the latest yaadi's name and address.
      latest: sql<number>`max(${yaadies.createdAt})`,
      name: yaadies.customerName,
      whatsApp: yaadies.customerWhatsApp,
      address: yaadies.customerAddress,
    })
    .from(yaadies)
    .where(and(inRange(scope, range), withCustomerNumber, onlyNew ? notSaved : undefined))
    .groupBy(yaadies.customerWhatsApp)
    .orderBy(yaadies.customerName)
    .then((rows) => rows.map(({ latest: _latest, ...r }) => r));
}

export async function shopChoices(db: Db): Promise<{ id: number; url: string; name: string }[]> {
  return db
    .select({ id: shops.id, url: shops.url, name: shops.name })
    .from(shops)
    .where(eq(shops.isMaster, 0))
    .orderBy(shops.url);
}

export async function findShopForData(db: Db, id: number) {
  const [row] = await db
    .select({ id: shops.id, url: shops.url, name: shops.name, cell: shops.cell })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.isMaster, 0)))
    .limit(1);
  return row;
}

/** D1 binds at most 100 values: three per customer, and the shop id twice. */
const ROWS_PER_INSERT = 32;

/**
 * Adds the range's new customers to the shop's list, each name prefixed with the shop's name cut to 10 characters
 * (spec 3 §9); audited with how many. A number saved meanwhile is skipped (checked again inside each insert).
 */
export async function addNewCustomers(
  owner: OwnerRequest,
  scope: ShopScope,
  shop: { id: number; url: string; name: string },
  range: DayRange,
): Promise<number> {
  const fresh = await rangeCustomers(scope, range, true);
  if (fresh.length === 0) return 0;
  const { db } = owner.app;
  const statements = [];
  for (let i = 0; i < fresh.length; i += ROWS_PER_INSERT) {
    const chunk = fresh.slice(i, i + ROWS_PER_INSERT);
    const values = sql.join(
      chunk.map((c) => sql`(${newCustomerName(shop.name, c.name)}, ${c.whatsApp}, ${c.address.slice(0, 80)})`),
      sql`, `,
    );
    statements.push(
      db.run(sql`insert into ${customers} (shop_id, name, whatsapp, address)
        select ${scope.shopId}, v.column1, v.column2, v.column3 from (values ${values}) v
        where not exists (select 1 from ${customers} c where c.shop_id = ${scope.shopId} and c.whatsapp = v.column2)`),
    );
  }
  await runBatch(db, [
    ...statements,
    auditInsert(owner, {
      action: "new customers added",
      shop: { id: shop.id, url: shop.url },
      details: `${fresh.length} from ${range.from} to ${range.to}`,
    }),
  ]);
  return fresh.length;
}
