import { ShopTypeForm } from "#app/components/owner/shop-types";
import type { Route } from "./+types/edit";
import { shopTypeScreens } from "./shop-types.server";

/** Update Shop-Type: back to LIST after a save; DELETE from here too. */
export const loader = (args: Route.LoaderArgs) => shopTypeScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => shopTypeScreens.formAction(args);

export default function EditShopType({ loaderData, actionData }: Route.ComponentProps) {
  return <ShopTypeForm item={loaderData.item} failed={actionData} />;
}

export const meta = () => [{ title: "Update Shop-Type – Back office" }, { name: "robots", content: "noindex" }];
