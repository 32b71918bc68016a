import { use, useMemo } from "react";
import { useLocation } from "react-router";
import { type Book, figuresOf } from "./book";
import { ENGLISH, type Writing } from "./locale";
import type { PanelTexts } from "./panel";
import { loadPanelPage } from "./panel/page-texts";
import { type ScreenSection, screenSectionsOf } from "./panel/parts";
import { panelSay } from "./panel/say";
import { useWriting } from "./provider";

/**
 * The admin panel's texts in the admin's language (a hook, so it lives beside the provider, not in the pure books):
 * the sections the page at hand says (app/i18n/panel/parts.ts). Loaded before the page renders and hydrates; a screen
 * of another family, opened from this one, waits for its own as it waits for its data.
 */
export function usePanelTexts(): PanelTexts {
  const writing = useWriting();
  const { pathname } = useLocation();
  const book = use(loadPanelPage(sectionsAt(pathname), writing.locale) as Promise<Book<PanelTexts>>);
  return useMemo(() => book(figuresOf(writing)), [book, writing]);
}

/** The last page's sections: every component of a screen asks for the same path's. */
let last: { pathname: string; sections: readonly ScreenSection[] } = { pathname: "", sections: [] };
function sectionsAt(pathname: string): readonly ScreenSection[] {
  if (last.pathname !== pathname) last = { pathname, sections: screenSectionsOf(pathname) };
  return last.sections;
}

/** Says a domain text (a field's live message, a refusal) in the admin's language (app/i18n/panel/say.ts). */
export function usePanelSay(): (english: string) => string {
  const t = usePanelTexts();
  return useMemo(() => panelSay(t), [t]);
}

type MetaArgs = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

/** The panel's texts of the page a `meta` is for, when they have loaded (they have, once its screen renders). */
export function loadedPanelTexts({ location, matches }: MetaArgs): PanelTexts | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { writing?: Writing } | undefined;
  const writing = root?.writing ?? ENGLISH;
  return loadPanelPage(screenSectionsOf(location.pathname), writing.locale).value?.(figuresOf(writing));
}

/**
 * A panel page's `meta`: its title in the admin's language, "{screen} – {Admin panel}" (a page before sign-in, the
 * sign-in or a forgotten password, ends with "Yaadi" instead), never indexed. The page's texts are loaded before it
 * renders (server) and hydrates (browser), so meta reads them at once; a screen whose texts are still on their way (a
 * language changed a moment ago) is titled "Yaadi" until they arrive.
 */
export function panelMeta(
  title: (t: PanelTexts) => string,
  end: (t: PanelTexts) => string = (t) => t.shell.adminPanel,
) {
  return (args: MetaArgs) => {
    const t = loadedPanelTexts(args);
    return [{ title: t ? `${title(t)} – ${end(t)}` : "Yaadi" }, { name: "robots", content: "noindex" }];
  };
}

/** What a page before sign-in ends its title with. */
export const BEFORE_SIGN_IN = () => "Yaadi";
