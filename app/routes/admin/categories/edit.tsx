import { NamedItemForm } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { categoryScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/edit";

/** Categories UPDATE and DELETE (spec 2 §2): another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => categoryScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => categoryScreens.formAction(args);

export default function EditCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="category" item={loaderData.item} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.categories.title);
