/**
 * Products-Stock/Rating (spec 2 §2, §4): per row 'in stock' (yes/no) and the rating (1–10, spec 2 §9). Pure rules
 * shared by the browser and the server's re-check.
 */

export type StockRow = { inStock: string; rating: string };

/** Highest first, as the stars read. */
export const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

export const STOCK_LABELS = { inStock: "In stock", rating: "Rating" } as const;

export function initialStockRow(inStock: number, rating: number): StockRow {
  return { inStock: inStock === 1 ? "1" : "0", rating: String(rating) };
}

export function isStockChanged(saved: StockRow, row: StockRow): boolean {
  return saved.inStock !== row.inStock || saved.rating !== row.rating;
}

const validRating = (value: string) => /^(10|[1-9])$/.test(value.trim());

/** A select outside its options reads as unchosen: '{field} is required' (spec 2 §5). */
export function stockMessages(row: StockRow): { inStock?: string; rating?: string } {
  const inStock = row.inStock === "1" || row.inStock === "0" ? null : `${STOCK_LABELS.inStock} is required`;
  const rating = validRating(row.rating) ? null : `${STOCK_LABELS.rating} is required`;
  return { ...(inStock && { inStock }), ...(rating && { rating }) };
}

/** What is stored for a valid row. */
export function stockToStore(row: StockRow): { inStock: 0 | 1; rating: number } {
  return { inStock: row.inStock === "1" ? 1 : 0, rating: Number(row.rating.trim()) };
}
