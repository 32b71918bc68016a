// A Vite plugin: which built file holds each book in each language ("store/mr" → "/assets/mr-AbC123.js"), for the
// server to name the page's book beside its scripts (`<link rel="modulepreload">`), so a phone fetches it with them
// instead of one round trip after them (docs/decisions/0028). The client is built first: its file names are kept on
// disk for the server's build, which reads them as `virtual:book-chunks`. Outside a build the map is empty.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const VIRTUAL = "virtual:book-chunks";
const MAP_FILE = "node_modules/.cache/yaadi/book-chunks.json";
const BOOK = /[\\/]app[\\/]i18n[\\/](\w+)[\\/](en|mr|hi)\.ts$/;

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
      return `export default ${serverBuild ? readFileSync(MAP_FILE, "utf8") : "{}"};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      /** @type {Record<string, string>} */
      const files = {};
      for (const chunk of Object.values(bundle)) {
        const book = chunk.type === "chunk" ? chunk.facadeModuleId?.match(BOOK) : null;
        if (book) files[`${book[1]}/${book[2]}`] = `/${chunk.fileName}`;
      }
      mkdirSync(dirname(MAP_FILE), { recursive: true });
      writeFileSync(MAP_FILE, JSON.stringify(files));
    },
  };
}
