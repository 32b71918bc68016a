import { useMemo } from "react";
import { figuresOf, loadBook } from "./book";
import { ENGLISH, type Writing } from "./locale";
import { PANEL_BOOK, type PanelTexts } from "./panel";
import { panelSay } from "./panel/say";
import { useBook } from "./provider";

/** The admin panel's texts in the admin's language (a hook, so it lives beside the provider, not in the pure books). */
export function usePanelTexts(): PanelTexts {
  return useBook(PANEL_BOOK);
}

/** Says a domain text (a field's live message, a refusal) in the admin's language (app/i18n/panel/say.ts). */
export function usePanelSay(): (english: string) => string {
  const t = usePanelTexts();
  return useMemo(() => panelSay(t), [t]);
}

type MetaArgs = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/**
 * A panel page's `meta`: its title in the admin's language, "{screen} – {Admin panel}" (a page before sign-in, the
 * sign-in or a forgotten password, ends with "Yaadi" instead), never indexed. The page's book is loaded before it
 * renders (server) and hydrates (browser), so meta reads it at once; a language changed a moment ago whose book is
 * still on its way is titled in English until the next screen.
 */
export function panelMeta(
  title: (t: PanelTexts) => string,
  end: (t: PanelTexts) => string = (t) => t.shell.adminPanel,
) {
  return ({ matches }: MetaArgs) => {
    const root = matches.find((match) => match?.id === "root")?.loaderData as { writing?: Writing } | undefined;
    const writing = root?.writing ?? ENGLISH;
    const loaded = loadBook(PANEL_BOOK, writing.locale);
    const t = loaded.value?.(figuresOf(writing));
    return [{ title: t ? `${title(t)} – ${end(t)}` : "Yaadi" }, { name: "robots", content: "noindex" }];
  };
}

/** What a page before sign-in ends its title with. */
export const BEFORE_SIGN_IN = () => "Yaadi";
