import { ShopForm } from "#app/components/owner/shop-form";
import type { Route } from "./+types/edit";
import { shopFormAction, shopFormLoader } from "./shops.server";

/** Update Shop: back to LIST after a save; DELETE from here too. */
export const loader = (args: Route.LoaderArgs) => shopFormLoader(args, args.params.shopId);
export const action = (args: Route.ActionArgs) => shopFormAction(args, args.params.shopId);

export default function EditShop({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ShopForm
      values={actionData?.values ?? loaderData.values}
      stored={loaderData.values}
      shopTypes={loaderData.shopTypes}
      item={loaderData.item}
      error={actionData?.error}
    />
  );
}

export const meta = () => [{ title: "Update Shop – Back office" }, { name: "robots", content: "noindex" }];
