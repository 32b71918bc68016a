// A Vite plugin: which built files hold each book in each language ("store/mr" → ["/assets/mr-AbC123.js", …]), for
// the server to name the page's book beside its scripts (`<link rel="modulepreload">`), so a phone fetches it with them
// instead of one round trip after them (docs/decisions/0028). A book's file comes with the files it imports (the
// domain's texts it names), which the browser would otherwise only ask for once the book's file had arrived. A book
// in parts (the panel's, docs/decisions/0033) has a key per part: "panel/frame/mr", "panel/make-yaadi/hi". It also names
// the files of the store's views after browsing (`storeLaterFiles`), which the store's page hands to its service worker
// to keep for an offline visit without loading them itself (docs/decisions/0028). The client is built first: its file
// names are kept on disk for the server's build, which reads them as `virtual:book-chunks`. Outside a build the maps
// are empty.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const VIRTUAL = "virtual:book-chunks";
const MAP_FILE = "node_modules/.cache/yaadi/book-chunks.json";
const BOOK = /[\\/]app[\\/]i18n[\\/]([a-z]+(?:-[a-z]+)*)[\\/](?:([\w-]+)\.)?(en|mr|hi)\.ts$/;
/** The store's views after browsing (app/components/storefront/order-views.tsx), fetched after the first load. */
const STORE_LATER = /[\\/]app[\\/]components[\\/]storefront[\\/]order-views\.tsx$/;

/** A chunk's file and every file it imports, however deep (what the browser must have before the book runs). */
function withImports(bundle, fileName) {
  const files = new Set([fileName]);
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === "chunk") for (const imported of chunk.imports) files.add(imported);
  }
  return files;
}

/** @returns {import("vite").Plugin} */
export function bookChunks() {
  return {
    name: "yaadi:book-chunks",
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const serverBuild = this.environment?.mode === "build" && this.environment.name !== "client";
      const { books, later } = serverBuild ? JSON.parse(readFileSync(MAP_FILE, "utf8")) : { books: {}, later: [] };
      return `export default ${JSON.stringify(books)};\nexport const storeLaterFiles = ${JSON.stringify(later)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      // What the entry imports, every page has already asked for: a book names only the rest.
      const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
      const everyPage = entry ? withImports(bundle, entry.fileName) : new Set();
      const own = (fileName) => [...withImports(bundle, fileName)].filter((file) => !everyPage.has(file));
      /** @type {Record<string, string[]>} */
      const books = {};
      /** @type {string[]} */
      const later = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const book = chunk.facadeModuleId?.match(BOOK);
        if (book)
          books[[book[1], book[2], book[3]].filter(Boolean).join("/")] = own(chunk.fileName).map((f) => `/${f}`);
        if (STORE_LATER.test(chunk.facadeModuleId ?? "")) later.push(...own(chunk.fileName).map((f) => `/${f}`));
      }
      mkdirSync(dirname(MAP_FILE), { recursive: true });
      writeFileSync(MAP_FILE, JSON.stringify({ books, later }));
    },
  };
}
