import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bookChunks } from "./scripts/book-chunks.mjs";
import { DEVELOPMENT_VARS } from "./scripts/development-vars.mjs";

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
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The store and everything it imports (money, units, the order rules, form parts) as one file: a store
                // page fetched 14 files of our own, most under 2 KB, each a round trip of its own on a slow network. Other
                // pages that share some of those modules load this file too (cached after the first).
                { name: "storefront", test: /[\\/]app[\\/](components[\\/]storefront|offline)[\\/]/, priority: 1 },
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
