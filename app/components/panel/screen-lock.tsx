import { isRouteErrorResponse } from "react-router";
import { Notice } from "../form";

/** The lock a gate threw (app/server/panel/gate.server.ts), or null for any other error. */
export function gateLockOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const lock = (error.data as { lock?: unknown } | null)?.lock;
  return typeof lock === "string" ? lock : null;
}

/** What a screen behind a closed gate shows instead of itself: its title and the spec's text. */
export function ScreenLock({ title, lock }: { title: string; lock: string }) {
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{title}</h1>
      <Notice tone="error">{lock}</Notice>
    </section>
  );
}
