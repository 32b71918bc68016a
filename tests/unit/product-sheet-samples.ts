// The product sheet's unit tests' samples (app/domain/admin/product-sheet*.test.ts): a shop of two products, a row
// in column order, a new product's row, the download and the analysis of a sheet against the shop.
import { analyseSheet, COLUMNS, type SheetProduct, sheetRows } from "#app/domain/admin/product-sheet";

export const onion: SheetProduct = {
  id: 11,
  name: "Onion",
  nameRegional: "कांदा",
  information: "",
  mrpPaise: 4000,
  pricePaise: 3500,
  unitId: 2,
  inStock: 1,
  rating: 9,
  categoryName: "Vegetables",
  brandName: null,
  searchWords: "kanda pyaz",
};
export const tea: SheetProduct = {
  id: 12,
  name: "Tea 250 g",
  nameRegional: "चहा",
  information: "Pack, 250 g",
  mrpPaise: 13550,
  pricePaise: 13000,
  unitId: 1,
  inStock: 0,
  rating: 5,
  categoryName: "Tea & Coffee",
  brandName: "Chahaghar",
  searchWords: "chai",
  hsn: "0902",
  rateBp: 500,
};
export const shop = [onion, tea];

export const HEADER = Object.values(COLUMNS);
/** A sheet row in column order, from a product with some fields replaced (cells as typed). */
export const row = (p: Partial<Record<keyof typeof COLUMNS, string>>): string[] =>
  (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((k) => p[k] ?? "");
export const downloaded = () => sheetRows(shop);
export const newRow = (over: Partial<Record<keyof typeof COLUMNS, string>> = {}) =>
  row({
    name: "Garlic",
    information: "",
    mrp: "200",
    finalPrice: "180",
    unit: "Multiple of 250 gm",
    inStock: "Yes",
    rating: "7",
    ...over,
  });
export const analyse = (rows: string[][], existing = shop, limit = 150) => analyseSheet(rows, existing, limit);
