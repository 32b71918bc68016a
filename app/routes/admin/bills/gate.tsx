import { Outlet } from "react-router";
import { ScreenLock } from "#app/components/panel/screen-lock";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { gate, lockOf } from "#app/server/panel/gate.server";
import type { Route } from "./+types/gate";

/** Bills are Turbo's, as Cash Billing and Make Yaadi are (spec 3 §1): below Turbo each screen shows the spec's text. */
export const middleware: Route.MiddlewareFunction[] = [gate("turbo")];

export const loader = ({ context }: Route.LoaderArgs) => ({ lock: lockOf(context) });

export default function BillsGate({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return loaderData.lock ? <ScreenLock title={t.bills.title} lock={loaderData.lock} /> : <Outlet />;
}
