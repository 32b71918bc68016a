import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often a back-office screen following a background job (an import, a backup, a move) asks for its progress. */
const POLL_MS = 2_000;

/** While `running`, loads the screen's data again every POLL_MS (a load still on its way is not doubled). */
export function usePollWhile(running: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}
