import {
  CUSTOMER_DATA_KINDS,
  CUSTOMERS_DATA_WINDOW_DAYS,
  type CustomerDataKind,
  checkReason,
  customerDataFailed,
  customerDataFileName,
  customersCsv,
} from "#app/domain/owner/customers-data";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { readRange } from "#app/domain/reports/report-range-query";
import { summaryCsv } from "#app/domain/reports/yaadi-summary";
import { scopeOfShop } from "#app/server/admin/shop-scope.server";
import { yaadiSummary } from "#app/server/admin/yaadies.server";
import { audit } from "#app/server/owner/audit.server";
import { findShopForData, rangeCustomers } from "#app/server/owner/customers-data.server";
import { ownerOf, signedInOwner } from "#app/server/owner/pipeline.server";
import { csvResponse, textResponse } from "#app/server/panel/download.server";
import type { Route } from "./+types/download";

/** The three downloads of Actual Customers Data: the days' yaadies, the customers' info, the new customers' data. Audited with the reason. */
export const middleware: Route.MiddlewareFunction[] = [signedInOwner];

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind") as CustomerDataKind;
  const shopId = params.get("shop") ?? "";
  if (!(CUSTOMER_DATA_KINDS as readonly string[]).includes(kind) || !/^[1-9][0-9]{0,15}$/.test(shopId))
    return textResponse(YAADI_REPORT_MESSAGES.invalidData, 400);
  const reason = (params.get("reason") ?? "").trim();
  const reasonMessage = checkReason(reason);
  if (reasonMessage) return textResponse(reasonMessage, 400);
  const asked = readRange(params, new Date(), CUSTOMERS_DATA_WINDOW_DAYS);
  if (!asked?.ok) return textResponse(asked?.ok === false ? asked.error : YAADI_REPORT_MESSAGES.invalidData, 400);
  const shop = await findShopForData(owner.app.db, Number(shopId));
  if (!shop) return textResponse(YAADI_REPORT_MESSAGES.invalidData, 404);
  const scope = scopeOfShop(owner.app, shop);
  const { from, to } = asked.range;
  let csv: string | null;
  try {
    csv =
      kind === "yaadies"
        ? await yaadiSummary(scope, asked.range).then((rows) => (rows.length ? summaryCsv(rows) : null))
        : await rangeCustomers(scope, asked.range, kind === "new").then((rows) =>
            rows.length ? customersCsv(rows) : null,
          );
  } catch (error) {
    // A read that failed is said as spec 3 §8 words it (the screen's button shows the same text), not a bare 500.
    console.error("customer data read failed", error);
    return textResponse(customerDataFailed(kind), 503);
  }
  // Spec 3 §5: an empty file is refused ('No Data' for a customer list).
  if (!csv)
    return textResponse(kind === "yaadies" ? YAADI_REPORT_MESSAGES.invalidData : YAADI_REPORT_MESSAGES.noData, 404);
  await audit(owner, {
    action: "customer data downloaded",
    shop: { id: shop.id, url: shop.url },
    details: `${kind}, ${from} to ${to}`,
    reason,
  });
  return csvResponse(csv, customerDataFileName(kind, shop.url, from, to));
}
