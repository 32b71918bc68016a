import { useCallback, useEffect, useState } from "react";
import { type ShouldRevalidateFunction, useLocation, useNavigate, useRevalidator } from "react-router";
import { isView, type View } from "../../domain/store-page";


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

  // A tap shows its view at once; the history entry follows. React Router's navigation is a transition, which on a
  // slow phone let a whole re-render of the store pass before the customer saw the next view.
  const [requested, setRequested] = useState<View | null>(null);
  const [seenEntry, setSeenEntry] = useState(location.key);
  if (seenEntry !== location.key) {
    setSeenEntry(location.key);
    setRequested(null);
  }
  const view = requested ?? fromHistory;

  const { pathname, search } = location;
  const show = useCallback(
    (next: View, options: { replace?: boolean } = {}) => {
      setRequested(next);
      void navigate({ pathname, search }, { state: { view: next }, replace: options.replace ?? false });
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
export const keepDataOnViewChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
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
