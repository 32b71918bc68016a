import type { Product } from "./product";

/**
 * The store page carries its catalogue as one JSON text of rows — `[[id, name, …], …]` in the field order below —
 * built by the database itself (app/server/storefront.server.ts), not as a list of objects. Objects cost a store page
 * twice: on the server, every row turned into an object and every object flattened by React Router's serializer
 * (about two-fifths of the CPU time of rendering the 1,000-product store); in the phone, every one rebuilt by its decoder
 * before the page can hydrate. One text is passed through both as a single value (docs/decisions/0020).
 */
export const CATALOGUE_FIELDS = [
  "id",
  "name",
  "nameRegional",
  "information",
  "mrpPaise",
  "pricePaise",
  "unitId",
  "inStock",
  "rating",
  "imageKey",
  "categoryId",
  "brandId",
  "searchWords",
] as const satisfies readonly (keyof Product)[];

// Every field of Product is carried: adding one to Product without adding it here does not compile.
type MissingField = Exclude<keyof Product, (typeof CATALOGUE_FIELDS)[number]>;
const everyFieldCarried: [MissingField] extends [never] ? true : MissingField = true;
void everyFieldCarried;

/** The catalogue as the page carries it (for tests and anything that builds one without the database). */
export function encodeCatalogue(products: readonly Product[]): string {
  return JSON.stringify(products.map((p) => CATALOGUE_FIELDS.map((field) => p[field])));
}

/** The page's catalogue text back as products, in the text's order (the database's rating order). */
export function decodeCatalogue(text: string): Product[] {
  const rows: unknown = JSON.parse(text);
  if (!Array.isArray(rows)) throw new Error("The catalogue is not a list of rows.");
  return rows.map((row: unknown[]) => {
    const product: Record<string, unknown> = {};
    for (let i = 0; i < CATALOGUE_FIELDS.length; i++) product[CATALOGUE_FIELDS[i]!] = row[i];
    return product as Product;
  });
}

/**
 * Decoded catalogues by their text: a page's text is decoded once however often it is read (the route's meta and its
 * component, on the server and in the phone). A few entries, so concurrent renders of different shops do not evict
 * each other; decoded products are never changed by their readers.
 */
const decoded = new Map<string, Product[]>();
const KEPT = 4;

export function catalogueOf(text: string): Product[] {
  let products = decoded.get(text);
  if (!products) {
    products = decodeCatalogue(text);
    if (decoded.size >= KEPT) decoded.delete(decoded.keys().next().value!);
    decoded.set(text, products);
  }
  return products;
}
