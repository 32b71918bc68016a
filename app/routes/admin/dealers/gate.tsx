import { Outlet } from "react-router";
import { ErrorScreen } from "../../../components/error-screen";
import { gateLockOf, ScreenLock } from "../../../components/panel/screen-lock";
import { gate } from "../../../server/panel/gate.server";
import type { Route } from "./+types/gate";

/** The Dealers screens open only with the dealer facility (spec 3 §2); without it each shows only the spec's text. */
export const middleware: Route.MiddlewareFunction[] = [gate("dealers")];

export default function DealersGate() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lock = gateLockOf(error);
  return lock ? <ScreenLock title="Dealers" lock={lock} /> : <ErrorScreen error={error} />;
}
