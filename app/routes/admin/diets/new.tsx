import { DietForm, DietsLocked } from "../../../components/admin/lists-diets";
import type { Route } from "./+types/new";
import { dietFormAction, dietFormLoader } from "./diet.server";

/** Diet ADD: stays here, empty, with 'Diet {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => dietFormLoader(args);
export const action = (args: Route.ActionArgs) => dietFormAction(args);

export default function NewDiet({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium ? <DietForm item={null} failed={actionData} /> : <DietsLocked />;
}

export const meta = () => [{ title: "Diets – Admin panel" }, { name: "robots", content: "noindex" }];
