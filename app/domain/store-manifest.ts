import { BRAND_COLOURS, toColorScheme } from "../../themes/themes";

export type ManifestShop = { name: string; city: string; colorScheme: string; logoKey: string | null };

/**
 * The web app manifest of one store, so a customer can put it on the home screen: the shop's name, colours and icon
 * (its logo, or the Yaadi mark), opening at the store's own page in a window of its own. `id` and `scope` are the
 * store's path, so each store (and each dealer's link) installs as an app of its own.
 */
export function storeManifest(shop: ManifestShop, storePath: string) {
  const path = storePath || "/";
  const place = shop.city ? ` in ${shop.city}` : "";
  return {
    id: path,
    name: shop.name,
    short_name: shop.name.length <= 12 ? shop.name : `${shop.name.slice(0, 11).trimEnd()}…`,
    description: `${shop.name}${place}: make your list and send it to the shop on WhatsApp.`,
    start_url: path,
    scope: path,
    display: "standalone",
    orientation: "portrait",
    background_color: "#fafaf9",
    theme_color: BRAND_COLOURS[toColorScheme(shop.colorScheme)],
    icons: shop.logoKey
      ? [{ src: `/files/${shop.logoKey}`, sizes: "any", purpose: "any" }]
      : [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}

/** Where a store's manifest is: beside its page. */
export const manifestPath = (storePath: string) => `${storePath}/manifest.webmanifest`;
