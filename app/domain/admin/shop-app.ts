import type { Locale } from "#app/i18n/locale";
import { BRAND_COLOURS } from "../../../themes/themes";

/*
 * The shop app: the admin panel put on a phone's home screen (issue 27, docs/decisions/0032). Its manifest is the
 * panel's own, apart from every store's (store-manifest.ts): the same for every shop's admin — it names no shop and
 * holds nothing of one — and only the words follow the admin's language; a diet clinic's panel is an app of its own.
 */

/** Where the panel's manifest is; its pages link it with their language (`?lang=`), as a manifest is fetched without cookies. */
export const SHOP_APP_MANIFEST_PATH = "/adminpanel/manifest.webmanifest";

/** The app's window: the panel's screens, as far as its service worker's scope (app/offline/panel-push.ts). */
export const SHOP_APP_SCOPE = "/adminpanel/";

/**
 * The admin home (and sign-in): inside the scope, so the installed app shows it in its own window and its service
 * worker answers it offline. The spec's /adminpanel, outside the scope, is sent here (workers/hono.ts).
 */
export const ADMIN_HOME = SHOP_APP_SCOPE;

/** The app opens on today's yaadies, as the home's "today at a glance" links them. */
export const TODAYS_YAADIES = "/adminpanel/yaadi-summary?day=today";

/** Drawn from the mark by scripts/app-icons.ts. */
export const SHOP_APP_ICONS = {
  any192: "/icons/yaadi-192.png",
  any512: "/icons/yaadi-512.png",
  maskable512: "/icons/yaadi-maskable-512.png",
  apple180: "/icons/yaadi-apple-180.png",
} as const;

/** The panel's colour (it has no shop colours of its own), for the app's bar and its splash screen's ground. */
export const SHOP_APP_THEME = BRAND_COLOURS.green;
/** The pages' own ground (Tailwind's stone-50), so the splash screen turns into the first screen without a flash. */
export const SHOP_APP_BACKGROUND = "#fafaf9";

/** Which panel the app is: a shop's, opening on today's yaadies, or a diet clinic's, which takes no orders. */
export type ShopAppKind = "shop" | "clinic";

/** The address's `app` for a clinic's manifest; any other value, or none, is the shop's. */
export const CLINIC_APP = "clinic";

/**
 * Each kind's identity and first screen. A clinic's app is an app of its own (another id: a phone may hold a shop's
 * and a clinic's), opening on the clinic's home — its Clients, Diets and Client Sheets — not on a Yaadi Summary it
 * has no orders for.
 */
const APPS = {
  shop: { id: SHOP_APP_SCOPE, startUrl: TODAYS_YAADIES },
  clinic: { id: `${SHOP_APP_SCOPE}?app=${CLINIC_APP}`, startUrl: ADMIN_HOME },
} as const satisfies Record<ShopAppKind, { id: string; startUrl: string }>;

export type ShopAppWords = { name: string; shortName: string; description: string };
export type ShopAppTexts = ShopAppWords & { clinic: ShopAppWords };

export function shopAppManifest(texts: ShopAppTexts, locale: Locale, kind: ShopAppKind = "shop") {
  const words = kind === "clinic" ? texts.clinic : texts;
  const app = APPS[kind];
  return {
    // One app whichever language its manifest was read in (the address carries the language, the id does not).
    id: app.id,
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: locale,
    dir: "ltr",
    start_url: app.startUrl,
    scope: SHOP_APP_SCOPE,
    display: "standalone",
    background_color: SHOP_APP_BACKGROUND,
    theme_color: SHOP_APP_THEME,
    icons: [
      { src: SHOP_APP_ICONS.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: SHOP_APP_ICONS.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: SHOP_APP_ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/**
 * The manifest's address for a page in this language and of this kind of panel: a browser fetches a manifest without
 * cookies, so the address says all the manifest depends on.
 */
export const shopAppManifestHref = (locale: Locale, kind: ShopAppKind = "shop") =>
  `${SHOP_APP_MANIFEST_PATH}?lang=${locale}${kind === "clinic" ? `&app=${CLINIC_APP}` : ""}`;
