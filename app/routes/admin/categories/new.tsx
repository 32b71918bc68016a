import { NamedItemForm } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { categoryScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/new";

/** Categories ADD (spec 2 §2): after a successful add the screen stays here, empty, with the success message. */
export const loader = (args: Route.LoaderArgs) => categoryScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => categoryScreens.formAction(args);

export default function NewCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="category" item={null} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = panelMeta((t) => t.lists.categories.title);
