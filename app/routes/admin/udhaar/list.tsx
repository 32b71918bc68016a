import { UdhaarListScreen } from "#app/components/admin/udhaar/udhaar-list";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { udhaarListLoader } from "./udhaar.server";

/** Udhaar: who owes what, aged, sorted by amount or age (?sort=), with reminders and the CSV (gate.tsx: Premium). */
export const loader = (args: Route.LoaderArgs) => udhaarListLoader(args);

export default function Udhaar({ loaderData }: Route.ComponentProps) {
  return loaderData ? <UdhaarListScreen data={loaderData} /> : null;
}

export const meta = panelMeta((t) => t.udhaar.title);
