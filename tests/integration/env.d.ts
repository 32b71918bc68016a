import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** A second cell (docs/decisions/0041), bound for the tests of a shop placed in it (shop-cells.test.ts). */
      CELL_1: D1Database;
    }
  }
}
