import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // "/" is the marketing home, or the store itself when the host names a shop ({shop}.{ROOT_DOMAIN}).
  index("routes/home/index.tsx"),
  route("start", "routes/home/create-store.tsx"),
  route("adminpanel", "routes/admin/sign-in.tsx"),
  route("adminpanel/logout", "routes/admin/logout.tsx"),
  route("owner", "routes/owner/sign-in.tsx"),
  route("owner/logout", "routes/owner/logout.tsx"),
  route("yaadilist/:yaadiUrl", "routes/store/yaadi.tsx"),
  route("check-out", "routes/store/last-store.tsx", { id: "check-out" }),
  route("order-success", "routes/store/last-store.tsx", { id: "order-success" }),
  route(":shopUrl", "routes/store/store.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
