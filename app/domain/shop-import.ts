import { YAADI_RANDOM_LENGTH } from "./yaadi-url";

/*
 * The pure part of importing a shop's archive as a new shop (app/server/shop-data/import.server.ts). The references an
 * import must carry over to the new shop's ids that the database does not declare as foreign keys
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

/** The new shop's R2 key of an image of the archive: the old shop's id in the key replaced by the new one's. */
export function importedImageKey(key: string, oldShopId: number, newShopId: number): string {
  const m = /^(public|private)\/shops\/(\d+)\/(.+)$/.exec(key);
  if (m && Number(m[2]) === oldShopId) return `${m[1]}/shops/${newShopId}/${m[3]}`;
  return `private/shops/${newShopId}/imported/${key}`;
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A yaadi's order-page key made afresh for the new shop (docs/decisions: /yaadilist/{key}): the old key's time and
 * day kept, a new random part, the new shop's URL. `random` yields uniformly random bytes.
 */
export function freshYaadiUrl(old: string, shopUrl: string, random: (n: number) => Uint8Array): string {
  let key = "";
  // Rejection sampling, as makeYaadiUrl: 248 = 4 × 62, so every character is equally likely.
  while (key.length < YAADI_RANDOM_LENGTH) {
    for (const b of random(YAADI_RANDOM_LENGTH * 2)) {
      if (b < 248 && key.length < YAADI_RANDOM_LENGTH) key += ALPHABET[b % 62];
    }
  }
  const m = /^(\d{6})[0-9A-Za-z]+(\d{4})_/.exec(old);
  return m ? `${m[1]}${key}${m[2]}_${shopUrl}` : `000000${key}0101_${shopUrl}`;
}
