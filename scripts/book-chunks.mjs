// A Vite plugin: which built file holds each book in each language ("store/mr" → "/assets/mr-AbC123.js"), for the
// server to name the page's book beside its scripts (`<link rel="modulepreload">`), so a phone fetches it with them
// instead of one round trip after them (docs/decisions/0028). The client is built first: its file names are kept on
// disk for the server's build, which reads them as `virtual:book-chunks`. Outside a build the map is empty.
// It also names the files of the store's views after browsing (`storeLaterFiles`), which the store's page hands to its
// service worker to keep for an offline visit without loading them itself (docs/decisions/0028).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const VIRTUAL = "virtual:book-chunks";
const MAP_FILE = "node_modules/.cache/yaadi/book-chunks.json";
const BOOK = /[\\/]app[\\/]i18n[\\/]([\w-]+)[\\/](en|mr|hi)\.ts$/;
/** The store's views after browsing (app/components/storefront/order-views.tsx), fetched after the first load. */
const STORE_LATER = /[\\/]app[\\/]components[\\/]storefront[\\/]order-views\.tsx$/;

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
      /** @type {Record<string, string>} */
      const books = {};
      /** @type {string[]} */
      const later = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const book = chunk.facadeModuleId?.match(BOOK);
        if (book) books[`${book[1]}/${book[2]}`] = `/${chunk.fileName}`;
        if (STORE_LATER.test(chunk.facadeModuleId ?? ""))
          later.push(...[chunk.fileName, ...chunk.imports].map((f) => `/${f}`));
      }
      mkdirSync(dirname(MAP_FILE), { recursive: true });
      writeFileSync(MAP_FILE, JSON.stringify({ books, later }));
    },
  };
}
