import { and, asc, eq } from "drizzle-orm";
import type { CustomerRow } from "#app/domain/admin/customer";
import type { CustomerInput } from "#app/domain/admin/customer-schema";
import { customers } from "#db/schema/customers";
import type { ShopScope } from "./shop-scope.server";

/*
 * The shop's saved customers (spec 2 §1). Premium only: the screens and the CSV sit behind the "premium" gate
 * (routes/admin/customers/gate.tsx), and the Yaadi Summary's Add customer checks the same plan. Every query is scoped
 * by the shop id.
 */

const columns = { id: customers.id, name: customers.name, address: customers.address, whatsApp: customers.whatsApp };

/** By name. */
export async function listCustomers({ db, shopId }: ShopScope): Promise<CustomerRow[]> {
  return db
    .select(columns)
    .from(customers)
    .where(eq(customers.shopId, shopId))
    .orderBy(asc(customers.name), asc(customers.id));
}

/** This shop's customer, or null (another shop's id reads as none). */
export async function getCustomer({ db, shopId }: ShopScope, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** The new customer's id. */
export async function addCustomer({ db, shopId }: ShopScope, input: CustomerInput): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ shopId, ...input })
    .returning({ id: customers.id });
  return row!.id;
}

/** False when this shop has no such customer. */
export async function updateCustomer({ db, shopId }: ShopScope, id: number, input: CustomerInput): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** The deleted customer's name, or null when this shop has no such customer. */
export async function deleteCustomer({ db, shopId }: ShopScope, id: number): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
    .returning({ name: customers.name });
  return row ?? null;
}
