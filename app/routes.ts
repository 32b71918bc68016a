import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // "/" is the marketing home, or the store itself when the host names a shop ({shop}.{ROOT_DOMAIN}).
  index("routes/home/index.tsx"),
  route("start", "routes/home/create-store.tsx"),
  route("adminpanel", "routes/admin/sign-in.tsx"),
  route("adminpanel/logout", "routes/admin/logout.tsx"),
  // Downloads (resource routes: no layout around a file).
  route("adminpanel/customers.csv", "routes/admin/customers/csv.ts"),
  route("adminpanel/product-sheet.csv", "routes/admin/sheet/download.ts"),
  route("adminpanel/yaadi-summary.csv", "routes/admin/reports/yaadi-summary-csv.ts"),
  route("adminpanel/customer-data.csv", "routes/admin/reports/customer-data-csv.ts"),
  route("adminpanel/productwise-sale.csv", "routes/admin/reports/productwise-sale-csv.ts"),
  route("adminpanel/yaadies/:yaadiId/download", "routes/admin/yaadies/download.ts"),
  // The shop admin's screens (spec 2): one URL per screen, so Back, reload and a shared link all work.
  layout("routes/admin/layout.tsx", [
    // Everyday screens: a store that is not activated (or is disabled) is sent to activation (or Your Account).
    layout("routes/admin/active.tsx", [
      route("adminpanel/products", "routes/admin/products/list.tsx"),
      route("adminpanel/products/new", "routes/admin/products/new.tsx"),
      route("adminpanel/products/:productId", "routes/admin/products/edit.tsx"),
      route("adminpanel/categories", "routes/admin/categories/list.tsx"),
      route("adminpanel/categories/new", "routes/admin/categories/new.tsx"),
      route("adminpanel/categories/:categoryId", "routes/admin/categories/edit.tsx"),
      route("adminpanel/brands", "routes/admin/brands/list.tsx"),
      route("adminpanel/brands/new", "routes/admin/brands/new.tsx"),
      route("adminpanel/brands/:brandId", "routes/admin/brands/edit.tsx"),
      route("adminpanel/customers", "routes/admin/customers/list.tsx"),
      route("adminpanel/customers/new", "routes/admin/customers/new.tsx"),
      route("adminpanel/customers/:customerId", "routes/admin/customers/edit.tsx"),
      route("adminpanel/offers", "routes/admin/offers/list.tsx"),
      route("adminpanel/offers/new", "routes/admin/offers/new.tsx"),
      route("adminpanel/offers/:offerId", "routes/admin/offers/edit.tsx"),
      route("adminpanel/prices", "routes/admin/bulk/prices.tsx"),
      route("adminpanel/stock-rating", "routes/admin/bulk/stock-rating.tsx"),
      route("adminpanel/product-images", "routes/admin/bulk/product-images.tsx"),
      route("adminpanel/logo", "routes/admin/images/logo.tsx"),
      route("adminpanel/store-images", "routes/admin/images/store-images.tsx"),
      route("adminpanel/product-sheet", "routes/admin/sheet/product-sheet.tsx"),
      route("adminpanel/master-list", "routes/admin/master-list/master-list.tsx"),
      route("adminpanel/yaadi-summary", "routes/admin/reports/yaadi-summary.tsx"),
      route("adminpanel/yaadies/:yaadiId", "routes/admin/yaadies/yaadi.tsx"),
      route("adminpanel/productwise-sale", "routes/admin/reports/productwise-sale.tsx"),
      route("adminpanel/customer-visits", "routes/admin/reports/customer-visits.tsx"),
      route("adminpanel/customer-data", "routes/admin/reports/customer-data.tsx"),
    ]),
    // Open in every state: activation, the settings and the way to pay.
    route("adminpanel/home-page-settings", "routes/admin/settings/home-page.tsx"),
    route("adminpanel/terms", "routes/admin/settings/terms.tsx"),
    route("adminpanel/first-page-settings", "routes/admin/settings/first-page.tsx"),
    route("adminpanel/store-settings", "routes/admin/settings/store-settings.tsx"),
    route("adminpanel/account", "routes/admin/account/account.tsx"),
  ]),
  route("owner", "routes/owner/sign-in.tsx"),
  route("owner/logout", "routes/owner/logout.tsx"),
  // The platform owner's back office (spec 3 §2), behind the owner's sign-in.
  layout("routes/owner/layout.tsx", [route("owner/home", "routes/owner/home.tsx")]),
  route("yaadilist/:yaadiUrl", "routes/store/yaadi.tsx"),
  route("check-out", "routes/store/last-store.tsx", { id: "check-out" }),
  route("order-success", "routes/store/last-store.tsx", { id: "order-success" }),
  route(":shopUrl", "routes/store/store.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
