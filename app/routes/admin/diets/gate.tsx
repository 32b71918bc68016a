import { Outlet } from "react-router";
import { ScreenLock } from "#app/components/panel/screen-lock";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { gate, lockOf } from "#app/server/panel/gate.server";
import type { Route } from "./+types/gate";

/** A diet clinic's diets (another shop: 404); a basic clinic sees only the premium text (spec 3 §6). */
export const middleware: Route.MiddlewareFunction[] = [gate("clinic", "premium")];

export const loader = ({ context }: Route.LoaderArgs) => ({ lock: lockOf(context) });

export default function DietsGate({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return loaderData.lock ? <ScreenLock title={t.clinic.diets.title} lock={loaderData.lock} /> : <Outlet />;
}
