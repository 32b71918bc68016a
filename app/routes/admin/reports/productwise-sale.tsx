import { data } from "react-router";
import { ProductwiseView } from "#app/components/admin/reports/productwise";
import { isPremium, isTurbo } from "#app/domain/plans";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import type { ProductwiseData } from "#app/domain/reports/productwise";
import { earliestDay } from "#app/domain/reports/report-range";
import { readRange } from "#app/domain/reports/report-range-query";
import { istDate } from "#app/domain/time";
import { panelMeta } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dealerChoices, productwiseSale } from "#app/server/admin/reports.server";
import type { Route } from "./+types/productwise-sale";

/** Productwise Sale (spec 3 §2, premium): each product's quantity over the chosen days, from the yaadies themselves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const now = new Date();
  const today = istDate(now);
  const premium = isPremium(admin.shop.versionTypeId);
  // A basic shop sees the premium notice and reads nothing.
  if (!premium)
    return data<ProductwiseData>({
      today,
      earliest: earliestDay(today),
      premium,
      sales: false,
      dealers: [],
      asked: null,
      rows: null,
      error: null,
    });
  const frame = {
    today,
    earliest: earliestDay(today),
    premium,
    sales: isTurbo(admin.shop.versionTypeId),
    dealers: await dealerChoices(admin.scope),
  };
  const asked = readRange(new URL(request.url).searchParams, now);
  if (!asked) return data<ProductwiseData>({ ...frame, asked: null, rows: null, error: null });
  if (!asked.ok)
    return data<ProductwiseData>({ ...frame, asked: null, rows: null, error: asked.error }, { status: 400 });
  try {
    return data<ProductwiseData>({
      ...frame,
      asked: asked.range,
      rows: await productwiseSale(admin.scope, asked.range),
      error: null,
    });
  } catch {
    return data<ProductwiseData>(
      { ...frame, asked: asked.range, rows: null, error: YAADI_REPORT_MESSAGES.cumulativeFailed },
      { status: 500 },
    );
  }
}

export default function ProductwiseSale({ loaderData }: Route.ComponentProps) {
  return <ProductwiseView data={loaderData} />;
}

export const meta = panelMeta((t) => t.menu.screens.productwiseSale);
