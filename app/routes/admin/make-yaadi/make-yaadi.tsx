import { MakeYaadiScreen } from "#app/components/admin/make-yaadi/make-yaadi-screen";
import { TurboOnly } from "#app/components/admin/plan-only";
import type { Route } from "./+types/make-yaadi";
import { makeYaadiAction, makeYaadiLoader } from "./make-yaadi.server";

/** Make Yaadi (spec 3 §2, §4): a yaadi prepared by the shop for a customer who phones or walks in. Turbo only. */
export const loader = (args: Route.LoaderArgs) => makeYaadiLoader(args);
export const action = (args: Route.ActionArgs) => makeYaadiAction(args);

export default function MakeYaadi({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.turbo ? (
    <MakeYaadiScreen data={loaderData} failed={actionData ?? null} />
  ) : (
    <TurboOnly title="Make Yaadi" />
  );
}

export const meta = () => [{ title: "Make Yaadi – Admin panel" }, { name: "robots", content: "noindex" }];
