import type { TestShop } from "./helpers";
import type { HarnessRoute } from "./route-harness";
import { type FilledShop, tableForName } from "./shop-fixtures";

/*
 * The cross-tenant suite's values: for a route param or a form field, found by its name, the values of the other
 * shop (B) to aim at it — its ids, links and row texts (cross-tenant.test.ts).
 */

/** The table of fillShop's ids a name stands for: productId → products, offerId → special_offers, entryId → customer_entries. */
const tableFor = (fill: FilledShop, name: string) => tableForName(Object.keys(fill.ids), name);

const allIds = (fill: FilledShop) => Object.values(fill.ids).flat().map(String);

/** A yaadi link shaped like a real one of this shop, that does not exist (the real one is the public capability itself). */
const forgedYaadiUrl = (shop: TestShop) =>
  `000000${crypto.randomUUID().replaceAll("-", "").slice(0, 14)}0101_${shop.url}`;

function paramValues(name: string, shop: TestShop, fill: FilledShop, admin: boolean): string[] {
  if (name === "*")
    return [`adminpanel/products/${fill.ids.products![0]}`, shop.url, `${shop.url}/${fill.ids.products![0]}`];
  if (/^shop/i.test(name)) return /id$/i.test(name) ? [String(shop.id)] : [shop.url, `${shop.url}_${fill.dealerLink}`];
  if (/url$/i.test(name)) {
    const table = tableFor(fill, name);
    // On an admin route B's real link must not open B's row; on a public route the link is the capability, so forge one.
    return table === "yaadies" && admin ? [fill.yaadiUrl, forgedYaadiUrl(shop)] : [forgedYaadiUrl(shop), shop.url];
  }
  if (/id$/i.test(name)) {
    const table = tableFor(fill, name);
    return table ? fill.ids[table]!.map(String) : allIds(fill);
  }
  return [...allIds(fill).slice(0, 5), shop.url];
}

/** Cartesian product of the params' values (capped). */
export function paramCombos(
  route: HarnessRoute,
  shop: TestShop,
  fill: FilledShop,
  admin: boolean,
  cap = 12,
): Array<Record<string, string>> {
  let combos: Array<Record<string, string>> = [{}];
  for (const name of route.params) {
    const values = paramValues(name, shop, fill, admin);
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: v }))).slice(0, cap);
  }
  return combos;
}

/** Generic id-like field names an action may read, on top of the ones A's forms show. */
export const ID_FIELDS = [
  "id",
  "ids",
  "productId",
  "productIds",
  "categoryId",
  "brandId",
  "customerId",
  "offerId",
  "dealerId",
  "clientId",
  "dietId",
  "yaadiId",
  "orderId",
  "paymentId",
  "slot",
  "shopId",
];
export const isIdField = (name: string) => /(^|_)ids?$|[a-z]Ids?$/.test(name) || ID_FIELDS.includes(name);
/** Intents beyond the ones A's pages show. */
export const INTENTS = [
  "delete",
  "duplicate",
  "update",
  "save",
  "add",
  "edit",
  "remove",
  "agree",
  "disagree",
  "analyse",
  "upload",
  "change-password",
  "status",
  "cancel",
  "subscribe",
  "stop",
];
/** Query names a loader may read, beyond the GET forms of A's page. */
export const QUERY_FIELDS = [
  "id",
  "productId",
  "categoryId",
  "brandId",
  "customerId",
  "offerId",
  "category",
  "brand",
  "customer",
  "shop",
  "shopId",
  "q",
  "search",
  "billing",
];

/** B's values for a field: ids of the table the name stands for (else of the route's own list, else of every table). */
export function fieldIds(name: string, routeTable: string | null, b: TestShop, bFill: FilledShop): string[] {
  if (name === "slot") return ["1", "2"];
  if (/^shop/i.test(name)) return [String(b.id), b.url];
  const table = tableFor(bFill, name) ?? routeTable;
  const ids = table ? bFill.ids[table]!.map(String) : [];
  return ids.length ? ids : [...(bFill.ids.products ?? []).map(String), ...allIds(bFill)];
}

/** The table a route's URL names ("/adminpanel/offers/new" → special_offers), if any. */
export function routeTable(pattern: string, bFill: FilledShop): string | null {
  for (const segment of pattern.split("/").reverse()) {
    if (!segment || segment.startsWith(":")) continue;
    const table = tableFor(bFill, segment);
    if (table) return table;
  }
  return null;
}

/** A text value from B's rows for a text field ("name" of a product route → B's product name). */
export function rowValue(field: string, table: string | null, bFill: FilledShop): string {
  const kind = table
    ? table
        .replace(/^special_/, "")
        .replace(/ies$/, "y")
        .replace(/s$/, "")
    : "product";
  if (/whats|phone|mobile/i.test(field)) return bFill.phones[0]!;
  if (/mail|user/i.test(field)) return `${bFill.privateMark}@example.in`;
  const names = bFill.names[kind] ?? bFill.names.product!;
  return names[0]!;
}
