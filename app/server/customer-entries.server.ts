import { customerEntries } from "#db/schema/customers";
import type { StoreScope } from "./store-scope.server";

/** A customer entered their details in the store; the dealer whose link it was opened through goes to the report. */
export async function recordCustomerEntry(
  { db, shop, dealer }: StoreScope,
  entry: { name: string; whatsApp: string; address: string },
): Promise<void> {
  await db.insert(customerEntries).values({ shopId: shop.id, ...entry, dealerId: dealer?.id ?? null });
}
