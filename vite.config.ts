import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bookChunks } from "./scripts/book-chunks.mjs";
import { DEVELOPMENT_VARS } from "./scripts/development-vars.mjs";
import { plainDynamicImports } from "./scripts/plain-dynamic-imports.mjs";

// The dev server (`npm run dev`) runs with the development settings; a build keeps wrangler.toml's production ones.
export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      config: command === "serve" ? { vars: DEVELOPMENT_VARS } : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    bookChunks(),
    plainDynamicImports(),
  ],
  environments: {
    client: {
      build: {
        // No lists of a dynamic import's own imports to preload: see scripts/plain-dynamic-imports.mjs.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The store and everything it imports (money, units, the order rules, form parts) as one file: a
                // store page fetched 14 files of our own, most under 2 KB, each a round trip of its own on a slow
                // network. Other pages that share some of those modules load this file too (cached after the first).
                // Not the counter's bill: only the shop's admin uses it, and it loads on its own (storefront.tsx); nor the
                // views after browsing, fetched when a list is started (order-views.tsx); nor the panel's
                // push sign-up, which sits beside the store's offline code but is the panel's alone. The icons come
                // with it: the shelf draws them, and shared with the order views they became a file of their own.
                // Three small modules every page's scripts share (the books' registry, the error screen's English,
                // India time) go with it too: each was a file of its own under 1 KB, every page loads this file anyway
                // (React and the router come with the store's imports), and a round trip costs more than the bytes.
                {
                  name: "storefront",
                  test: /[\\/]app[\\/](components[\\/]storefront[\\/](?!final-bill\.|order-views\.|cart-view\.|final-yaadi\.|order-sent\.|repeat-order\.)|components[\\/]icons\.tsx|offline[\\/](?!panel-)|i18n[\\/](books|error-texts)\.ts|domain[\\/]time\.ts)/,
                  priority: 1,
                },
                // React Router's modules the store's own do not import (its error boundaries, its data and form
                // helpers), as one file: the bundler split them in three by which entries use them (11, 5 and 2.5
                // KiB gzip), and the admin panel's group below would otherwise take them in with its imports and
                // make every store page load it. One file of 19 KiB: the store fetches two files fewer and 2.4 KiB
                // less, the routes' manifest names fewer files (docs/decisions/0033).
                {
                  name: "router",
                  test: /[\\/]node_modules[\\/]react-router[\\/]/,
                  priority: 0.5,
                },
                // The admin panel's shared parts (its frame, the list kit, forms, the panel's texts' hooks): a module
                // four screens or more import goes in one file, instead of a file of its own each — a screen of the
                // panel fetched 35–40 files, most under 2 KB. A screen loads a few KB it does not use, once.
                {
                  name: "panel",
                  test: /[\\/]app[\\/](components[\\/](admin|panel)[\\/]|i18n[\\/]panel-texts|i18n[\\/]panel[\\/](say|parts|page-texts|index)\.ts)/,
                  minShareCount: 4,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    // papaparse's main file keeps a `require("stream")` for Node's streams, which Workers do not have and we never
    // use; the dev server's dependency bundling trips over it. Its browser build is the same parser without it.
    alias: { papaparse: "papaparse/papaparse.min.js" },
  },
}));
