import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadBooks } from "./i18n/books";

// The page's texts in its language are loaded first (one small file, only that language's: docs/decisions/0028), so
// hydration renders exactly what the server wrote.
const root = document.documentElement;
void loadBooks((root.dataset.books ?? "").split(" "), root.lang).finally(hydrate);

// React Router's default entry hydrates inside a transition, which React renders in 5 ms slices, yielding to the
// browser between them. On a slow phone those yields left the main thread idle between frames while the customer's
// first tap waited for hydration: hydrated in one go, the page is interactive sooner (docs/decisions/0021). Taps that
// come meanwhile are kept by the early-taps script and given again once it has hydrated.
// The admin panel's screens are heavier (the data of 1,000 products, 100 rows of forms) and their first tap is not a
// customer's: they hydrate in React's slices, so no single task holds the phone for the whole screen.
function hydrate() {
  const app = (
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  );
  if (root.dataset.books?.split(" ").includes("panel")) startTransition(() => void hydrateRoot(document, app));
  else hydrateRoot(document, app);
}
