import { Link } from "react-router";

export type MenuEntry = { label: string; to: string; external?: boolean };

/**
 * The admin home's groups (spec 2 §2, spec 3 §2). Store Images only for shops with the home page facility; Utilities
 * holds the reports built so far, the downloads and Cash Billing (no entry points nowhere).
 */
export function adminMenu(shop: {
  shopUrl: string;
  homePageFacility: boolean;
  clinic?: boolean;
}): { group: string; entries: MenuEntry[] }[] {
  if (shop.clinic) return clinicMenu(shop);
  return [
    {
      group: "Manage",
      entries: [
        { label: "Products", to: "/adminpanel/products" },
        { label: "Categories", to: "/adminpanel/categories" },
        { label: "Brands", to: "/adminpanel/brands" },
        { label: "Customers", to: "/adminpanel/customers" },
        { label: "Dealers", to: "/adminpanel/dealers" },
        { label: "Special Offers", to: "/adminpanel/offers" },
        { label: "Products-Price", to: "/adminpanel/prices" },
        { label: "Products-Stock/Rating", to: "/adminpanel/stock-rating" },
        { label: "Products-Image", to: "/adminpanel/product-images" },
        { label: "Use Master List", to: "/adminpanel/master-list" },
      ],
    },
    controlGroup(shop, { firstPage: true }),
    {
      group: "Utilities",
      entries: [
        { label: "Yaadi Summary", to: "/adminpanel/yaadi-summary" },
        { label: "Yaadies", to: "/adminpanel/all-yaadies" },
        { label: "Productwise Sale", to: "/adminpanel/productwise-sale" },
        { label: "Customer Visits", to: "/adminpanel/customer-visits" },
        { label: "Customer Data", to: "/adminpanel/customer-data" },
        { label: "Product Sheet", to: "/adminpanel/product-sheet" },
        { label: "Make Yaadi", to: "/adminpanel/make-yaadi" },
        // Through the panel: below Turbo it shows the Turbo notice instead of the store.
        { label: "Cash Billing", to: "/adminpanel/billing", external: true },
      ],
    },
  ];
}

/** A diet clinic's panel (spec 3 §2 "Diet-clinic admin"): Manage holds Clients, Diets, Client Sheets; no orders. */
function clinicMenu(shop: { homePageFacility: boolean }): { group: string; entries: MenuEntry[] }[] {
  return [
    {
      group: "Manage",
      entries: [
        { label: "Clients", to: "/adminpanel/clients" },
        { label: "Diets", to: "/adminpanel/diets" },
        { label: "Client Sheets", to: "/adminpanel/client-sheets" },
      ],
    },
    controlGroup(shop, { firstPage: false }),
  ];
}

/** The store's settings; a clinic has no first page (its customers do not order), so no First Page Settings. */
function controlGroup(
  shop: { homePageFacility: boolean },
  { firstPage }: { firstPage: boolean },
): { group: string; entries: MenuEntry[] } {
  return {
    group: "Control",
    entries: [
      { label: "Home Page Settings", to: "/adminpanel/home-page-settings" },
      ...(firstPage ? [{ label: "First Page Settings", to: "/adminpanel/first-page-settings" }] : []),
      { label: "Store Settings", to: "/adminpanel/store-settings" },
      { label: "Store Logo", to: "/adminpanel/logo" },
      ...(shop.homePageFacility ? [{ label: "Store Images", to: "/adminpanel/store-images" }] : []),
    ],
  };
}

export function HomeMenu({ groups }: { groups: ReturnType<typeof adminMenu> }) {
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      {groups.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`menu-${group}`}>
          <h2 id={`menu-${group}`} className="text-sm font-bold uppercase tracking-wide text-stone-500">
            {group}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-1">
            {entries.map((e) => {
              const style =
                "flex min-h-12 items-center rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold shadow-sm hover:border-brand hover:bg-brand-soft";
              return (
                <li key={e.to}>
                  {e.external ? (
                    <a className={style} href={e.to}>
                      {e.label}
                    </a>
                  ) : (
                    <Link className={style} to={e.to} prefetch="intent">
                      {e.label}
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
