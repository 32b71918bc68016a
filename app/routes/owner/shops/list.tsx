import { useSearchParams } from "react-router";
import { ShopsListView } from "#app/components/owner/shops-list";
import { readShopListFilter } from "#app/domain/owner/shop-list";
import type { Route } from "./+types/list";
import { shopScreens } from "./shops.server";

/** Shops (spec 3 §2): the list with its filters (read from the URL, as the server read them); DELETE posts here. */
export const loader = (args: Route.LoaderArgs) => shopScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => shopScreens.listAction(args);

export default function Shops({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { rows, total, loadError } = loaderData;
  return <ShopsListView rows={rows} total={total} filter={readShopListFilter(params)} loadError={loadError} />;
}

export const meta = () => [{ title: "Shops – Back office" }, { name: "robots", content: "noindex" }];
