import { dealerReadings, isReservedShopUrl, looksLikeShopSegment, toShopUrl } from "../domain/shop-url";
import type { Db } from "./db.server";
import {
  type Dealer,
  findDealerByLink,
  findStoreByDomain,
  findStoreByUrl,
  findStoresByUrls,
  type Shop,
} from "./shops.server";

/** The store a request is for, resolved once per request by the Worker. */
export type Tenant = {
  shop: Shop;
  dealer: Dealer | null;
  via: "host" | "domain" | "path";
  /** Prefix of in-store links: "" when the host names the shop, "/{shopUrl}" (or "/{shopUrl}_{dealer}") otherwise. */
  basePath: string;
};

export type TenantResolution =
  | { kind: "none" }
  | { kind: "tenant"; tenant: Tenant }
  /** Not a store: redirect to the home page with the invalid-URL notice. */
  | { kind: "invalid"; homeUrl: string }
  /** The store exists under its lowercase URL. */
  | { kind: "canonical"; location: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

function subdomainOf(hostname: string, rootDomain: string): string | null {
  for (const root of new Set([rootDomain, "localhost"])) {
    if (hostname.endsWith(`.${root}`)) {
      const sub = hostname.slice(0, -root.length - 1);
      return sub.includes(".") ? null : sub;
    }
  }
  return null;
}

function homeOf(url: URL, rootDomain: string): string {
  const onLocal = url.hostname === "localhost" || url.hostname.endsWith(".localhost");
  const host = onLocal ? "localhost" : rootDomain;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}/?invalid=1`;
}

/**
 * Resolution order (ARCHITECTURE.md): {shop}.{ROOT_DOMAIN} or {shop}.localhost, then a custom domain,
 * then the first path segment — the whole segment as a shop, else {shopUrl}_{dealer} with the longest shop URL.
 */
export async function resolveTenant(db: Db, url: URL, rootDomain: string): Promise<TenantResolution> {
  const hostname = url.hostname.toLowerCase();
  const sub = subdomainOf(hostname, rootDomain);
  if (sub !== null && sub !== "www") {
    const shop = looksLikeShopSegment(sub) && !isReservedShopUrl(sub) ? await findStoreByUrl(db, sub) : undefined;
    return shop
      ? { kind: "tenant", tenant: { shop, dealer: null, via: "host", basePath: "" } }
      : { kind: "invalid", homeUrl: homeOf(url, rootDomain) };
  }
  if (sub === null && hostname !== rootDomain && !LOCAL_HOSTS.has(hostname)) {
    const shop = await findStoreByDomain(db, hostname);
    if (shop) return { kind: "tenant", tenant: { shop, dealer: null, via: "domain", basePath: "" } };
  }

  // Client navigations fetch loader data from "{path}.data"; they belong to the same store as the page.
  const pathname = url.pathname.replace(/\.data$/, "");
  const segment = pathname.split("/")[1] ?? "";
  if (!segment || !looksLikeShopSegment(segment) || isReservedShopUrl(segment)) return { kind: "none" };
  const wanted = toShopUrl(segment);
  if (wanted !== segment) {
    const rest = url.pathname.slice(segment.length + 1);
    return { kind: "canonical", location: `/${wanted}${rest}${url.search}` };
  }

  const shop = await findStoreByUrl(db, wanted);
  if (shop) return { kind: "tenant", tenant: { shop, dealer: null, via: "path", basePath: `/${shop.url}` } };

  const readings = dealerReadings(wanted).filter((r) => !isReservedShopUrl(r.shopUrl));
  const candidates = await findStoresByUrls(
    db,
    readings.map((r) => r.shopUrl),
  );
  // Readings are longest shop URL first; the first that names a shop decides.
  const reading = readings.find((r) => candidates.some((c) => c.url === r.shopUrl));
  const owner = reading && candidates.find((c) => c.url === reading.shopUrl);
  if (reading && owner && owner.dealerFacility === 1) {
    const dealer = await findDealerByLink(db, owner.id, reading.dealerLink);
    if (dealer) return { kind: "tenant", tenant: { shop: owner, dealer, via: "path", basePath: `/${wanted}` } };
  }
  return { kind: "invalid", homeUrl: "/?invalid=1" };
}
