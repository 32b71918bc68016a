import { DietListView } from "#app/components/admin/lists-diets";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { dietScreens } from "./diet.server";

/** Diets LIST with the CSV download (spec 3 §2 "Diet-clinic admin"). */
export const loader = (args: Route.LoaderArgs) => dietScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => dietScreens.listAction(args);

export default function DietsList({ loaderData }: Route.ComponentProps) {
  return <DietListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = panelMeta((t) => t.clinic.diets.title);
