import { Outlet } from "react-router";
import { ScreenLock } from "#app/components/panel/screen-lock";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { gate, lockOf } from "#app/server/panel/gate.server";
import type { Route } from "./+types/gate";

/** Udhaar keeps accounts of the saved customers, which are Premium and Turbo (docs/decisions/0035). */
export const middleware: Route.MiddlewareFunction[] = [gate("premium")];

export const loader = ({ context }: Route.LoaderArgs) => ({ lock: lockOf(context) });

export default function UdhaarGate({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return loaderData.lock ? <ScreenLock title={t.udhaar.title} lock={loaderData.lock} /> : <Outlet />;
}
