import { ShopForm } from "#app/components/owner/shop-form";
import type { Route } from "./+types/new";
import { shopFormAction, shopFormLoader } from "./shops.server";

/** Add Shop: stays here after an add, showing the new admin's one-time password once. */
export const loader = (args: Route.LoaderArgs) => shopFormLoader(args);
export const action = (args: Route.ActionArgs) => shopFormAction(args);

export default function NewShop({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ShopForm
      values={actionData?.values ?? loaderData.values}
      shopTypes={loaderData.shopTypes}
      item={null}
      error={actionData?.error}
      added={actionData?.added}
      registrationId={actionData?.added ? null : loaderData.registrationId}
    />
  );
}

export const meta = () => [{ title: "Add Shop – Back office" }, { name: "robots", content: "noindex" }];
