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

// panelMeta looks for the root's `data`; React Router 8 calls it `loaderData`: both are given until it reads that.
export const meta = (args: Route.MetaArgs) =>
  panelMeta((t) => t.menu.screens.billing)({ matches: args.matches.map((m) => m && { ...m, data: m.loaderData }) });
