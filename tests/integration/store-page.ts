import { expect } from "vitest";
import { type StorePageData, type StorePageWire, storePageFromWire } from "../../app/domain/store-page";
import { embeddedData, get, renderErrors, type Visit } from "./route-harness";

/* The store page through the Worker's real router and React Router's handler (route-harness.ts), read back as data. */

// Route ids react-router's config gives these routes in app/routes.ts.
export const STORE_ROUTE = "routes/store/store";
export const INDEX_ROUTE = "routes/home/index";

/** The store page: status 200, HTML, and the store route's loader data as the browser receives and reads it. */
export async function storePage(path: string, visit: Visit = {}, routeId = STORE_ROUTE): Promise<{ response: Response; html: string; data: StorePageData }> {
  const response = await get(path, visit);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`expected 200 for ${path}, got ${response.status} ${response.headers.get("Location") ?? ""} ${String(renderErrors.at(-1) ?? "")}`);
  const embedded = embeddedData(html);
  expect(embedded.errors).toBeNull();
  const routeData = embedded.loaderData[routeId] as StorePageWire | { kind: "store"; store: StorePageWire };
  return { response, html, data: storePageFromWire(routeId === INDEX_ROUTE ? (routeData as { store: StorePageWire }).store : (routeData as StorePageWire)) };
}
