// A Vite plugin: the browser's `import()` of a book goes straight to the file. Vite wraps every dynamic import in a
// helper (about 0.7 KiB gzip in the store's first load) that first adds <link rel="modulepreload"> for the imported
// file's own imports and loads its CSS. Ours need neither: the only dynamic imports are the books, leaf files whose
// imports (the store's file, the runtime) every page has already loaded, the page's own book is named in its HTML
// beside its scripts (scripts/book-chunks.mjs), and the CSS is one stylesheet for the whole app (docs/decisions/0028).
const HELPER = "\0vite/preload-helper.js";

/** @returns {import("vite").Plugin} */
export function plainDynamicImports() {
  return {
    name: "yaadi:plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id) {
      return id === HELPER ? HELPER : undefined;
    },
    load(id) {
      return id === HELPER ? "export const __vitePreload = (load) => load();" : undefined;
    },
  };
}
