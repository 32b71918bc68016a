/*
 * The values of the schema's enum columns that the app's rules also name. They live here, with no imports at all
 * (no drizzle either), so the tables can use them without importing the app, and app/domain re-exports them to the
 * rules and screens (which may bundle them for the browser).
 */

/** An order's statuses (app/domain/orders/order-status.ts has the rules between them). */
export const YAADI_STATUSES = ["placed", "accepted", "packed", "delivered", "cancelled"] as const;

/** What a background report file holds, and where it stands (app/domain/reports/exports.ts). */
export const EXPORT_KINDS = ["summary", "yaadies", "challans"] as const;
export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** The three kinds of shop for tax, and the four kinds of bill they issue (app/domain/gst/tax.ts). */
export const SHOP_TAX_KINDS = ["none", "composition", "regular"] as const;
export const BILL_KINDS = ["bill", "bill-of-supply", "tax-invoice", "invoice-cum-bill-of-supply"] as const;
/** A shop's turnover band, for the HSN digits its bills show. */
export const TURNOVER_BANDS = ["upto5cr", "above5cr"] as const;

/** Udhaar: what a ledger entry is, and how a payment came (app/domain/ledger/ledger.ts). */
export const LEDGER_ENTRY_KINDS = ["opening", "sale", "payment", "reversal"] as const;
export const PAYMENT_METHODS = ["cash", "upi", "other"] as const;

/** A shop's backup (app/server/shop-data/): which keeping it is for, and where it stands; a restore's state. */
export const BACKUP_KINDS = ["daily", "monthly", "export"] as const;
/** "Download all my data": its backup being made, then its ZIP being packed, then ready (or failed). */
export const DATA_EXPORT_STATUSES = ["backing-up", "packing", "ready", "failed"] as const;
export const BACKUP_STATUSES = ["running", "complete", "failed"] as const;
export const RESTORE_STATUSES = ["running", "complete", "failed"] as const;
/** An import of a shop's archive as a new shop: uploaded, being written, done, or refused / failed (nothing kept). */
export const IMPORT_STATUSES = ["uploaded", "importing", "complete", "failed"] as const;
