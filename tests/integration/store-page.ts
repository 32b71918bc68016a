import { expect } from "vitest";
import { decodeCatalogue } from "#app/domain/catalogue-text";
import type { Product } from "#app/domain/product";
import type { StorePageData, StorePageWire } from "#app/domain/store-page";
import { embeddedData, get, renderErrors, type Visit } from "./route-harness";

/* The store page through the Worker's real router and React Router's handler (route-harness.ts), read back as data. */

// Route ids react-router's config gives these routes in app/routes.ts.
export const STORE_ROUTE = "routes/store/store";
export const INDEX_ROUTE = "routes/home/index";

/** The catalogue a store page fetches, through the Worker, as the page's scripts read it. */
export async function storeCatalogue(page: Pick<StorePageWire, "catalogueUrl">, visit: Visit = {}): Promise<Product[]> {
  const response = await get(page.catalogueUrl, visit);
  expect(response.status).toBe(200);
  return decodeCatalogue(await response.text());
}

/**
 * The store page: status 200, HTML, and the store route's loader data as the browser receives and reads it, with the
 * catalogue the page fetches.
 */
export async function storePage(
  path: string,
  visit: Visit = {},
  routeId = STORE_ROUTE,
): Promise<{ response: Response; html: string; data: StorePageData }> {
  const response = await get(path, visit);
  const html = await response.text();
  if (response.status !== 200)
    throw new Error(
      `expected 200 for ${path}, got ${response.status} ${response.headers.get("Location") ?? ""} ${String(renderErrors.at(-1) ?? "")}`,
    );
  const embedded = embeddedData(html);
  expect(embedded.errors).toBeNull();
  const routeData = embedded.loaderData[routeId] as StorePageWire | { kind: "store"; store: StorePageWire };
  const page = routeId === INDEX_ROUTE ? (routeData as { store: StorePageWire }).store : (routeData as StorePageWire);
  return { response, html, data: { ...page, products: await storeCatalogue(page, { base: visit.base }) } };
}
