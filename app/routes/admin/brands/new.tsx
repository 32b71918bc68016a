import { NamedItemForm } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { brandScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/new";

/** Brands ADD (spec 2 §2): after a successful add the screen stays here, empty, with the success message. */
export const loader = (args: Route.LoaderArgs) => brandScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => brandScreens.formAction(args);

export default function NewBrands({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="brand" item={null} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.brands.title);
