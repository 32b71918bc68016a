import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { COLUMNS, RATING_RANGE, UNIT_REQUIRED } from "#app/domain/admin/product-sheet";
import { PRICE_TOO_LARGE, rupeesCell } from "#app/domain/admin/sheet-values";
import { SHEET_WORDS } from "#app/domain/admin/sheet-words";
import { byEnglish, type Figures } from "../book";

/** A row's values as the analysis shows what a new row adds. */
export type SheetRowValues = {
  information: string;
  mrpPaise: number;
  pricePaise: number;
  /** The unit's name in the page's language. */
  unit: string;
  inStock: boolean;
  rating: number;
};

/**
 * The Product Sheet screen (English, the source: spec 2 §4, §5, §8, verbatim). The sheet file itself stays English
 * (its column headings, Yes/No and the unit names are its format), so the texts here name its columns for the
 * reader and the analysis says what it found in the reader's language.
 */
export default (_f: Figures) => ({
  pageTitle: (shopUrl: string) => `Product Sheet-${shopUrl}`,
  heading: "PRODUCT SHEET",
  download: "1. Download",
  downloadLead: (productCount: number, productsLimit: number) =>
    `All ${productCount} products of your store (plan: max. ${productsLimit} products), to edit in Excel, LibreOffice or Google Sheets.`,
  downloadButton: "Download Product Sheet",
  upload: "2. Upload",
  keepRows:
    "Keep every row of the downloaded sheet. Change Name, Information, MRP, Final price, Unit, Instock, Rating, HSN or GST Rate.",
  newRow: "Add a new product as a new row and leave its ID empty.",
  /** The columns the upload leaves alone (the file's headings), then a link to Products. */
  readOnly: {
    before: (columns: readonly string[]) =>
      `${columns.slice(0, -1).join(", ")} and ${columns.at(-1)} are shown for reference only: the upload does not change them (change them in `,
    link: "Products",
    after: ").",
  },
  /** `units` are the unit names the file's Unit column takes. */
  values: (units: readonly string[]) =>
    `Unit: ${units.join(", ")}. Instock: Yes or No. Rating: 1 to 10. Prices in rupees. HSN: 4, 6 or 8 digits, or empty. GST Rate: 0, 0.25, 3, 5, 18, 28 or 40 (empty: 0).`,
  saveAs: (kb: number) =>
    `Save as “CSV UTF-8”, below ${kb}kb (to make it smaller, delete the columns shown for reference).`,
  file: "Product sheet (CSV)",
  analyse: "Analyse",
  analysing: "Analysing…",
  ready: "Check the summary above, tick Summary Checked, then Upload Product Sheet: all rows go in together.",
  cannotUpload: "Nothing can be uploaded from this sheet: correct it, choose it again and Analyse.",
  summaryChecked: "Summary Checked",
  uploadButton: "Upload Product Sheet",
  uploading: "Uploading…",
  tickSummaryChecked: "Tick Summary Checked first.",
  nothingWritten: "Nothing was written: the sheet, checked again, cannot be uploaded.",
  done: ADMIN_MESSAGES.sheetDone,
  summary: {
    heading: "Summary",
    rows: "Rows in sheet",
    toAdd: "To add",
    toUpdate: "To update",
    unchanged: "Unchanged",
    rejected: "Rejected",
    matches: "Nothing to add or update: the sheet matches the store.",
    group: (title: string, count: number) => `${title} (${count})`,
    noName: "(no name)",
    empty: "(empty)",
    row: (row: number) => `Row ${row}`,
    id: (id: string) => `ID ${id}`,
    added: (v: SheetRowValues) =>
      `${v.information ? `${v.information} · ` : ""}MRP ${rupeesCell(v.mrpPaise)} · Final price ${rupeesCell(v.pricePaise)} · ${v.unit} · ${v.inStock ? "In stock" : "Out of stock"} · Rating ${v.rating}`,
  },
  /** The file's column headings (ID aside, written so everywhere), as a reader of the page calls them. */
  columns: byEnglish(
    COLUMNS.name,
    COLUMNS.nameRegional,
    COLUMNS.information,
    COLUMNS.mrp,
    COLUMNS.finalPrice,
    COLUMNS.unit,
    COLUMNS.inStock,
    COLUMNS.rating,
    COLUMNS.category,
    COLUMNS.brand,
    COLUMNS.searchWords,
    COLUMNS.hsn,
    COLUMNS.gstRate,
  ),
  /** What the analysis writes beside the spec's fixed texts (app/domain/admin/sheet-words.ts; its plan limit is Products'). */
  analysis: {
    noRows: SHEET_WORDS.noRows,
    columnsMissing: SHEET_WORDS.columnsMissing,
    notInSheet: SHEET_WORDS.notInSheet,
    sheetAdds: SHEET_WORDS.sheetAdds,
    repeatedId: SHEET_WORDS.repeatedId,
    unknownUnit: SHEET_WORDS.unknownUnit,
    reason: SHEET_WORDS.reason,
    tooBig: SHEET_WORDS.tooBig,
  },
  /** The spec's fixed texts the analysis says (the field rules' labels are the Products section's). */
  said: byEnglish(
    ADMIN_ERRORS.sheetWithoutIds,
    ADMIN_ERRORS.sheetMismatch,
    ADMIN_ERRORS.sheetIdOnNew,
    RATING_RANGE,
    PRICE_TOO_LARGE,
    UNIT_REQUIRED,
  ),
});
