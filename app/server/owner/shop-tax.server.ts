import type { ShopTaxFormValues, ShopTaxToStore } from "#app/domain/gst/shop-tax-form";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/** The audit record of the owner's correction of a shop's GST registration: what changed, "field: before → after". */
export function taxAudit(
  owner: OwnerRequest,
  shop: { id: number; url: string },
  before: ShopTaxFormValues,
  after: ShopTaxToStore,
) {
  const changed = (Object.keys(after) as (keyof ShopTaxToStore)[])
    .filter((key) => String(before[key] ?? "") !== String(after[key]))
    .map((key) => `${key}: ${before[key] || "-"} → ${after[key] || "-"}`);
  return auditInsert(owner, {
    action: "shop tax updated",
    shop,
    details: changed.length > 0 ? changed.join("; ") : "no change",
  });
}
