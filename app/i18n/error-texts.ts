/**
 * The error screen's texts in English (app/components/error-screen.tsx). The screen can appear under any page, so
 * each book a page may load (the site's, the panel's, the store's) carries them in its language, and the screen reads
 * them from the book its page loaded; this English is also what it says when no book was loaded (the root failed).
 * A module of its own, imported by the screen (in every page's scripts), so the English books share it for free.
 */
export const ERROR_TEXTS = {
  notFound: "Page not found",
  refused: "This could not be done",
  failed: "Something went wrong",
  notFoundDetail: "The page you opened does not exist.",
  tryAgain: "Please try again in a moment.",
  openAgain: "Open the page again",
  home: "Go to the home page",
  /** A page that could not load because the phone has no connection (a screen opened offline). */
  offline: "You are offline",
  offlineDetail: "This page cannot open without an internet connection. Open it again when the connection is back.",
} as const;

export type ErrorTexts = { readonly [K in keyof typeof ERROR_TEXTS]: string };
