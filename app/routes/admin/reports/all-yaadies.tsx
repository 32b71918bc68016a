import { AllYaadiesView } from "#app/components/admin/reports/all-yaadies";
import { isPremium } from "#app/domain/plans";
import { earliestDay } from "#app/domain/reports/report-range";
import { istDate } from "#app/domain/time";
import { panelMeta } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dealerChoices } from "#app/server/admin/reports.server";
import type { Route } from "./+types/all-yaadies";

/** Yaadies (spec 3 "All Yaadies"): the chosen days' yaadies or challans as a download; premium (spec 3 §6). */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const today = istDate(new Date());
  const premium = isPremium(admin.shop.versionTypeId);
  return { today, earliest: earliestDay(today), premium, dealers: premium ? await dealerChoices(admin.scope) : [] };
}

export default function AllYaadies({ loaderData }: Route.ComponentProps) {
  return <AllYaadiesView {...loaderData} />;
}

export const meta = panelMeta((t) => t.menu.screens.yaadies);
