import { ShopsListView } from "#app/components/owner/shops-list";
import type { Route } from "./+types/list";
import { shopListAction, shopListLoader } from "./shops.server";

/** Shops (spec 3 §2): the list with its filters; DELETE posts here. */
export const loader = (args: Route.LoaderArgs) => shopListLoader(args);
export const action = (args: Route.ActionArgs) => shopListAction(args);

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { rows, total, filter, loadError } = loaderData;
  return <ShopsListView rows={rows} total={total} filter={filter} loadError={loadError} />;
}

export const meta = () => [{ title: "Shops – Back office" }, { name: "robots", content: "noindex" }];
