import { and, eq, inArray } from "drizzle-orm";
import type { ShopTaxKind } from "#app/domain/gst/tax";
import { productTax, shopTax } from "#db/schema/bills";
import { readByIds } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/* What a bill needs to know of the shop's and its products' GST registration (Store Settings, the product form). */

export type ShopTaxSettings = {
  kind: ShopTaxKind;
  gstin: string;
  legalName: string;
  stateCode: string;
  turnoverBand: "upto5cr" | "above5cr";
};

export const NOT_REGISTERED: ShopTaxSettings = {
  kind: "none",
  gstin: "",
  legalName: "",
  stateCode: "",
  turnoverBand: "upto5cr",
};

export async function shopTaxOf(scope: ShopScope): Promise<ShopTaxSettings> {
  const [row] = await scope.db
    .select({
      kind: shopTax.kind,
      gstin: shopTax.gstin,
      legalName: shopTax.legalName,
      stateCode: shopTax.stateCode,
      turnoverBand: shopTax.turnoverBand,
    })
    .from(shopTax)
    .where(eq(shopTax.shopId, scope.shopId))
    .limit(1);
  return row ?? NOT_REGISTERED;
}

/** The HSN and rate of each product named that has them (this shop's only). */
export async function productTaxesOf(
  scope: ShopScope,
  productIds: readonly number[],
): Promise<ReadonlyMap<number, { hsn: string; rateBp: number }>> {
  const rows = await readByIds([...new Set(productIds)], (chunk) =>
    scope.db
      .select({ productId: productTax.productId, hsn: productTax.hsn, rateBp: productTax.rateBp })
      .from(productTax)
      .where(and(eq(productTax.shopId, scope.shopId), inArray(productTax.productId, chunk))),
  );
  return new Map(rows.map((r) => [r.productId, r]));
}
