import { data } from "react-router";
import { CustomerVisitsView } from "#app/components/admin/reports/customer-visits";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { DATES_MESSAGE } from "#app/domain/reports/report-range";
import { readRange } from "#app/domain/reports/report-range-query";
import type { CustomerVisitsData } from "#app/domain/reports/visits";
import { istDate } from "#app/domain/time";
import { panelMeta } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dealerChoices } from "#app/server/admin/reports.server";
import { customerVisits } from "#app/server/admin/visits.server";
import type { Route } from "./+types/customer-visits";

/** Customer Visits (spec 3 §2): Yesterday or Today (and a dealer, as the other reports), then Show Here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const now = new Date();
  const today = istDate(now);
  const frame = { today, dealers: await dealerChoices(admin.scope) };
  const asked = readRange(new URL(request.url).searchParams, now);
  if (!asked) return data<CustomerVisitsData>({ ...frame, asked: null, visits: null, error: null });
  // Only Yesterday and Today here: a range is refused like any other bad choice.
  if (!asked.ok || asked.range.choice === "between")
    return data<CustomerVisitsData>(
      { ...frame, asked: null, visits: null, error: asked.ok ? DATES_MESSAGE : asked.error },
      { status: 400 },
    );
  try {
    return data<CustomerVisitsData>({
      ...frame,
      asked: asked.range,
      visits: await customerVisits(admin.scope, asked.range),
      error: null,
    });
  } catch {
    return data<CustomerVisitsData>(
      { ...frame, asked: asked.range, visits: null, error: YAADI_REPORT_MESSAGES.visitsFailed },
      { status: 500 },
    );
  }
}

export default function CustomerVisits({ loaderData }: Route.ComponentProps) {
  return <CustomerVisitsView data={loaderData} />;
}

export const meta = panelMeta((t) => t.menu.screens.customerVisits);
