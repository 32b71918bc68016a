import { Outlet } from "react-router";
import { ScreenLock } from "#app/components/panel/screen-lock";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { gate, lockOf } from "#app/server/panel/gate.server";
import type { Route } from "./+types/gate";

/** The Dealers screens open only with the dealer facility (spec 3 §2); without it each shows only the spec's text. */
export const middleware: Route.MiddlewareFunction[] = [gate("dealers")];

export const loader = ({ context }: Route.LoaderArgs) => ({ lock: lockOf(context) });

export default function DealersGate({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return loaderData.lock ? <ScreenLock title={t.people.dealers.title} lock={loaderData.lock} /> : <Outlet />;
}
