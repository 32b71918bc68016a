import type { MasterProduct } from "./data/types";

/** D1 binds at most 100 parameters per statement; multi-row inserts are cut to fit. */
const D1_MAX_PARAMS = 100;

export function chunk<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Columns per product row below, for `chunk`. */
export const PRODUCT_ROW_COLUMNS = 12;

/** A `products` row for a master-list product in a shop, with its category and brand looked up by name. */
export function productRow(
  shopId: number,
  p: MasterProduct,
  categoryIds: ReadonlyMap<string, number>,
  brandIds: ReadonlyMap<string, number> = new Map(),
  name = p.name,
) {
  return {
    shopId,
    name,
    nameRegional: p.nameRegional,
    information: p.information,
    mrpPaise: p.mrpPaise,
    pricePaise: p.pricePaise,
    unitId: p.unitId,
    rating: p.rating,
    searchWords: p.searchWords,
    categoryId: categoryIds.get(p.category) ?? null,
    brandId: p.brand ? (brandIds.get(p.brand) ?? null) : null,
  };
}
