import { and, asc, eq, or, sql } from "drizzle-orm";
import type { LiveOrder } from "#app/domain/orders/live-order";
import {
  MAKE_YAADI_MESSAGES,
  type MadeCustomerValues,
  type MakeProduct,
  type PendingLine,
  type PendingYaadi,
  PICKER_SIZE,
  type PickerCustomer,
  priceMadeYaadi,
} from "#app/domain/orders/make-yaadi";
import { makeYaadiUrl } from "#app/domain/yaadi-url";
import { products, shopSettings } from "#db/schema/catalogue";
import { customers } from "#db/schema/customers";
import { pendingYaadies, yaadies, yaadiLines } from "#db/schema/orders";
import { insertStatements, runBatch } from "../db.server";
import { yaadiLineRows } from "../yaadi-lines.server";
import type { ShopScope } from "./shop-scope.server";
import { pricingOf } from "./yaadi-pricing.server";

/*
 * Make Yaadi's pending yaadies and the yaadi they become (spec 3 §4; DECISIONS.md). Every statement is scoped by the
 * shop. The limit of three is the table's own (slot 1–3, unique per shop), so two devices pressing New yaadi at once
 * get two different slots or one refusal, never a fourth. Saves carry the version the page loaded; one from a page
 * that is behind is refused.
 */

export type SaveRefusal = { ok: false; reason: "changed" | "gone"; error: string };

export async function listPending(scope: ShopScope): Promise<PendingYaadi[]> {
  const rows = await scope.db
    .select({
      slot: pendingYaadies.slot,
      version: pendingYaadies.version,
      lines: pendingYaadies.lines,
      updatedAt: pendingYaadies.updatedAt,
    })
    .from(pendingYaadies)
    .where(eq(pendingYaadies.shopId, scope.shopId))
    .orderBy(asc(pendingYaadies.slot));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.getTime() }));
}

/** New yaadi: the lowest free slot, claimed in one statement; null when all three are taken. */
export async function startPending(scope: ShopScope): Promise<number | null> {
  const { db, shopId } = scope;
  const claim = () =>
    db.all<{ slot: number }>(sql`insert into pending_yaadies (shop_id, slot)
      select ${shopId}, s.slot from (select 1 as slot union all select 2 union all select 3) s
      where s.slot not in (select p.slot from pending_yaadies p where p.shop_id = ${shopId})
      order by s.slot limit 1
      returning slot`);
  try {
    return (await claim())[0]?.slot ?? null;
  } catch {
    // Two claims raced for the same free slot and the unique index refused the second: it looks again, once.
    return (await claim().catch(() => []))[0]?.slot ?? null;
  }
}

async function refusalFor(scope: ShopScope, slot: number): Promise<SaveRefusal> {
  const [row] = await scope.db
    .select({ slot: pendingYaadies.slot })
    .from(pendingYaadies)
    .where(and(eq(pendingYaadies.shopId, scope.shopId), eq(pendingYaadies.slot, slot)))
    .limit(1);
  return row
    ? { ok: false, reason: "changed", error: MAKE_YAADI_MESSAGES.changed }
    : { ok: false, reason: "gone", error: MAKE_YAADI_MESSAGES.gone };
}

const thisVersion = (scope: ShopScope, slot: number, version: number) =>
  and(eq(pendingYaadies.shopId, scope.shopId), eq(pendingYaadies.slot, slot), eq(pendingYaadies.version, version));

/** Keep Pending (and the save before Done): the lines replace the stored ones if the page was up to date. */
export async function savePending(
  scope: ShopScope,
  slot: number,
  version: number,
  lines: PendingLine[],
  now = new Date(),
): Promise<{ ok: true; version: number } | SaveRefusal> {
  const [row] = await scope.db
    .update(pendingYaadies)
    .set({ lines, version: version + 1, updatedAt: now })
    .where(thisVersion(scope, slot, version))
    .returning({ version: pendingYaadies.version });
  return row ? { ok: true, version: row.version } : refusalFor(scope, slot);
}

/** Cancel (the page showed no items): the slot is freed if the page was up to date. */
export async function cancelPending(
  scope: ShopScope,
  slot: number,
  version: number,
): Promise<{ ok: true } | SaveRefusal> {
  const [row] = await scope.db
    .delete(pendingYaadies)
    .where(thisVersion(scope, slot, version))
    .returning({ slot: pendingYaadies.slot });
  return row ? { ok: true } : refusalFor(scope, slot);
}

export type FinishResult =
  /** `fresh`: the stored yaadi as the shop's other open panels hear of it. */
  { ok: true; yaadiId: number; fresh: LiveOrder } | SaveRefusal | { ok: false; reason: "refused"; error: string };

/**
 * Done → customer information → a stored yaadi (source "make-yaadi"): priced from the catalogue now, stored with its
 * lines, and the pending slot freed, as one batch. The yaadi is only inserted while the pending yaadi is still at the
 * version the page finished; otherwise its lines find no yaadi, the batch fails whole and nothing is stored.
 */
export async function finishPending(
  scope: ShopScope,
  shopUrl: string,
  slot: number,
  version: number,
  customer: MadeCustomerValues,
  now = new Date(),
): Promise<FinishResult> {
  const { db, shopId } = scope;
  const [pending] = await db
    .select({ lines: pendingYaadies.lines })
    .from(pendingYaadies)
    .where(thisVersion(scope, slot, version))
    .limit(1);
  if (!pending) return refusalFor(scope, slot);
  const productIds = pending.lines.map((l) => l.productId);
  const { catalogue, settings } = await pricingOf(scope, productIds);
  const priced = priceMadeYaadi(pending.lines, catalogue, settings);
  if (!priced.ok) return { ok: false, reason: "refused", error: priced.error };

  const url = makeYaadiUrl(shopUrl, now, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const { totalPaise, deliveryChargesPaise, promoDiscountPaise, netPaise } = priced.totals;
  const stillPending = sql`exists(select 1 from pending_yaadies p where p.shop_id = ${shopId} and p.slot = ${slot} and p.version = ${version})`;
  try {
    await runBatch(db, [
      db.run(sql`insert into yaadies (shop_id, url, source, customer_name, customer_whatsapp, customer_address, total_paise, delivery_charges_paise, promo_discount_paise, net_paise, created_at)
        select ${shopId}, ${url}, 'make-yaadi', ${customer.name}, ${customer.whatsApp}, ${customer.address}, ${totalPaise}, ${deliveryChargesPaise}, ${promoDiscountPaise}, ${netPaise}, ${now.getTime()}
        where ${stillPending}`),
      // No yaadi (the pending one moved on) → null → the NOT NULL column fails the batch.
      ...insertStatements(
        db,
        yaadiLines,
        yaadiLineRows(shopId, sql`(select id from yaadies where url = ${url})`, priced.lines),
      ),
      db.delete(pendingYaadies).where(thisVersion(scope, slot, version)),
    ]);
  } catch {
    return refusalFor(scope, slot);
  }
  const [stored] = await db
    .select({ id: yaadies.id })
    .from(yaadies)
    .where(and(eq(yaadies.shopId, shopId), eq(yaadies.url, url)))
    .limit(1);
  if (!stored) return refusalFor(scope, slot);
  const fresh = { id: stored.id, customerName: customer.name, netPaise, placedAt: now.getTime() };
  return { ok: true, yaadiId: stored.id, fresh };
}

/** The saved-customer picker: the first ten by name, or the first ten whose name or number holds the search. */
export function pickerCustomers(scope: ShopScope, search: string): Promise<PickerCustomer[]> {
  const text = search.trim().slice(0, 40);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = text
    ? or(sql`${customers.name} like ${pattern} escape '\\'`, sql`${customers.whatsApp} like ${pattern} escape '\\'`)
    : undefined;
  return scope.db
    .select({ id: customers.id, name: customers.name, whatsApp: customers.whatsApp, address: customers.address })
    .from(customers)
    .where(and(eq(customers.shopId, scope.shopId), matches))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(PICKER_SIZE);
}

/** Every product of the shop, for the PREPARE step's search (by name, then id). */
export function shopCatalogue(scope: ShopScope): Promise<MakeProduct[]> {
  const { name, nameRegional, searchWords, unitId, pricePaise, inStock, rating, id } = products;
  return scope.db
    .select({ id, name, nameRegional, searchWords, unitId, pricePaise, inStock, rating })
    .from(products)
    .where(eq(products.shopId, scope.shopId))
    .orderBy(asc(name), asc(id));
}

/** The shop's delivery charge and the amount below which it applies (none when the shop has set none). */
export async function deliverySettings(scope: ShopScope) {
  const [row] = await scope.db
    .select({
      deliveryChargesPaise: shopSettings.deliveryChargesPaise,
      deliveryChargesBelowPaise: shopSettings.deliveryChargesBelowPaise,
    })
    .from(shopSettings)
    .where(eq(shopSettings.shopId, scope.shopId))
    .limit(1);
  return row ?? { deliveryChargesPaise: 0, deliveryChargesBelowPaise: 0 };
}
