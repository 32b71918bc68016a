import { sql } from "drizzle-orm";
import { readCsv, toCsv } from "#app/domain/admin/csv";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import {
  analyseSheet,
  canApply,
  type SheetAnalysis,
  type SheetProblem,
  type SheetProduct,
  type SheetValues,
  sheetRows,
} from "#app/domain/admin/product-sheet";
import { checkSheetFile, sheetMaxBytes, sheetText } from "#app/domain/admin/sheet-file";
import { SHEET_WORDS, type SheetWords } from "#app/domain/admin/sheet-words";
import { runBatch } from "../db.server";
import { shopProductTaxes } from "./product-tax.server";
import { listProducts } from "./products.server";
import type { ShopScope } from "./shop-scope.server";

/**
 * Every product of the shop as the sheet shows it (the admin list's rows, by ID: a sheet is compared by its IDs), with
 * its HSN and GST rate (none yet: empty and 0%).
 */
export async function loadSheetProducts(scope: ShopScope): Promise<SheetProduct[]> {
  const [rows, taxes] = await Promise.all([listProducts(scope), shopProductTaxes(scope)]);
  return rows
    .map((p) => {
      const tax = taxes.get(p.id);
      return { ...p, hsn: tax?.hsn ?? "", rateBp: tax?.rateBp ?? 0 };
    })
    .sort((a, b) => a.id - b.id);
}

/** The download: UTF-8 with BOM, every cell neutralised against formulas. */
export async function productSheetCsv(scope: ShopScope): Promise<string> {
  return toCsv(sheetRows(await loadSheetProducts(scope)));
}

/**
 * Reads an uploaded file and analyses it against the shop's products as they are now. Used for Analyse and again for
 * Upload: the server never trusts an analysis the browser holds. `words` write what it finds (English unless the
 * panel passes the admin's language).
 */
export async function analyseUpload(
  scope: ShopScope,
  productsLimit: number,
  file: FormDataEntryValue | null,
  words: SheetWords = SHEET_WORDS,
): Promise<SheetAnalysis> {
  const upload = file instanceof File ? file : null;
  const fileProblem = checkSheetFile(upload, sheetMaxBytes(productsLimit), words);
  if (!upload || fileProblem) return rejectedFile(fileProblem ?? { message: words.say(ADMIN_ERRORS.invalidFile) });
  const read = sheetText(new Uint8Array(await upload.arrayBuffer()), words);
  if ("problem" in read) return rejectedFile(read.problem);
  return analyseSheet(readCsv(read.text), await loadSheetProducts(scope), productsLimit, words);
}

const rejectedFile = (problem: SheetProblem): SheetAnalysis => ({
  problems: [problem],
  added: [],
  updated: [],
  unchanged: [],
  rejected: [],
});

const nowMs = sql`cast(unixepoch('subsec') * 1000 as integer)`;

/**
 * Writes an analysis that has no problem and no rejected row: all updates and all additions in one D1 batch, so a
 * failure leaves the catalogue as it was. Rows travel as one JSON parameter read with json_each, because D1 binds at
 * most 100 parameters per statement and a sheet may hold 1,000 rows; every update is scoped by the shop id.
 * The unary + keeps SQLite from driving the update by the shop index (then it re-reads the JSON for every product:
 * 1,000 × 1,000, seconds); it walks the JSON once and finds each product by its primary key instead.
 * Returns the ids of the changed and new products.
 */
export async function applySheet(
  scope: ShopScope,
  analysis: Pick<SheetAnalysis, "added" | "updated">,
): Promise<number[]> {
  const { db, shopId } = scope;
  const field = (name: keyof SheetValues | "id" | "hsn" | "rateBp") => sql.raw(`json_extract(j.value, '$.${name}')`);
  const statements = [];
  if (analysis.updated.length > 0) {
    const rows = JSON.stringify(analysis.updated.map((u) => ({ id: u.id, ...u.values })));
    statements.push(
      db.run(sql`UPDATE products SET
        name = ${field("name")}, information = ${field("information")}, mrp_paise = ${field("mrpPaise")},
        price_paise = ${field("pricePaise")}, unit_id = ${field("unitId")}, in_stock = ${field("inStock")},
        rating = ${field("rating")}, updated_at = ${nowMs}
        FROM json_each(${rows}) AS j
        WHERE +products.shop_id = ${shopId} AND products.id = ${field("id")}`),
    );
    // The rows' HSN and GST rate, when the sheet has those columns: written only for this shop's products.
    const taxed = analysis.updated.filter((u) => u.values.tax).map((u) => ({ id: u.id, ...u.values.tax }));
    if (taxed.length > 0)
      statements.push(
        db.run(sql`INSERT INTO product_tax (product_id, shop_id, hsn, rate_bp)
          SELECT p.id, p.shop_id, ${field("hsn")}, ${field("rateBp")}
          FROM json_each(${JSON.stringify(taxed)}) AS j JOIN products p ON p.id = ${field("id")} AND p.shop_id = ${shopId}
          WHERE true
          ON CONFLICT (product_id) DO UPDATE SET hsn = excluded.hsn, rate_bp = excluded.rate_bp, updated_at = ${nowMs}`),
      );
  }
  if (analysis.added.length > 0) {
    // Spec: new rows get empty search words, no image (no.jpg) and an empty regional name.
    const rows = JSON.stringify(analysis.added.map((a) => a.values));
    statements.push(
      db.run(sql`INSERT INTO products (shop_id, name, name_regional, information, mrp_paise, price_paise, unit_id, in_stock, rating, image_key, search_words)
        SELECT ${shopId}, ${field("name")}, '', ${field("information")}, ${field("mrpPaise")}, ${field("pricePaise")},
          ${field("unitId")}, ${field("inStock")}, ${field("rating")}, NULL, ''
        FROM json_each(${rows}) AS j ORDER BY j.key
        RETURNING id`),
    );
    /*
     * The new rows' tax. The batch is one transaction with one writer and ids only grow (AUTOINCREMENT), so the n
     * products just added are this shop's n newest, in the JSON's order: the k-th new row is the k-th of them.
     */
    const n = analysis.added.length;
    const taxed = analysis.added.flatMap((a, k) => (a.values.tax ? [{ k, ...a.values.tax }] : []));
    if (taxed.length > 0)
      statements.push(
        db.run(sql`WITH fresh AS (
            SELECT id, row_number() OVER (ORDER BY id) - 1 AS k
            FROM (SELECT id FROM products WHERE shop_id = ${shopId} ORDER BY id DESC LIMIT ${n})
          )
          INSERT INTO product_tax (product_id, shop_id, hsn, rate_bp)
          SELECT fresh.id, ${shopId}, ${field("hsn")}, ${field("rateBp")}
          FROM json_each(${JSON.stringify(taxed)}) AS j JOIN fresh ON fresh.k = json_extract(j.value, '$.k')`),
      );
  }
  if (statements.length === 0) return [];
  const results = await runBatch(db, statements);
  const insertAt = statements.length - (analysis.added.some((a) => a.values.tax) ? 2 : 1);
  const added = analysis.added.length > 0 ? (results[insertAt]?.results ?? []).map((r) => Number(r.id)) : [];
  return [...analysis.updated.map((u) => u.id), ...added];
}

/**
 * Upload Product Sheet: the file is analysed again against the database as it is now, and written only when that
 * fresh analysis has no problem and no rejected row.
 */
export async function uploadSheet(
  scope: ShopScope,
  productsLimit: number,
  file: FormDataEntryValue | null,
  words: SheetWords = SHEET_WORDS,
): Promise<{ written: true; changedIds: number[] } | { written: false; analysis: SheetAnalysis }> {
  const analysis = await analyseUpload(scope, productsLimit, file, words);
  if (!canApply(analysis)) return { written: false, analysis };
  return { written: true, changedIds: await applySheet(scope, analysis) };
}
