import { Outlet } from "react-router";
import { activeShopOnly } from "#app/server/admin/pipeline.server";
import type { Route } from "./+types/active";

/** The everyday screens: open once the store is activated and not disabled (see activeShopOnly). */
export const middleware: Route.MiddlewareFunction[] = [activeShopOnly];

export default function ActiveScreens() {
  return <Outlet />;
}
