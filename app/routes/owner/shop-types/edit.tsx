import { ShopTypeForm } from "#app/components/owner/shop-types";
import type { Route } from "./+types/edit";
import { shopTypeFormAction, shopTypeFormLoader } from "./shop-types.server";

/** Update Shop-Type: back to LIST after a save; DELETE from here too. */
export const loader = (args: Route.LoaderArgs) => shopTypeFormLoader(args, args.params.shopTypeId);
export const action = (args: Route.ActionArgs) => shopTypeFormAction(args, args.params.shopTypeId);

export default function EditShopType({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ShopTypeForm
      item={loaderData.item}
      values={actionData && "values" in actionData ? actionData.values : loaderData.values}
      error={actionData?.error}
    />
  );
}

export const meta = () => [{ title: "Update Shop-Type – Back office" }, { name: "robots", content: "noindex" }];
