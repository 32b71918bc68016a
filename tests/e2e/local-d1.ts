// Test setup and inspection straight on the e2e server's local D1 (what a back-office action or a look at the
// database would do). Never a way to pass a product test: assertions on screens go through the UI.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

export function localD1(sql: string): Record<string, unknown>[] {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const run = () =>
    execFileSync(
      "node_modules/.bin/wrangler",
      ["d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", ".wrangler/e2e-state", "--json", "--command", sql],
      { cwd: root, encoding: "utf8", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "pipe", "pipe"] },
    );
  let out = "";
  // The running Worker may hold SQLite's write lock for a moment (other tests write): try again, a little later each time.
  for (let attempt = 1; ; attempt++) {
    try {
      out = run();
      break;
    } catch (error) {
      // With --json wrangler reports the failure on stdout.
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      const said = `${stdout}\n${stderr}`;
      // Locked, or D1's "internal error" that the same lock gives locally: nothing was applied, so try again.
      const locked = /SQLITE_BUSY|database is locked|internal error/i.test(said);
      if (!locked || attempt === 8) throw new Error(`local D1 failed (${attempt} tries): ${sql}\n${said}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150 * attempt);
    }
  }
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: Record<string, unknown>[]; success: boolean }[];
  expect(parsed[0]?.success, out).toBe(true);
  return parsed[0]!.results;
}

/** A value safe to put inside a SQL string literal in these setup statements (shop URLs, e-mails). */
export function sqlText(value: string): string {
  expect(value).toMatch(/^[A-Za-z0-9_@.+-]+$/);
  return `'${value}'`;
}
