import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { bookLoaded } from "#app/i18n/book";
import { type BookName, loadedBook } from "#app/i18n/books";
import { ERROR_TEXTS, type ErrorTexts } from "#app/i18n/error-texts";
import type { PanelTexts } from "#app/i18n/panel";
import { useBook, useWriting } from "#app/i18n/provider";
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
 * root's data (the root itself failed) it says English — in the browser, the page's language still, as the root's data
 * fails with a screen's when the phone is offline (root.tsx keeps what it last had).
 */
export function ErrorScreen({ error }: { error: unknown }) {
  // The root's own data fails with the rest when the connection is lost: in the browser, the book the page loaded.
  const books =
    useRouteLoaderData<{ books?: readonly string[] }>("root")?.books ??
    (typeof document === "undefined" ? [] : BOOK_ORDER);
  const { locale } = useWriting();
  // Only a book already here: a file asked for now could fail as the page did (offline), and fail again each render.
  const book = BOOK_ORDER.find((name) => {
    const loaders = books.includes(name) ? loadedBook(name) : undefined;
    return loaders && bookLoaded(loaders, locale);
  });
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

/** A failure that is the phone's lost connection (a screen opened offline), not the server's. */
const offlineNow = () => typeof navigator !== "undefined" && navigator.onLine === false;

function ErrorPage({ error, texts }: { error: unknown; texts: ErrorTexts }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const notFound = response?.status === 404;
  const refused = !!response && response.status >= 400 && response.status < 500 && !notFound;
  const offline = !response && offlineNow();
  const title = offline ? texts.offline : notFound ? texts.notFound : refused ? texts.refused : texts.failed;
  const detail = offline
    ? texts.offlineDetail
    : notFound
      ? texts.notFoundDetail
      : (refused && refusalText(response.data)) || texts.tryAgain;
  const location = useLocation();
  if (!response && !offline) console.error(error);
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <title>{`${title} – Yaadi`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">{detail}</p>
      {/* A refused post was sent from a page, a page offline could not open: open that page again (freshly loaded, so
       its forms are current; offline, the panel's service worker answers it with its offline page). */}
      <a
        className="mt-6 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-brand-contrast"
        href={refused || offline ? `${location.pathname}${location.search}` : "/"}
      >
        {refused || offline ? texts.openAgain : texts.home}
      </a>
    </main>
  );
}
