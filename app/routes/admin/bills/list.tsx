import { BillsList } from "#app/components/admin/bills/bills-list";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { billsListLoader } from "./bills.server";

/** Bills: a month's bills, newest first, searched by number or customer, the cancelled ones marked. */
export const loader = (args: Route.LoaderArgs) => billsListLoader(args);

export default function Bills({ loaderData }: Route.ComponentProps) {
  return loaderData.locked ? null : <BillsList data={loaderData} />;
}

export const meta = panelMeta((t) => t.bills.title);
