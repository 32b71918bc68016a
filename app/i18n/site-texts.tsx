import { useMemo } from "react";
import { figuresOf, loadBook } from "./book";
import { ENGLISH, type Writing } from "./locale";
import { useBook } from "./provider";
import { SITE_BOOK, type SiteTexts } from "./site";
import { siteSay } from "./site/say";

/** Yaadi's own pages' texts in the visitor's language (a hook, so it lives beside the provider, not in the books). */
export function useSiteTexts(): SiteTexts {
  return useBook(SITE_BOOK);
}

/** Says a domain text (a field's live message, a server's answer) in the visitor's language (app/i18n/site/say.ts). */
export function useSiteSay(): (english: string) => string {
  const t = useSiteTexts();
  return useMemo(() => siteSay(t), [t]);
}

type MetaMatches = readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];

/**
 * The site's texts for a route's `meta`, in the page's language: the book was loaded before the page rendered (server)
 * or hydrated (browser), so it is read at once; null while a book a client navigation needs is still on its way.
 */
export function siteTextsOf(matches: MetaMatches): SiteTexts | null {
  const root = matches.find((match) => match?.id === "root");
  const writing = ((root?.data ?? root?.loaderData) as { writing?: Writing } | undefined)?.writing ?? ENGLISH;
  const loaded = loadBook(SITE_BOOK, writing.locale);
  return loaded.value?.(figuresOf(writing)) ?? null;
}
