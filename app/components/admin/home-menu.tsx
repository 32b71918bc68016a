import { Link } from "react-router";
import type { PanelTexts } from "#app/i18n/panel";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useFigures } from "#app/i18n/provider";

type MenuTexts = PanelTexts["menu"];
/** A screen of the menu, named in the admin's language by its key in the panel's book (app/i18n/panel/menu.*.ts). */
export type MenuEntry = {
  screen: keyof MenuTexts["screens"];
  to: string;
  external?: boolean;
  /** How many wait there (the Yaadi Summary: today's yaadies to accept), shown beside the name when some do. */
  count?: number;
};
export type MenuGroup = { group: keyof MenuTexts["groups"]; entries: MenuEntry[] };

/**
 * The admin home's groups (spec 2 §2, spec 3 §2). Store Images only for shops with the home page facility; Utilities
 * holds the reports built so far, the downloads and Cash Billing (no entry points nowhere).
 */
export function adminMenu(shop: {
  shopUrl: string;
  homePageFacility: boolean;
  clinic?: boolean;
  /** Today's yaadies still to accept. */
  waiting?: number;
}): MenuGroup[] {
  if (shop.clinic) return clinicMenu(shop);
  return [
    {
      group: "manage",
      entries: [
        { screen: "products", to: "/adminpanel/products" },
        { screen: "categories", to: "/adminpanel/categories" },
        { screen: "brands", to: "/adminpanel/brands" },
        { screen: "customers", to: "/adminpanel/customers" },
        { screen: "udhaar", to: "/adminpanel/udhaar" },
        { screen: "dealers", to: "/adminpanel/dealers" },
        { screen: "offers", to: "/adminpanel/offers" },
        { screen: "prices", to: "/adminpanel/prices" },
        { screen: "stockRating", to: "/adminpanel/stock-rating" },
        { screen: "productsTax", to: "/adminpanel/products-tax" },
        { screen: "productImages", to: "/adminpanel/product-images" },
        { screen: "masterList", to: "/adminpanel/master-list" },
      ],
    },
    controlGroup(shop, { firstPage: true }),
    {
      group: "utilities",
      entries: [
        { screen: "yaadiSummary", to: "/adminpanel/yaadi-summary", count: shop.waiting },
        { screen: "yaadies", to: "/adminpanel/all-yaadies" },
        { screen: "productwiseSale", to: "/adminpanel/productwise-sale" },
        { screen: "customerVisits", to: "/adminpanel/customer-visits" },
        { screen: "customerData", to: "/adminpanel/customer-data" },
        { screen: "productSheet", to: "/adminpanel/product-sheet" },
        { screen: "makeYaadi", to: "/adminpanel/make-yaadi" },
        // Through the panel: below Turbo it shows the Turbo notice instead of the store.
        { screen: "billing", to: "/adminpanel/billing", external: true },
        { screen: "bills", to: "/adminpanel/bills" },
        { screen: "gstReturns", to: "/adminpanel/gst" },
      ],
    },
  ];
}

/** A diet clinic's panel (spec 3 §2 "Diet-clinic admin"): Manage holds Clients, Diets, Client Sheets; no orders. */
function clinicMenu(shop: { homePageFacility: boolean }): MenuGroup[] {
  return [
    {
      group: "manage",
      entries: [
        { screen: "clients", to: "/adminpanel/clients" },
        { screen: "diets", to: "/adminpanel/diets" },
        { screen: "clientSheets", to: "/adminpanel/client-sheets" },
      ],
    },
    controlGroup(shop, { firstPage: false }),
  ];
}

/** The store's settings; a clinic has no first page (its customers do not order), so no First Page Settings. */
function controlGroup(shop: { homePageFacility: boolean }, { firstPage }: { firstPage: boolean }): MenuGroup {
  return {
    group: "control",
    entries: [
      { screen: "homePageSettings", to: "/adminpanel/home-page-settings" },
      ...(firstPage ? [{ screen: "firstPageSettings", to: "/adminpanel/first-page-settings" } as const] : []),
      { screen: "storeSettings", to: "/adminpanel/store-settings" },
      { screen: "logo", to: "/adminpanel/logo" },
      ...(shop.homePageFacility ? [{ screen: "storeImages", to: "/adminpanel/store-images" } as const] : []),
    ],
  };
}

export function HomeMenu({ groups }: { groups: MenuGroup[] }) {
  const { menu, home } = usePanelTexts();
  const f = useFigures();
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      {groups.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`menu-${group}`}>
          <h2 id={`menu-${group}`} className="text-sm font-bold uppercase tracking-wide text-stone-500">
            {menu.groups[group]}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-1">
            {entries.map((e) => {
              const style =
                "flex min-h-12 items-center rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold shadow-sm hover:border-brand hover:bg-brand-soft";
              return (
                <li key={e.to}>
                  {e.external ? (
                    <a className={style} href={e.to}>
                      {menu.screens[e.screen]}
                    </a>
                  ) : (
                    <Link className={style} to={e.to} prefetch="intent">
                      {menu.screens[e.screen]}
                      {e.count ? (
                        <span className="ml-auto rounded-full bg-red-700 px-2 text-sm font-bold text-white tabular-nums">
                          <span className="sr-only">{home.today.toAccept}: </span>
                          {f.count(e.count)}
                        </span>
                      ) : null}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
