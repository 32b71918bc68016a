import { useCallback, useEffect, useRef, useState } from "react";
import { type ShouldRevalidateFunction, useLocation, useNavigate, useRevalidator } from "react-router";
import { isView, type View } from "#app/domain/store-page";

/** The history entry the view was last decided for, a view asked for ahead of its entry, and entries on their way. */
type Shown = { entry: string; requested: View | null; pushes: number };

/** Runs `task` after the browser has painted what is about to be committed. */
const afterNextPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task, 0));

/**
 * The storefront's views live in the history entry's state (the spec's "route carrying state"), so the phone's Back
 * button steps back through the views instead of leaving the store, and a reload keeps the view. The store route's
 * shouldRevalidate keeps these same-URL steps from refetching the catalogue.
 *
 * The server cannot see history state, so the first render (and hydration) uses `initial`.
 */
export function useViewHistory(initial: View) {
  const location = useLocation();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const stored = (location.state as { view?: unknown } | null)?.view;
  const fromHistory = hydrated && isView(stored) ? stored : initial;

  // A tap shows its view at once, and its history entry is pushed once that view has been painted: React Router's
  // navigation (a transition, after matching every route of the app) otherwise came between the tap and the screen,
  // about 30 ms on a slow phone. Until the entries this page pushed have arrived, the asked-for view stays on screen;
  // an entry arriving with none of ours on the way is the customer's Back or Forward, and history decides.
  const [shown, setShown] = useState<Shown>({ entry: location.key, requested: null, pushes: 0 });
  let current = shown;
  if (shown.entry !== location.key) {
    const pushes = Math.max(0, shown.pushes - 1);
    current = { entry: location.key, requested: pushes > 0 ? shown.requested : null, pushes };
    setShown(current);
  }
  const view = current.requested ?? fromHistory;

  const { pathname, search } = location;
  const steps = useRef<(() => void)[]>([]);
  const show = useCallback(
    (next: View, options: { replace?: boolean } = {}) => {
      setShown((s) => ({ ...s, requested: next, pushes: s.pushes + 1 }));
      steps.current.push(
        () => void navigate({ pathname, search }, { state: { view: next }, replace: options.replace ?? false }),
      );
      const writeSteps = () => {
        for (const step of steps.current.splice(0)) step();
      };
      // A replaced entry is written at once, after any still on its way: it may come just before the page leaves
      // (for WhatsApp), and Back must find it there.
      if (options.replace) writeSteps();
      else afterNextPaint(writeSteps);
    },
    [navigate, pathname, search],
  );
  return [view, show] as const;
}

/**
 * Set while the storefront asks for its data again on purpose (a refused order: the shop changed prices or stock).
 * React Router gives shouldRevalidate nothing that tells such a revalidation from a Back step between views (both
 * stay on the same URL), so the request is marked here. A browser runs one store page at a time.
 */
let freshDataWanted = false;

/**
 * For the routes on a store page (root, the store): a step between views stays on the same URL and needs no data,
 * so it must not wait on the network. Form posts, real URL changes and useFreshData revalidate as usual.
 */
export const keepDataOnViewChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (freshDataWanted) return true;
  return !formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
};

/** Loads the page's data again (the store's catalogue and settings) and resolves once it is on screen. */
export function useFreshData(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    freshDataWanted = true;
    try {
      await revalidate();
    } finally {
      freshDataWanted = false;
    }
  }, [revalidate]);
}
