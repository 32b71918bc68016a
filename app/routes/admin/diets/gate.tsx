import { Outlet } from "react-router";
import { ErrorScreen } from "../../../components/error-screen";
import { gateLockOf, ScreenLock } from "../../../components/panel/screen-lock";
import { gate } from "../../../server/panel/gate.server";
import type { Route } from "./+types/gate";

/** A diet clinic's diets (another shop: 404); a basic clinic sees only the premium text (spec 3 §6). */
export const middleware: Route.MiddlewareFunction[] = [gate("clinic", "premium")];

export default function DietsGate() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lock = gateLockOf(error);
  return lock ? <ScreenLock title="Diets" lock={lock} /> : <ErrorScreen error={error} />;
}
