import { BillScreen } from "#app/components/admin/bills/bill-screen";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/bill";
import { billAction, billLoader } from "./bills.server";

/** One bill: as it prints (A4 or 80 mm), its customer's private link on WhatsApp, and Cancel that keeps its number. */
export const loader = (args: Route.LoaderArgs) => billLoader(args);
export const action = (args: Route.ActionArgs) => billAction(args);

export default function Bill({ loaderData }: Route.ComponentProps) {
  return loaderData ? <BillScreen data={loaderData} /> : null;
}

export const meta = (args: Route.MetaArgs) =>
  panelMeta((t) => (args.loaderData ? t.bills.bill(args.loaderData.number) : t.bills.title))(args);
