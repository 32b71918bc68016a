/**
 * The product sheet (spec 2 §4, §5): every product of a shop as spreadsheet rows, and the analysis of a sheet that
 * comes back — what it would add, update, leave unchanged and reject. Pure: the server parses the file, loads the
 * shop's products and applies the result; the screen shows it.
 */
import { checkField } from "../field-rules";
import {
  NO_PRODUCT_TAX,
  PRODUCT_TAX_MESSAGES,
  type ProductTax,
  parseHsnCell,
  parseRateCell,
  rateCell,
} from "../gst/product-tax";
import type { ListedProduct } from "../product";
import { UNITS, type UnitId } from "../units";
import { ADMIN_ERRORS } from "./messages";
import { checkRoomFor } from "./plan-limit";
import { adminRules } from "./rules";
import { parsePrice, rupeesCell } from "./sheet-values";
import { SHEET_WORDS, type SheetWords } from "./sheet-words";

export const COLUMNS = {
  id: "ID",
  name: "Name",
  nameRegional: "Regional name",
  information: "Information",
  mrp: "MRP",
  finalPrice: "Final price",
  unit: "Unit",
  inStock: "Instock",
  rating: "Rating",
  category: "Category",
  brand: "Brand",
  searchWords: "Search words",
  /** A product's tax (issue 28): optional columns, so a sheet from before them still uploads and leaves tax as it is. */
  hsn: "HSN",
  gstRate: "GST Rate",
} as const;
type Column = keyof typeof COLUMNS;

/** What the upload reads. The other columns are shown for reference and ignored (the spec's update rule leaves them out). */
const REQUIRED: readonly Column[] = ["id", "name", "information", "mrp", "finalPrice", "unit", "inStock", "rating"];
export const READ_ONLY_COLUMNS = [COLUMNS.nameRegional, COLUMNS.category, COLUMNS.brand, COLUMNS.searchWords] as const;

/** A product as the sheet shows it (category and brand by name), with its HSN and GST rate (none yet: "", 0%). */
export type SheetProduct = ListedProduct & Partial<ProductTax>;

const taxOf = (p: SheetProduct): ProductTax => ({
  hsn: p.hsn ?? NO_PRODUCT_TAX.hsn,
  rateBp: p.rateBp ?? NO_PRODUCT_TAX.rateBp,
});

/** The header and one row per product, in the order of COLUMNS. */
export function sheetRows(products: readonly SheetProduct[]): string[][] {
  const unitName = (id: number) => (id in UNITS ? UNITS[id as UnitId].name : String(id));
  return [
    Object.values(COLUMNS),
    ...products.map((p) => [
      String(p.id),
      p.name,
      p.nameRegional,
      p.information,
      rupeesCell(p.mrpPaise),
      rupeesCell(p.pricePaise),
      unitName(p.unitId),
      p.inStock === 1 ? "Yes" : "No",
      String(p.rating),
      p.categoryName ?? "",
      p.brandName ?? "",
      p.searchWords,
      taxOf(p).hsn,
      rateCell(taxOf(p).rateBp),
    ]),
  ];
}

/** Unit names as units.ts spells them, matched without regard to case or repeated spaces. */
export function unitIdFromName(text: string): UnitId | null {
  const wanted = normalise(text);
  const found = Object.entries(UNITS).find(([, unit]) => normalise(unit.name) === wanted);
  return found ? (Number(found[0]) as UnitId) : null;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The fields the upload writes: the spec's "updated if mrp, finalPrice, information, name, instock, rating or unit differ". */
export type SheetValues = {
  name: string;
  information: string;
  mrpPaise: number;
  pricePaise: number;
  unitId: UnitId;
  inStock: 0 | 1;
  rating: number;
  /** Present when the sheet has an HSN or a GST Rate column (a column it lacks keeps the product's value). */
  tax?: ProductTax;
};
export type Change = { column: string; from: string; to: string };

export type SheetAdd = { row: number; values: SheetValues };
export type SheetUpdate = { row: number; id: number; values: SheetValues; changes: Change[] };
export type SheetUnchanged = { row: number; id: number; name: string };
export type SheetRejected = { row: number; id: string; name: string; reasons: string[] };
/** A reason the whole sheet cannot be applied: the spec's text, and what exactly is wrong. */
export type SheetProblem = { message: string; detail?: string };

export type SheetAnalysis = {
  problems: SheetProblem[];
  added: SheetAdd[];
  updated: SheetUpdate[];
  unchanged: SheetUnchanged[];
  rejected: SheetRejected[];
};

/** Only a sheet with no problem, no rejected row and something to do may be uploaded. */
export function canApply(analysis: SheetAnalysis): boolean {
  return (
    analysis.problems.length === 0 &&
    analysis.rejected.length === 0 &&
    analysis.added.length + analysis.updated.length > 0
  );
}

const RATING_RULE = { label: "Rating", min: 1, max: 2, kind: "digits" } as const;
export const RATING_RANGE = "Rating should be from 1 to 10";
export const UNIT_REQUIRED = "Unit is required";
export const unknownUnitMessage = SHEET_WORDS.unknownUnit;
export const repeatedIdMessage = SHEET_WORDS.repeatedId;
/** How many missing products the mismatch detail names before "and N more". */
const NAMED_MISSING = 10;

const empty = (problems: SheetProblem[]): SheetAnalysis => ({
  problems,
  added: [],
  updated: [],
  unchanged: [],
  rejected: [],
});

/**
 * Analyses parsed CSV rows (header first) against the shop's products now and its plan. `rows` are as read from the
 * file, so index + 1 is the spreadsheet's row number; blank rows are skipped. `words` write its problems and reasons
 * (English unless the panel passes the admin's language).
 */
export function analyseSheet(
  rows: readonly (readonly string[])[],
  existing: readonly SheetProduct[],
  productsLimit: number,
  words: SheetWords = SHEET_WORDS,
): SheetAnalysis {
  const header = rows[0];
  const body = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (!header || body.length === 0)
    return empty([{ message: words.say(ADMIN_ERRORS.invalidData), detail: words.noRows }]);

  const position = columnPositions(header);
  const missing = REQUIRED.filter((c) => position[c] === undefined).map((c) => COLUMNS[c]);
  if (missing.length > 0)
    return empty([{ message: words.say(ADMIN_ERRORS.invalidData), detail: words.columnsMissing(missing) }]);
  const cell = (cells: readonly string[], column: Column) => {
    const at = position[column];
    return at === undefined ? "" : (cells[at] ?? "").trim();
  };
  const has = (column: Column) => position[column] !== undefined;

  // Spec: "at least one row must have a product ID" — it tells a downloaded sheet from any other file. A shop with no
  // products yet downloads a sheet without IDs, so for it the rule would forbid the sheet altogether (decision 0009).
  if (existing.length > 0 && !body.some(({ cells }) => cell(cells, "id") !== ""))
    return empty([{ message: words.say(ADMIN_ERRORS.sheetWithoutIds) }]);

  const byId = new Map(existing.map((p) => [String(p.id), p]));
  const seenIn = new Map<string, number>();
  const analysis = empty([]);
  for (const { cells, row } of body) {
    const idText = cell(cells, "id");
    const reasons: string[] = [];
    const current = idText === "" ? undefined : byId.get(idText.replace(/^0+(?=\d)/, ""));
    if (idText !== "" && !current) reasons.push(words.say(ADMIN_ERRORS.sheetIdOnNew));
    if (current) {
      const earlier = seenIn.get(String(current.id));
      if (earlier !== undefined) reasons.push(words.repeatedId(idText, earlier));
      else seenIn.set(String(current.id), row);
    }
    const read = readValues((column) => cell(cells, column), has, current, words);
    reasons.push(...read.reasons);
    if (reasons.length > 0 || !read.values) {
      analysis.rejected.push({ row, id: idText, name: cell(cells, "name"), reasons });
    } else if (!current) {
      analysis.added.push({ row, values: read.values });
    } else {
      const changes = differences(current, read.values);
      if (changes.length === 0) analysis.unchanged.push({ row, id: current.id, name: current.name });
      else analysis.updated.push({ row, id: current.id, values: read.values, changes });
    }
  }

  // A row rejected for a bad value still names its product: only products with no row at all are missing.
  const notInSheet = existing.filter((p) => !seenIn.has(String(p.id)));
  if (notInSheet.length > 0) {
    const named = notInSheet.slice(0, NAMED_MISSING).map((p) => ({ id: p.id, name: p.name }));
    analysis.problems.push({
      message: words.say(ADMIN_ERRORS.sheetMismatch),
      detail: words.notInSheet(named, Math.max(0, notInSheet.length - NAMED_MISSING)),
    });
  }
  if (checkRoomFor(analysis.added.length, existing.length, productsLimit) !== null) {
    analysis.problems.push({
      message: words.productsLimit(productsLimit),
      detail: words.sheetAdds(analysis.added.length, existing.length, productsLimit),
    });
  }
  return analysis;
}

function columnPositions(header: readonly string[]): Partial<Record<Column, number>> {
  const byTitle = new Map(Object.entries(COLUMNS).map(([key, title]) => [normalise(title), key as Column]));
  const position: Partial<Record<Column, number>> = {};
  header.forEach((title, index) => {
    const column = byTitle.get(normalise(title));
    if (column && position[column] === undefined) position[column] = index;
  });
  return position;
}

/**
 * A row's values with the product form's rules (adminRules); each reason names its column. A name or information the
 * product already has is not judged again: master-list texts older than today's limits (dry-fruit information of up to
 * 48 characters) must not block the round trip of an untouched sheet.
 */
function readValues(
  cell: (column: Column) => string,
  has: (column: Column) => boolean,
  current: SheetProduct | undefined,
  words: SheetWords,
): { values?: SheetValues; reasons: string[] } {
  const reasons: string[] = [];
  const reason = (column: Column, message: string | null) =>
    message !== null && reasons.push(words.reason(COLUMNS[column], message));
  /** A domain message in English (a field rule's, the sheet's own), said in the words' language. */
  const check = (column: Column, english: string | null) =>
    reason(column, english === null ? null : words.say(english));
  const name = cell("name");
  const information = cell("information");
  if (name !== current?.name) check("name", checkField(adminRules.productName, name));
  if (information !== current?.information)
    check("information", checkField(adminRules.productInformation, information));
  const mrp = parsePrice(adminRules.mrp, cell("mrp"));
  const price = parsePrice(adminRules.finalPrice, cell("finalPrice"));
  check("mrp", mrp.message);
  check("finalPrice", price.message);
  const unitText = cell("unit");
  const unitId = unitIdFromName(unitText);
  if (unitText === "") check("unit", UNIT_REQUIRED);
  else if (unitId === null) reason("unit", words.unknownUnit(unitText));
  const ratingText = cell("rating");
  const ratingMessage = checkField(RATING_RULE, ratingText);
  const rating = Number(ratingText);
  check("rating", ratingMessage ?? (rating >= 1 && rating <= 10 ? null : RATING_RANGE));
  // Spec: Instock 'Yes' becomes 1, anything else 0.
  const inStock = cell("inStock").toLowerCase() === "yes" ? 1 : 0;
  const tax = readTax(cell, has, current, check);
  if (reasons.length > 0 || mrp.paise === null || price.paise === null || unitId === null) return { reasons };
  return {
    reasons,
    values: {
      name,
      information,
      mrpPaise: mrp.paise,
      pricePaise: price.paise,
      unitId,
      inStock,
      rating,
      ...(tax && { tax }),
    },
  };
}

/** The row's HSN and GST rate when the sheet has either column; the other keeps the product's (a new one's: none). */
function readTax(
  cell: (column: Column) => string,
  has: (column: Column) => boolean,
  current: SheetProduct | undefined,
  check: (column: Column, english: string | null) => void,
): ProductTax | undefined {
  if (!has("hsn") && !has("gstRate")) return undefined;
  const tax = current ? taxOf(current) : { ...NO_PRODUCT_TAX };
  if (has("hsn")) {
    const hsn = parseHsnCell(cell("hsn"));
    check("hsn", hsn.message);
    tax.hsn = hsn.hsn;
  }
  if (has("gstRate")) {
    const rateBp = parseRateCell(cell("gstRate"));
    check("gstRate", rateBp === null ? PRODUCT_TAX_MESSAGES.sheetRate : null);
    tax.rateBp = rateBp ?? 0;
  }
  return tax;
}

function differences(current: SheetProduct, next: SheetValues): Change[] {
  const changes: Change[] = [];
  const compare = (column: string, from: string, to: string) => from !== to && changes.push({ column, from, to });
  compare(COLUMNS.name, current.name, next.name);
  compare(COLUMNS.information, current.information, next.information);
  compare(COLUMNS.mrp, rupeesCell(current.mrpPaise), rupeesCell(next.mrpPaise));
  compare(COLUMNS.finalPrice, rupeesCell(current.pricePaise), rupeesCell(next.pricePaise));
  compare(COLUMNS.unit, UNITS[current.unitId as UnitId]?.name ?? String(current.unitId), UNITS[next.unitId].name);
  compare(COLUMNS.inStock, current.inStock === 1 ? "Yes" : "No", next.inStock === 1 ? "Yes" : "No");
  compare(COLUMNS.rating, String(current.rating), String(next.rating));
  if (next.tax) {
    compare(COLUMNS.hsn, taxOf(current).hsn, next.tax.hsn);
    compare(COLUMNS.gstRate, `${rateCell(taxOf(current).rateBp)}%`, `${rateCell(next.tax.rateBp)}%`);
  }
  return changes;
}
