import { NamedListView } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { categoryScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/list";

/** Categories LIST (spec 2 §2): rating descending, search, sortable headers, edit and delete per row. */
export const loader = (args: Route.LoaderArgs) => categoryScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => categoryScreens.listAction(args);

export default function CategoriesList({ loaderData }: Route.ComponentProps) {
  return (
    <NamedListView kind="category" rows={loaderData.rows} master={loaderData.master} loadError={loaderData.loadError} />
  );
}

export const meta = panelMeta((t) => t.lists.categories.title);
