import { Outlet } from "react-router";
import { ScreenLock } from "#app/components/panel/screen-lock";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { gate, lockOf } from "#app/server/panel/gate.server";
import type { Route } from "./+types/gate";

/** The shop's saved customers are a premium feature (spec 2 §1): a basic shop sees only the spec's text. */
export const middleware: Route.MiddlewareFunction[] = [gate("premium")];

export const loader = ({ context }: Route.LoaderArgs) => ({ lock: lockOf(context) });

export default function CustomersGate({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return loaderData.lock ? <ScreenLock title={t.people.customers.title} lock={loaderData.lock} /> : <Outlet />;
}
