import { YaadiScreen } from "#app/components/admin/reports/yaadi-screen";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/yaadi";
import { yaadiAction, yaadiLoader } from "./yaadi.server";

/** One yaadi: lines and totals, status steps, paid or not, the customer's WhatsApp and the printable sheet. */
export const loader = (args: Route.LoaderArgs) => yaadiLoader(args);
export const action = (args: Route.ActionArgs) => yaadiAction(args);

export default function Yaadi({ loaderData }: Route.ComponentProps) {
  return <YaadiScreen data={loaderData} />;
}

export const meta = (args: Route.MetaArgs) =>
  panelMeta((t) => (args.loaderData ? t.yaadi.number(args.loaderData.yaadi.id) : t.yaadi.print.yaadi))(args);
