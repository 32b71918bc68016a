import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry hydrates inside a transition, which React renders in 5 ms slices, yielding to the
// browser between them. On a slow phone those yields left the main thread idle between frames while the customer's
// first tap waited for hydration: hydrated in one go, the page is interactive sooner (docs/decisions/0021). Taps that
// come meanwhile are kept by the early-taps script and given again once it has hydrated.
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);
