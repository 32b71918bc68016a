import { ShopTypeForm } from "#app/components/owner/shop-types";
import type { Route } from "./+types/new";
import { shopTypeFormAction, shopTypeFormLoader } from "./shop-types.server";

/** Add Shop-Type: stays here after an add. */
export const loader = (args: Route.LoaderArgs) => shopTypeFormLoader(args);
export const action = (args: Route.ActionArgs) => shopTypeFormAction(args);

export default function NewShopType({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ShopTypeForm
      item={null}
      values={actionData && "values" in actionData ? actionData.values : loaderData.values}
      error={actionData?.error}
    />
  );
}

export const meta = () => [{ title: "Add Shop-Type – Back office" }, { name: "robots", content: "noindex" }];
