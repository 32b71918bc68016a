import { ShopForm } from "#app/components/owner/shop-form";
import { emptyShopForm } from "#app/domain/owner/shop-form";
import type { Route } from "./+types/new";
import { shopScreens } from "./shops.server";

/** Add Shop: stays here after an add, showing the new admin's one-time password once. */
export const loader = (args: Route.LoaderArgs) => shopScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => shopScreens.formAction(args);

export default function NewShop({ loaderData, actionData }: Route.ComponentProps) {
  const { registration } = loaderData;
  return (
    <ShopForm
      values={actionData?.values ?? registration?.values ?? emptyShopForm()}
      shopTypes={loaderData.shopTypes}
      item={null}
      error={actionData?.error}
      added={actionData?.added}
      registrationId={actionData?.added ? null : (registration?.id ?? null)}
    />
  );
}

export const meta = () => [{ title: "Add Shop – Back office" }, { name: "robots", content: "noindex" }];
