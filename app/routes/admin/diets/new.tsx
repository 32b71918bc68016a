import { DietForm } from "#app/components/admin/lists-diets";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { dietScreens } from "./diet.server";

/** Diet ADD: stays here, empty, with 'Diet {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => dietScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => dietScreens.formAction(args);

export default function NewDiet({ actionData }: Route.ComponentProps) {
  return <DietForm item={null} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.diets.title);
