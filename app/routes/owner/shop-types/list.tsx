import { ShopTypesListView } from "#app/components/owner/shop-types";
import type { Route } from "./+types/list";
import { shopTypeScreens } from "./shop-types.server";

/** Shop-Types (spec 3 §2): the list; DELETE posts here. */
export const loader = (args: Route.LoaderArgs) => shopTypeScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => shopTypeScreens.listAction(args);

export default function ShopTypes({ loaderData }: Route.ComponentProps) {
  return <ShopTypesListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = () => [{ title: "Shop-Types – Back office" }, { name: "robots", content: "noindex" }];
