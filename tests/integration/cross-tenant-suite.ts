import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { type MoveMessage, runMoveStep, startMove } from "#app/server/shop-data/move.server";
import {
  ACTION_SAMPLE,
  actionProbes,
  apiProbes,
  collectForms,
  LOADER_SAMPLE,
  loaderProbes,
  type Probe,
  SCALE_SETTING,
  sample,
  type Target,
} from "./cross-tenant-probes";
import { asAdminOf, createTestShop, type TestShop } from "./helpers";
import type { PageForm } from "./page-forms";
import { type HarnessRoute, ROUTES, renderErrors, send } from "./route-harness";
import {
  crossShopReferences,
  type FilledShop,
  fillShop,
  makeShopReady,
  restoreShopRows,
  shopRowsSnapshot,
  tableCatalogue,
} from "./shop-fixtures";

/*
 * Cross-tenant suite, generated from app/routes.ts (issue 9): shop A's signed-in admin aims every loader and every
 * action at shop B's rows. Nothing here names a screen: the routes come from route-harness.ts (app/routes.ts), the
 * form fields from A's own rendered pages, the ids from the rows fillShop gave B, so a route added later is probed
 * without an edit here. The probes are generated in cross-tenant-probes.ts; this file runs them and judges the
 * answers.
 *
 * - Loaders: GET (document and .data) with B's ids in every param, B's ids and names in query strings, and on B's host.
 * - Actions: POST with B's ids in the params and in every id-like form field (the fields of A's own forms for the
 *   route, plus a generic list), with every intent A's pages show plus a generic list, with B's row values (names) in
 *   the text fields, and files that name B's rows (a product sheet with B's ids) in the file fields.
 * - The JSON API (every route of workers/api/routes.ts): B's segment, B's ids, B's order key, with A's session.
 *
 * Asserted: no 5xx; no answer (body, headers, Location, cookies decoded) holds B's private data — on admin and owner
 * routes none of B's catalogue either (the store page shows B's catalogue to anyone, by design); after all probes, B's
 * rows of every table with a shop_id (and B's shops row and R2 objects) are byte for byte as before, and no row of A
 * points at a row of B.
 *
 * Size: every probe is generated, then each route runs a sample. VITE_PROBE_SCALE multiplies the sample
 * (Vite passes VITE_* variables of the shell to import.meta.env, also inside workerd):
 *   npx vitest run --config vitest.integration.config.ts tests/integration/cross-tenant.test.ts            (CI: a few hundred)
 *   VITE_PROBE_SCALE=max npx vitest run --config vitest.integration.config.ts tests/integration/cross-tenant.test.ts  (all: about 5,500, ≥ 2,000)
 * A number (VITE_PROBE_SCALE=10) runs ten times the default sample per route. The summary line is printed at the end.
 * VITE_PROBE_VERBOSE=1 also prints every request with its status.
 */

/** Places a filled shop in another cell, as the platform would: through the move job (docs/decisions/0041). */
async function moveShop(shopId: number, toCell: number): Promise<void> {
  const started = await startMove(env, { shopId, toCell, actor: "tests", ownerId: null });
  if (!("message" in started)) throw new Error(`move refused: ${started.refused}`);
  let message: MoveMessage | null = started.message;
  while (message) message = await runMoveStep(env, message);
}

/**
 * The suite with shop A in cell 0 and shop B in cell `bCell`: the same cell (0), or another (docs/decisions/0041), where
 * A's admin can reach B only through the directory.
 */
export function crossTenantSuite(bCell: number): void {
  const placement = bCell === 0 ? "A and B in the same cell" : `A in cell 0, B in cell ${bCell}`;
  let a: TestShop;
  let b: TestShop;
  let aFill: FilledShop;
  let bFill: FilledShop;
  let aToken: string;
  let bBefore: Record<string, unknown[]>;
  /** A's rows as fillShop left them: put back after a probe deleted some of A's own (so later probes still find them). */
  let aRows: Record<string, unknown[]>;
  /** Every string of B's rows (names, marked texts, phones): stripped from an answer when the probe sent it. */
  let bStrings: string[];

  const stats = {
    probes: 0,
    generated: 0,
    routes: new Set<string>(),
    fiveXx: [] as string[],
    leaks: [] as string[],
    sessionRenewals: 0,
    statuses: {} as Record<string, Record<number, number>>,
  };
  const consoleErrors: string[] = [];

  const isAdminRoute = (r: Pick<HarnessRoute, "file" | "pattern">) =>
    /^routes\/(admin|owner)\//.test(r.file) || /^\/(adminpanel|owner)(\/|$|\.)/.test(r.pattern);

  /* --- Running a probe ------------------------------------------------------------------------------------------------ */

  function decodedCookies(response: Response): string {
    return response.headers
      .getSetCookie()
      .map((c) => {
        const value = c.split(";")[0]!.split("=").slice(1).join("=");
        const out = [c];
        try {
          out.push(decodeURIComponent(value));
        } catch {
          /* not percent-encoded */
        }
        try {
          out.push(
            new TextDecoder().decode(Uint8Array.from(atob(decodeURIComponent(value)), (ch) => ch.charCodeAt(0))),
          );
        } catch {
          /* not base64 */
        }
        return out.join("\n");
      })
      .join("\n");
  }

  const scrubStatements: D1PreparedStatement[] = [];
  /** Rows the database refuses to update (bills and their lines, migration 0015; udhaar entries, 0016). */
  const NEVER_CHANGE = new Set(["bills", "bill_lines", "ledger_entries"]);

  /** Removes B's strings a probe may have written into A's rows (a name sent as A's new category), so later answers stay clean. */
  async function scrubA(): Promise<void> {
    if (scrubStatements.length) await env.DB.batch(scrubStatements);
  }

  async function prepareScrub(): Promise<void> {
    const needles = [bFill.privateMark, bFill.catalogueMark, ...bFill.phones, bFill.dealerPhone, b.admin.userName];
    for (const table of await tableCatalogue()) {
      const key = table.name === "shops" ? "id" : table.columns.some((c) => c.name === "shop_id") ? "shop_id" : null;
      const texts = table.columns
        .filter((c) => /text|char/i.test(c.type) && c.name !== "url" && c.name !== "token_hash")
        .map((c) => c.name);
      // Rows that never change (their triggers refuse any update that names their columns, even one writing a value
      // back): no probe can write B's strings into them, and none is scrubbed.
      if (!key || texts.length === 0 || NEVER_CHANGE.has(table.name)) continue;
      const set = texts
        .map((c) => `"${c}" = ${needles.reduce((expr, n) => `replace(${expr}, '${n}', 'scrubbed')`, `"${c}"`)}`)
        .join(", ");
      scrubStatements.push(env.DB.prepare(`update "${table.name}" set ${set} where "${key}" = ?`).bind(a.id));
    }
  }

  async function runProbe(target: Target, probe: Probe): Promise<void> {
    renderErrors.length = 0;
    consoleErrors.length = 0;
    const response = await send(probe.path, {
      method: probe.method,
      token: aToken,
      base: probe.base,
      headers: probe.headers,
      body: probe.body?.() ?? null,
    });
    const text = await response.text();
    stats.probes++;
    stats.routes.add(target.id);
    const key = `${target.pattern} ${probe.method}`;
    stats.statuses[key] ??= {};
    const counts = stats.statuses[key];
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    if (import.meta.env.VITE_PROBE_VERBOSE)
      console.log(
        `${response.status} ${probe.method} ${probe.path.slice(0, 100)} ${probe.kind} ${response.headers.get("Location") ?? ""} ${response.status >= 400 ? text.slice(0, 120).replace(/\s+/g, " ") : ""}`,
      );
    const label = `${target.pattern} — ${probe.kind}: ${probe.method} ${probe.base ?? ""}${probe.path}`;

    if (response.status >= 500) {
      const cause =
        [
          ...renderErrors.map((e) => (e instanceof Error ? `${e.name}: ${e.message}` : JSON.stringify(e))),
          ...consoleErrors,
        ].join(" | ") || text.slice(0, 200);
      stats.fiveXx.push(`${label} → ${response.status} ${cause.slice(0, 300)}`);
    }

    // What came back, everything a browser sees; B's strings the probe itself sent are echoes, not leaks.
    let haystack = [text, ...[...response.headers].map(([k, v]) => `${k}: ${v}`), decodedCookies(response)].join("\n");
    for (const s of bStrings) if (probe.sent.includes(s)) haystack = haystack.replaceAll(s, "");
    const needles = [
      bFill.privateMark,
      b.admin.userName,
      ...bFill.phones,
      ...(target.admin ? [bFill.catalogueMark, bFill.dealerPhone] : []),
    ];
    // After the echoes are gone, any mark left is another of B's strings (one the probe did not send).
    const leaked = needles.filter((n) => haystack.includes(n));
    if (leaked.length) {
      const at = haystack.indexOf(leaked[0]!);
      stats.leaks.push(
        `${label} → ${response.status}, shows ${leaked.join(", ")}: …${haystack.slice(Math.max(0, at - 80), at + 60).replace(/\s+/g, " ")}…`,
      );
    }

    // A probe that signed A out (logout) or in again: a fresh session for the next ones.
    if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) {
      aToken = (await asAdminOf(a)).token!;
      stats.sessionRenewals++;
    }
    if (
      bStrings.some((s) => probe.sent.includes(s)) ||
      [bFill.privateMark, bFill.catalogueMark].some((m) => probe.sent.includes(m))
    )
      await scrubA();
    if (probe.method === "POST" && response.status < 400) await restoreShopRows(a.id, aRows);
  }

  /* --- The suite ------------------------------------------------------------------------------------------------------ */

  const TARGETS: Target[] = ROUTES.filter((r) => r.addressable).map((r) => ({
    id: r.id,
    pattern: r.pattern,
    admin: isAdminRoute(r),
    route: r,
  }));
  let forms = new Map<string, PageForm[]>();
  const started = Date.now();

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(
      (...args: unknown[]) =>
        void consoleErrors.push(
          args.map((x) => (x instanceof Error ? `${x.name}: ${x.message}` : String(x))).join(" "),
        ),
    );
    a = await createTestShop();
    b = await createTestShop();
    await makeShopReady(a);
    await makeShopReady(b);
    aFill = await fillShop(a, "a");
    bFill = await fillShop(b, "b");
    if (bCell !== 0) await moveShop(b.id, bCell);
    aToken = (await asAdminOf(a)).token!;
    bStrings = [
      ...Object.values(bFill.names).flat(),
      ...bFill.phones,
      bFill.dealerPhone,
      b.admin.userName,
      `${bFill.privateMark}@example.in`,
      bFill.orderKey,
    ].sort((x, y) => y.length - x.length);
    await prepareScrub();
    forms = await collectForms({ a, b, aFill, bFill }, aToken);
    aRows = await shopRowsSnapshot(a.id);
    // B's welcome e-mail leaves the outbox through the queue in the background: let it go before B's rows are taken.
    for (let i = 0; i < 100; i++) {
      const queued = await env.DB.prepare(
        "select count(*) as n from email_outbox where shop_id = ? and status = 'queued'",
      )
        .bind(b.id)
        .first<{ n: number }>();
      if (!queued?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    bBefore = await shopRowsSnapshot(b.id);
  }, 60_000);

  afterAll(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `cross-tenant: ${stats.probes} probes (of ${stats.generated} generated, scale ${SCALE_SETTING}) on ${stats.routes.size} routes of app/routes.ts + API, ` +
        `${stats.fiveXx.length} 5xx, ${stats.leaks.length} leaks, ${stats.sessionRenewals} session renewals, ${seconds} s`,
    );
    if (import.meta.env.VITE_PROBE_VERBOSE)
      for (const [k, v] of Object.entries(stats.statuses)) console.log(k, JSON.stringify(v));
    vi.restoreAllMocks();
  });

  describe(`shop A's admin aimed at shop B's rows, on every route of app/routes.ts (${placement})`, () => {
    it("finds the routes in app/routes.ts and A's forms on A's pages", () => {
      expect(TARGETS.filter((t) => t.admin).length).toBeGreaterThan(10);
      expect(TARGETS.some((t) => t.route?.params.length)).toBe(true);
      expect([...forms.values()].flat().some((f) => f.method === "post")).toBe(true);
    });

    for (const target of TARGETS) {
      const route = target.route!;
      it(`${route.pattern} (${route.id}${route.hasLoader ? ", loader" : ""}${route.hasAction ? ", action" : ""})`, async () => {
        const routeForms = forms.get(route.id) ?? [];
        const generated = [
          ...(route.hasLoader || !route.resource
            ? loaderProbes({ a, b, aFill, bFill }, route, target.admin, routeForms)
            : []),
          ...(route.hasAction ? actionProbes({ a, b, aFill, bFill }, route, target.admin, routeForms) : []),
        ];
        stats.generated += generated.length;
        const chosen = sample(generated, route.hasAction ? ACTION_SAMPLE + LOADER_SAMPLE : LOADER_SAMPLE);
        const fiveBefore = stats.fiveXx.length;
        const leaksBefore = stats.leaks.length;
        for (const probe of chosen) await runProbe(target, probe);
        await restoreShopRows(a.id, aRows, { removeAdded: true });
        expect(stats.leaks.slice(leaksBefore), "answers with B's data").toEqual([]);
        expect(stats.fiveXx.slice(fiveBefore), "5xx answers").toEqual([]);
      }, 600_000);
    }

    it("the JSON API with B's segment, ids and order key", async () => {
      const probes = apiProbes({ a, b, aFill, bFill });
      stats.generated += probes.length;
      expect(probes.length).toBeGreaterThan(0);
      const fiveBefore = stats.fiveXx.length;
      const leaksBefore = stats.leaks.length;
      for (const probe of probes) {
        const pattern = new URL(probe.path, "http://x").pathname;
        // A store's catalogue is public, what its store page shows anyone: only B's private data would be a leak there.
        const publicCatalogue = probe.method === "GET" && pattern.endsWith("/catalogue");
        await runProbe({ id: `api ${probe.path}`, pattern, admin: !publicCatalogue }, probe);
      }
      expect(stats.leaks.slice(leaksBefore), "answers with B's data").toEqual([]);
      expect(stats.fiveXx.slice(fiveBefore), "5xx answers").toEqual([]);
    }, 120_000);

    it("left every row of B as it was, and no row of A points at a row of B", async () => {
      const after = await shopRowsSnapshot(b.id);
      const changed = Object.keys({ ...bBefore, ...after }).filter(
        (t) => JSON.stringify(after[t]) !== JSON.stringify(bBefore[t]),
      );
      const pick = (snapshot: Record<string, unknown[]>) => Object.fromEntries(changed.map((t) => [t, snapshot[t]]));
      expect(pick(after), `B's rows changed in: ${changed.join(", ")}`).toEqual(pick(bBefore));
      expect(await crossShopReferences(a.id, b.id)).toEqual([]);
      expect(stats.probes).toBeGreaterThan(0);
    });
  });
}
