import { NamedListView } from "#app/components/admin/lists-named";
import { panelMeta } from "#app/i18n/panel-texts";
import { brandScreens } from "../+shared/named-list.server";
import type { Route } from "./+types/list";

/** Brands LIST (spec 2 §2): rating descending, search, sortable headers, edit and delete per row. */
export const loader = (args: Route.LoaderArgs) => brandScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => brandScreens.listAction(args);

export default function BrandsList({ loaderData }: Route.ComponentProps) {
  return (
    <NamedListView kind="brand" rows={loaderData.rows} master={loaderData.master} loadError={loaderData.loadError} />
  );
}

export const meta = panelMeta((t) => t.lists.brands.title);
