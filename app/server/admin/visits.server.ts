import { and, asc, eq, gte, lt } from "drizzle-orm";
import { type DayRange, rangeInstants } from "#app/domain/reports/report-range";
import type { VisitRow } from "#app/domain/reports/visits";
import { customerEntries } from "#db/schema/customers";
import type { ShopScope } from "./shop-scope.server";
import { dealerIs } from "./yaadies.server";

/**
 * Customer Visits (spec 3 §2): each customer-form submission on the store in the range, in the order they came,
 * through customer_entries_shop_time_idx; with a dealer filter, only those through that dealer's link (or none).
 */
export async function customerVisits(scope: ShopScope, range: DayRange): Promise<VisitRow[]> {
  const { start, end } = rangeInstants(range);
  const rows = await scope.db
    .select({
      id: customerEntries.id,
      name: customerEntries.name,
      whatsApp: customerEntries.whatsApp,
      enteredAt: customerEntries.enteredAt,
    })
    .from(customerEntries)
    .where(
      and(
        eq(customerEntries.shopId, scope.shopId),
        gte(customerEntries.enteredAt, start),
        lt(customerEntries.enteredAt, end),
        dealerIs(customerEntries.dealerId, range.dealer),
      ),
    )
    .orderBy(asc(customerEntries.enteredAt), asc(customerEntries.id));
  return rows.map((r) => ({ ...r, enteredAt: r.enteredAt.getTime() }));
}
