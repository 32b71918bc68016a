import { ShopForm } from "#app/components/owner/shop-form";
import type { Route } from "./+types/edit";
import { shopScreens } from "./shops.server";

/** Update Shop: back to LIST after a save; DELETE from here too. */
export const loader = (args: Route.LoaderArgs) => shopScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => shopScreens.formAction(args);

export default function EditShop({ loaderData, actionData }: Route.ComponentProps) {
  const item = loaderData.item!;
  return (
    <ShopForm
      values={actionData?.values ?? item.values}
      stored={item.values}
      shopTypes={loaderData.shopTypes}
      item={item}
      error={actionData?.error}
    />
  );
}

export const meta = () => [{ title: "Update Shop – Back office" }, { name: "robots", content: "noindex" }];
