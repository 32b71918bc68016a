import { NamedItemForm } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { brandScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/edit";

/** Brands UPDATE and DELETE (spec 2 §2): another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => brandScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => brandScreens.formAction(args);

export default function EditBrands({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="brand" item={loaderData.item} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.brands.title);
