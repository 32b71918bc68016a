import { isRouteErrorResponse, useLocation } from "react-router";

/** What a refused request says about itself: our 4xx answers carry `{ error: "…" }` (or a plain sentence). */
function refusalText(data: unknown): string | null {
  if (typeof data === "string" && data.length > 0 && data.length < 300) return data;
  const error = (data as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : null;
}

/** The page for an error a route threw: what a refusal says, a 404, or a failure (root and route groups). */
export function ErrorScreen({ error }: { error: unknown }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;
  const refused = !!response && response.status >= 400 && response.status < 500 && !notFound;
  const title = notFound ? "Page not found" : refused ? "This could not be done" : "Something went wrong";
  const detail = notFound
    ? "The page you opened does not exist."
    : (refused && refusalText(response.data)) || "Please try again in a moment.";
  const location = useLocation();
  if (!response) console.error(error);
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <title>{`${title} – Yaadi`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">{detail}</p>
      {/* A refused post was sent from a page: open that page again (freshly loaded, so its forms are current). */}
      <a
        className="mt-6 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-brand-contrast"
        href={refused ? `${location.pathname}${location.search}` : "/"}
      >
        {refused ? "Open the page again" : "Go to the home page"}
      </a>
    </main>
  );
}
