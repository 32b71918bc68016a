import type { Product } from "./product";

/**
 * A store's catalogue travels as one JSON text of rows — `[[id, name, …], …]` in the field order below — built by the
 * database itself (app/server/storefront.server.ts), not as a list of objects: objects cost the server a row object
 * and a serialized object each, and the phone a rebuilt one (docs/decisions/0020). The text is fetched by the store
 * page after its scripts, at an address that names its version, so browsers and the edge keep it until the shop
 * changes something (docs/decisions/0021).
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

/** The catalogue as a text (for tests and anything that builds one without the database). */
export function encodeCatalogue(products: readonly Product[]): string {
  return JSON.stringify(products.map((p) => CATALOGUE_FIELDS.map((field) => p[field])));
}

/** A catalogue text back as products, in the text's order (the database's rating order). */
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
 * The catalogue's format, part of its address: a text kept by a browser or the edge under one format is never read
 * as another after a build changes CATALOGUE_FIELDS (a short hash of the field list).
 */
export const CATALOGUE_FORMAT = (() => {
  let hash = 2166136261;
  for (const char of CATALOGUE_FIELDS.join(",")) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0).toString(36);
})();

/** Which shop's catalogue, at which catalogue_version (the database bumps it on every write a customer could see). */
export type CatalogueEdition = { shopId: number; version: number };

/**
 * What names one catalogue text: the shop (a shop URL given up and taken again names another shop), its version and
 * the format. The same tag is always the same text, so it may be kept for good.
 */
export const catalogueTag = ({ shopId, version }: CatalogueEdition) => `${shopId}.${version}.${CATALOGUE_FORMAT}`;

/** Where a store's catalogue is fetched (workers/api/stores.ts): by the store's API segment and the catalogue's tag. */
export const catalogueUrl = (apiSegment: string, edition: CatalogueEdition) =>
  `/api/v1/stores/${apiSegment}/catalogue?v=${catalogueTag(edition)}`;
