import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { type BookName, loadedBook } from "#app/i18n/books";
import { ERROR_TEXTS, type ErrorTexts } from "#app/i18n/error-texts";
import type { PanelTexts } from "#app/i18n/panel";
import { useBook } from "#app/i18n/provider";
import type { SiteTexts } from "#app/i18n/site";
import type { StoreTexts } from "#app/i18n/store";

/** What a refused request says about itself: our 4xx answers carry `{ error: "…" }` (or a plain sentence). */
function refusalText(data: unknown): string | null {
  if (typeof data === "string" && data.length > 0 && data.length < 300) return data;
  const error = (data as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : null;
}

/**
 * The page for an error a route threw: what a refusal says, a 404, or a failure (root and route groups), in the
 * page's language. It can appear under any page, so its few texts are in every book a page may load (the panel's,
 * Yaadi's own, the store's) and it reads them from the one its page loaded — loaded before the page rendered and
 * hydrated, so never a wait nor another file (and no page carries another book's list of files for it). Without the
 * root's data (the root itself failed) it says English.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const books = useRouteLoaderData<{ books?: readonly string[] }>("root")?.books ?? [];
  const book = BOOK_ORDER.find((name) => books.includes(name) && loadedBook(name));
  if (book) return <BookErrorScreen error={error} book={book} />;
  return <ErrorPage error={error} texts={ERROR_TEXTS} />;
}

/** The books in the order a page that loads two (the panel's yaadi screen) reads its error texts from. */
const BOOK_ORDER = ["panel", "site", "store"] as const satisfies readonly BookName[];

/** Where each book keeps the error screen's texts (its loaders are the page's, never imported here). */
const ERROR_TEXTS_OF: Record<(typeof BOOK_ORDER)[number], (texts: unknown) => ErrorTexts> = {
  panel: (texts) => (texts as PanelTexts).auth.error,
  site: (texts) => (texts as SiteTexts).common.error,
  store: (texts) => (texts as StoreTexts).common.error,
};

function BookErrorScreen({ error, book }: { error: unknown; book: (typeof BOOK_ORDER)[number] }) {
  const texts = useBook(loadedBook(book)!);
  return <ErrorPage error={error} texts={ERROR_TEXTS_OF[book](texts)} />;
}

function ErrorPage({ error, texts }: { error: unknown; texts: ErrorTexts }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;
  const refused = !!response && response.status >= 400 && response.status < 500 && !notFound;
  const title = notFound ? texts.notFound : refused ? texts.refused : texts.failed;
  const detail = notFound ? texts.notFoundDetail : (refused && refusalText(response.data)) || texts.tryAgain;
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
        {refused ? texts.openAgain : texts.home}
      </a>
    </main>
  );
}
