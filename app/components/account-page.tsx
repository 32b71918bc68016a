import { figuresOf, loadBook } from "#app/i18n/book";
import { ENGLISH, type Writing } from "#app/i18n/locale";
import { PANEL_BOOK, type PanelTexts } from "#app/i18n/panel";

/**
 * The narrow page of signing in and of a forgotten password: Yaadi's name (a plain link home, as the visitor has no
 * session yet) and the screen's heading above what it asks.
 */
export function AccountPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-sm px-4 py-8">
      <a href="/" className="text-2xl font-extrabold text-brand">
        Yaadi
      </a>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

type MetaArgs = { matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[] };

/**
 * The `meta` of a page outside the panel's screens (the sign-in, a forgotten password): "{title} – Yaadi" in the
 * page's panel language, never indexed. The book was loaded before the page rendered, so it is read at once.
 */
export function accountMeta(title: (t: PanelTexts) => string, english: string) {
  return ({ matches }: MetaArgs) => {
    const root = matches.find((match) => match?.id === "root");
    const writing = ((root?.data ?? root?.loaderData) as { writing?: Writing } | undefined)?.writing ?? ENGLISH;
    const t = loadBook(PANEL_BOOK, writing.locale).value?.(figuresOf(writing));
    return [{ title: `${t ? title(t) : english} – Yaadi` }, { name: "robots", content: "noindex" }];
  };
}
