import { DietForm, DietsLocked } from "../../../components/admin/lists-diets";
import type { Route } from "./+types/edit";
import { dietFormAction, dietFormLoader } from "./diet.server";

/** Diet UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => dietFormLoader(args, args.params.dietId);
export const action = (args: Route.ActionArgs) => dietFormAction(args, args.params.dietId);

export default function EditDiet({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium ? <DietForm item={loaderData.item} failed={actionData} /> : <DietsLocked />;
}

export const meta = () => [{ title: "Diets – Admin panel" }, { name: "robots", content: "noindex" }];
