import { startTransition, useEffect, useState } from "react";

/** A phone's first screenful of a long list's rows (and the size of each later step). */
export const FIRST_ROWS = 20;

/**
 * How many of a long list's rows to draw (docs/decisions/0033): a phone's first screenful while the page loads — the
 * server and the hydration draw the same — then the rest up to `wanted`, a screenful at a time, each step a short task
 * of its own. The Products list's 50 rows and Products-Price's 100 rows of forms, drawn at once, were most of their
 * pages' HTML and of the main thread's longest tasks on a phone; the admin reads the first screenful meanwhile.
 */
export function useRowsInSteps(wanted: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  useEffect(() => {
    if (drawn >= wanted) return;
    const next = setTimeout(() => startTransition(() => setDrawn((n) => n + FIRST_ROWS)), 0);
    return () => clearTimeout(next);
  }, [drawn, wanted]);
  return Math.min(drawn, wanted);
}
