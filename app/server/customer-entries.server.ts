import { customerEntries } from "../../db/schema/customers";
import type { Db } from "./db.server";

export async function recordCustomerEntry(
  db: Db,
  shopId: number,
  entry: { name: string; whatsApp: string; address: string },
  /** The dealer whose link the store was opened through (the tenant's, so always this shop's), for the report. */
  dealerId: number | null,
): Promise<void> {
  await db.insert(customerEntries).values({ shopId, ...entry, dealerId });
}
