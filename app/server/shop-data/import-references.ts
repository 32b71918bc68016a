/*
 * The references an import must carry over to the new shop's ids that the database does not declare as foreign keys
 * (docs/decisions/0037 "Import"). Declared foreign keys are read at run time (pragma foreign_key_list), so a new one is
 * never missed; tests/integration/shop-import.test.ts fails on any `*_id` column of a shop table that is neither a
 * declared foreign key, nor here, nor in NOT_REFERENCES.
 */

/** `table.column` → the shop table whose id it holds. */
export const UNDECLARED_REFERENCES: Readonly<Record<string, string>> = {
  // A customer's "Delete my details" keeps the order or customer it was asked from after they are gone.
  "customer_data_requests.yaadi_id": "yaadies",
  "customer_data_requests.customer_id": "customers",
};

/** `table.column` ending in `_id` that hold no row's id, each with why. */
export const NOT_REFERENCES: Readonly<Record<string, string>> = {
  "products.unit_id": "a unit of the code's fixed list (kg, g, piece…), the same in every shop",
  "yaadi_lines.unit_id": "a unit of the code's fixed list",
  "bill_lines.unit_id": "a unit of the code's fixed list",
  "shops.version_type_id": "which store page version the shop shows, a setting",
  "shops.upi_id": "the shop's UPI address, text",
};

/** Text columns that name another row inside them: `subject` is "yaadi:{id}" or "customer:{id}". */
export function mapSubject(subject: string, mapId: (table: string, id: number) => number): string {
  const m = /^(yaadi|customer):(\d+)$/.exec(subject);
  if (!m) return subject;
  return `${m[1]}:${mapId(m[1] === "yaadi" ? "yaadies" : "customers", Number(m[2]))}`;
}

/** A pending yaadi's lines (JSON text of { productId, quantity }) with its product ids carried over. */
export function mapPendingLines(lines: unknown, mapId: (table: string, id: number) => number): unknown {
  if (typeof lines !== "string") return lines;
  const parsed = JSON.parse(lines) as { productId?: unknown }[];
  return JSON.stringify(
    parsed.map((line) =>
      typeof line.productId === "number" ? { ...line, productId: mapId("products", line.productId) } : line,
    ),
  );
}
