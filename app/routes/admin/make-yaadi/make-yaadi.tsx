import { MakeYaadiScreen } from "#app/components/admin/make-yaadi/make-yaadi-screen";
import { TurboOnly } from "#app/components/admin/plan-only";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/make-yaadi";
import { makeYaadiAction, makeYaadiLoader } from "./make-yaadi.server";

/** Make Yaadi (spec 3 §2, §4): a yaadi prepared by the shop for a customer who phones or walks in. Turbo only. */
export const loader = (args: Route.LoaderArgs) => makeYaadiLoader(args);
export const action = (args: Route.ActionArgs) => makeYaadiAction(args);

export default function MakeYaadi({ loaderData, actionData }: Route.ComponentProps) {
  const title = usePanelTexts().menu.screens.makeYaadi;
  return loaderData.turbo ? (
    <MakeYaadiScreen data={loaderData} failed={actionData ?? null} />
  ) : (
    <TurboOnly title={title} />
  );
}

export const meta = panelMeta((t) => t.menu.screens.makeYaadi);
