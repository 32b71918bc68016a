import { Link } from "react-router";

export type MenuEntry = { label: string; to: string; external?: boolean };

/**
 * The admin home's groups (spec 2 §2, spec 3 §2). Store Images only for shops with the home page facility; Utilities
 * holds the reports built so far, the downloads and Cash Billing (no entry points nowhere).
 */
export function adminMenu(shop: { shopUrl: string; homePageFacility: boolean }): { group: string; entries: MenuEntry[] }[] {
  return [
    {
      group: "Manage",
      entries: [
        { label: "Products", to: "/adminpanel/products" },
        { label: "Categories", to: "/adminpanel/categories" },
        { label: "Brands", to: "/adminpanel/brands" },
        { label: "Customers", to: "/adminpanel/customers" },
        { label: "Special Offers", to: "/adminpanel/offers" },
        { label: "Products-Price", to: "/adminpanel/prices" },
        { label: "Products-Stock/Rating", to: "/adminpanel/stock-rating" },
        { label: "Products-Image", to: "/adminpanel/product-images" },
        { label: "Use Master List", to: "/adminpanel/master-list" },
      ],
    },
    {
      group: "Control",
      entries: [
        { label: "Home Page Settings", to: "/adminpanel/home-page-settings" },
        { label: "First Page Settings", to: "/adminpanel/first-page-settings" },
        { label: "Store Settings", to: "/adminpanel/store-settings" },
        { label: "Store Logo", to: "/adminpanel/logo" },
        ...(shop.homePageFacility ? [{ label: "Store Images", to: "/adminpanel/store-images" }] : []),
      ],
    },
    {
      group: "Utilities",
      entries: [
        { label: "Yaadi Summary", to: "/adminpanel/yaadi-summary" },
        { label: "Yaadies", to: "/adminpanel/all-yaadies" },
        { label: "Productwise Sale", to: "/adminpanel/productwise-sale" },
        { label: "Customer Visits", to: "/adminpanel/customer-visits" },
        { label: "Customer Data", to: "/adminpanel/customer-data" },
        { label: "Product Sheet", to: "/adminpanel/product-sheet" },
        { label: "Cash Billing", to: `/${shop.shopUrl}?billing=yes`, external: true },
      ],
    },
  ];
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
              const style = "flex min-h-12 items-center rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold shadow-sm hover:border-brand hover:bg-brand-soft";
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
