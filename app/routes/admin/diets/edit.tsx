import { DietForm } from "#app/components/admin/lists-diets";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { dietScreens } from "./diet.server";

/** Diet UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => dietScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => dietScreens.formAction(args);

export default function EditDiet({ loaderData, actionData }: Route.ComponentProps) {
  return <DietForm item={loaderData.item} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.diets.title);
