import { and, asc, eq } from "drizzle-orm";
import { customers } from "../../../db/schema/customers";
import { shops } from "../../../db/schema/platform";
import type { CustomerRow } from "../../domain/admin/customer";
import type { CustomerInput } from "../../domain/admin/customer-schema";
import { isPremium } from "../../domain/plans";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's saved customers (spec 2 §1): premium only. The plan is read here, on every call, so a basic shop's
 * request is refused whatever screen or script sent it. Every query is scoped by the shop id.
 */

/** "premiumOnly": the shop is on the basic version; "notFound": no such customer in this shop. */
export type Refusal = { ok: false; reason: "premiumOnly" | "notFound" };

export async function shopIsPremium(scope: ShopScope): Promise<boolean> {
  const { db, shopId } = scope;
  const [shop] = await db
    .select({ versionTypeId: shops.versionTypeId })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return shop !== undefined && isPremium(shop.versionTypeId);
}

const columns = { id: customers.id, name: customers.name, address: customers.address, whatsApp: customers.whatsApp };

/** By name; null for a basic shop (nothing is read). */
export async function listCustomers(scope: ShopScope): Promise<CustomerRow[] | null> {
  const { db, shopId } = scope;
  if (!(await shopIsPremium(scope))) return null;
  return db
    .select(columns)
    .from(customers)
    .where(eq(customers.shopId, shopId))
    .orderBy(asc(customers.name), asc(customers.id));
}

export async function getCustomer(
  scope: ShopScope,
  id: number,
): Promise<{ ok: true; customer: CustomerRow } | Refusal> {
  const { db, shopId } = scope;
  if (!(await shopIsPremium(scope))) return { ok: false, reason: "premiumOnly" };
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .limit(1);
  return row ? { ok: true, customer: row } : { ok: false, reason: "notFound" };
}

export async function addCustomer(scope: ShopScope, input: CustomerInput): Promise<{ ok: true; id: number } | Refusal> {
  const { db, shopId } = scope;
  if (!(await shopIsPremium(scope))) return { ok: false, reason: "premiumOnly" };
  const [row] = await db
    .insert(customers)
    .values({ shopId, ...input })
    .returning({ id: customers.id });
  return { ok: true, id: row!.id };
}

export async function updateCustomer(
  scope: ShopScope,
  id: number,
  input: CustomerInput,
): Promise<{ ok: true; id: number } | Refusal> {
  const { db, shopId } = scope;
  if (!(await shopIsPremium(scope))) return { ok: false, reason: "premiumOnly" };
  const [row] = await db
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return row ? { ok: true, id: row.id } : { ok: false, reason: "notFound" };
}

export async function deleteCustomer(scope: ShopScope, id: number): Promise<{ ok: true; name: string } | Refusal> {
  const { db, shopId } = scope;
  if (!(await shopIsPremium(scope))) return { ok: false, reason: "premiumOnly" };
  const [row] = await db
    .delete(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning({ name: customers.name });
  return row ? { ok: true, name: row.name } : { ok: false, reason: "notFound" };
}
