import { createContext, type ReactNode, use, useContext, useMemo } from "react";
import { type Book, type BookLoaders, figuresOf, loadBook } from "./book";
import { ENGLISH, type Writing } from "./locale";

/*
 * The page's language and digits reach every component through context (never a global: a Worker renders many
 * requests at once, each in its own language). The root decides them per request (app/server/writing.server.ts).
 */

const WritingContext = createContext<Writing>(ENGLISH);

export function WritingProvider({ writing, children }: { writing: Writing; children: ReactNode }) {
  const { locale, digits } = writing;
  const value = useMemo(() => ({ locale, digits }), [locale, digits]);
  return <WritingContext value={value}>{children}</WritingContext>;
}

export function useWriting(): Writing {
  return useContext(WritingContext);
}

/**
 * A book's texts in the page's language. The book is loaded before the page renders (the server awaits it, the
 * browser before hydration: entry.client.tsx), so this suspends only when a later view needs a book the page did not.
 */
export function useBook<M>(loaders: BookLoaders<M>): M {
  const writing = useWriting();
  const book: Book<M> = use(loadBook(loaders, writing.locale) as Promise<Book<M>>);
  return useMemo(() => book(figuresOf(writing)), [book, writing]);
}

/** The page's figures (amounts, counts, dates) without a book. */
export function useFigures() {
  const writing = useWriting();
  return useMemo(() => figuresOf(writing), [writing]);
}
