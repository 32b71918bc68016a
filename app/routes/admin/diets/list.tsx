import { DietListView, DietsLocked } from "../../../components/admin/lists-diets";
import type { Route } from "./+types/list";
import { dietListAction, dietListLoader } from "./diet.server";

/** Diets LIST with the CSV download (a premium clinic); a basic clinic sees only the premium notice. */
export const loader = (args: Route.LoaderArgs) => dietListLoader(args);
export const action = (args: Route.ActionArgs) => dietListAction(args);

export default function DietsList({ loaderData }: Route.ComponentProps) {
  return loaderData.premium ? (
    <DietListView rows={loaderData.rows} loadError={loaderData.loadError} />
  ) : (
    <DietsLocked />
  );
}

export const meta = () => [{ title: "Diets – Admin panel" }, { name: "robots", content: "noindex" }];
