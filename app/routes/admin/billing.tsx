import { redirect } from "react-router";
import { TurboOnly } from "#app/components/admin/plan-only";
import { isTurbo } from "#app/domain/plans";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import type { Route } from "./+types/billing";

/** Cash Billing (spec 2 §1, spec 3 §1): the store in billing mode for a Turbo shop; the Turbo notice for the others. */
export function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  if (isTurbo(admin.shop.versionTypeId)) throw redirect(`/${admin.shop.url}?billing=yes`);
  return null;
}

export default function CashBilling() {
  return <TurboOnly title={usePanelTexts().menu.screens.billing} />;
}

export const meta = panelMeta((t) => t.menu.screens.billing);
