import { LedgerScreen } from "#app/components/admin/udhaar/ledger-screen";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/ledger";
import { ledgerAction, ledgerLoader } from "./udhaar.server";

/** One customer's udhaar: entries with the running balance, ageing, limit, the forms, reminders and the statement link. */
export const loader = (args: Route.LoaderArgs) => ledgerLoader(args);
export const action = (args: Route.ActionArgs) => ledgerAction(args);

export default function Ledger({ loaderData }: Route.ComponentProps) {
  return loaderData ? <LedgerScreen data={loaderData} /> : null;
}

export const meta = panelMeta((t) => t.udhaar.title);
