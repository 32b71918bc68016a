import { ShopTypeForm } from "#app/components/owner/shop-types";
import type { Route } from "./+types/new";
import { shopTypeScreens } from "./shop-types.server";

/** Add Shop-Type: stays here after an add. */
export const loader = (args: Route.LoaderArgs) => shopTypeScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => shopTypeScreens.formAction(args);

export default function NewShopType({ actionData }: Route.ComponentProps) {
  return <ShopTypeForm item={null} failed={actionData} />;
}

export const meta = () => [{ title: "Add Shop-Type – Back office" }, { name: "robots", content: "noindex" }];
