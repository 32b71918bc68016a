import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { BRAND_COLOURS, toColorScheme } from "../themes/themes";
import type { Route } from "./+types/root";
import { EARLY_TAPS_SCRIPT } from "./components/early-taps";
import { ErrorScreen } from "./components/error-screen";
import { keepDataOnViewChange } from "./components/storefront/use-view-history";
import { ENGLISH, INTL_TAGS, LOCALES } from "./i18n/locale";
import { WritingProvider } from "./i18n/provider";
import { signedInAdminOf } from "./server/admin/pipeline.server";
import { getAppContext } from "./server/context.server";
import { readFormOnce } from "./server/request/form-body.server";
import { loadPageBooks, pageBooks, pageWriting } from "./server/writing.server";

/**
 * The stylesheet, in the page itself: a phone on slow data paints as soon as the HTML has arrived, instead of waiting
 * for a stylesheet that shares the connection with the scripts. Only the server build holds it (the client's first
 * render leaves the element as the server wrote it, and never renders it again).
 */
const INLINE_CSS: string | null = import.meta.env.SSR ? (await import("./app.css?inline")).default : null;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Every page POST's body is read once, here, before any action: what is not a readable form is a 4xx. */
export const middleware: Route.MiddlewareFunction[] = [readFormOnce];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { store, nonce } = getAppContext(context);
  // The panel's middleware has run before any loader: a signed-in admin reads the panel in their own language.
  const writing = pageWriting(request, store, signedInAdminOf(context));
  const books = pageBooks(request, store);
  const files = await loadPageBooks(request, books, writing.locale);
  const theme = toColorScheme(store?.shop.colorScheme);
  return {
    theme,
    nonce,
    writing,
    books,
    bookFiles: files,
    alternates: alternatesOf(request, store),
  };
}

/** A store's page in each language (`hreflang`), the shop's own link being the default. */
function alternatesOf(request: Request, store: { basePath: string } | null) {
  const url = new URL(request.url);
  if (!store || url.pathname !== (store.basePath || "/")) return [];
  const page = `${url.origin}${url.pathname}`;
  return [
    ...LOCALES.map((locale) => ({ hrefLang: INTL_TAGS[locale], href: `${page}?lang=${locale}` })),
    { hrefLang: "x-default", href: page },
  ];
}

export const shouldRevalidate = keepDataOnViewChange;

/**
 * Marks `<html data-hydrated>` once the page is interactive. The layout's effect runs after every effect of the page
 * below it, so the mark means the whole tree has hydrated: what an end-to-end test waits for before it types or taps
 * (tests/e2e/helpers.ts `gotoReady`), instead of retrying until the page answers; the "hydrated" performance mark
 * is when, for benchmarks (bench/first-tap.ts).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark("hydrated");
  }, []);
}

/** In the browser (one page, one person), the root's data as last loaded. Never kept on the server. */
let lastRootData: Awaited<ReturnType<typeof loader>> | undefined;

/**
 * The root's data, or in the browser the last it had: when a screen's data cannot load (the phone lost its connection)
 * the root's fails with it, and the error screen is still written in the page's language, in its colours.
 */
function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (typeof document === "undefined") return data;
  if (data) lastRootData = data;
  return data ?? lastRootData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  useHydratedMark();
  return (
    <html lang={data?.writing.locale ?? "en"} data-books={data?.books.join(" ")} data-theme={data?.theme ?? "green"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOURS[data?.theme ?? "green"]} />
        {/* First in the document, so no tap before the scripts have loaded is lost. */}
        <script
          nonce={data?.nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our build, allowed by the CSP nonce
          dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }}
        />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, inlined
          dangerouslySetInnerHTML={{ __html: INLINE_CSS ?? "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/* The page's texts in its language, fetched beside the scripts rather than after them (entry.client.tsx). */}
        {data?.bookFiles.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {data?.alternates.map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
      </head>
      <body className="min-h-dvh bg-stone-50 text-stone-900 antialiased">
        <WritingProvider writing={data?.writing ?? ENGLISH}>{children}</WritingProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
