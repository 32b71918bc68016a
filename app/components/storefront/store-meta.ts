import { manifestPath } from "#app/domain/store-manifest";
import type { StorePageData, StorePageWire } from "#app/domain/store-page";

/**
 * The store page's title, description and link preview (Open Graph), so a shared link shows the shop; the description
 * is the loader's, in the page's language.
 */
export function storeMeta(data: StorePageWire) {
  const { shop, description } = data;
  const image = shop.logoKey ? new URL(`/files/${shop.logoKey}`, data.pageUrl).href : null;
  return [
    { title: storeTitle(data) },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Yaadi" },
    { property: "og:title", content: shop.name },
    { property: "og:description", content: description },
    { property: "og:url", content: data.pageUrl },
    ...(image ? [{ property: "og:image", content: image }] : []),
    // The store can be put on the home screen, as an app of its own.
    { tagName: "link", rel: "manifest", href: manifestPath(data.basePath) },
  ];
}

/** '{shopName}-{shopUrl}', or '{product}-{shopUrl}' while one product is shown (spec 1 §2 style). */
export function storeTitle(data: Pick<StorePageData, "shop">, productName?: string): string {
  return `${productName ?? data.shop.name}-${data.shop.url}`;
}
