import { customerEntries } from "../../db/schema/customers";
import type { Db } from "./db.server";

export async function recordCustomerEntry(
  db: Db,
  shopId: number,
  entry: { name: string; whatsApp: string; address: string },
): Promise<void> {
  await db.insert(customerEntries).values({ shopId, ...entry });
}
