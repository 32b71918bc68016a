import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { api } from "#workers/api/routes";
import { apiInputs, bodyInputs, fieldInputs, type Input, intentInputs, type Submission } from "./bad-inputs";
import { asAdminOf, asOwner, createTestShop, type TestShop } from "./helpers";
import { formsOf, submissionsOf } from "./page-forms";
import { dataUrl, fillPath, get, type HarnessRoute, ROUTES, renderErrors, send } from "./route-harness";
import {
  type FilledShop,
  fillShop,
  makeShopReady,
  restoreShopRows,
  shopRowsSnapshot,
  tableCatalogue,
  tableForName,
} from "./shop-fixtures";

/*
 * Bad-input suite, generated from app/routes.ts and workers/api/routes.ts (issue 9): every action (admin routes with a
 * session of shop A's admin, owner routes with the platform owner's, and anonymously wherever the page opens without
 * one: /start, the sign-in pages, the store page) and every JSON API endpoint gets malformed requests, and must answer
 * each with less than 500. An owner's post that changes any data must also leave an audit row (issue 12).
 *
 * - Body level: wrong Content-Type (text/plain, JSON on a form action, XML, none), multipart without or with a wrong
 *   boundary, truncated, with 10,000 parts, invalid UTF-8; urlencoded with invalid percent-escapes, repeated fields,
 *   prototype names; invalid JSON and JSON of the wrong shape; empty and 5 MB bodies; a body that fails mid-stream;
 *   other methods.
 * - Field level: each field of the route's own form (read from the rendered page) and a generic list, one at a time,
 *   set to each bad value (control characters, 100k characters, 1e308, -1, NaN, 2^53+1, lone surrogates, RTL
 *   overrides, a file where text is expected, …) in an otherwise plausible submission.
 * - JSON API: the same body-level inputs, and each leaf of a valid body set to each bad JSON value.
 *
 * Well-formed form posts carry a fresh `_write` idempotency key (the request pipeline requires one on admin posts).
 * Every request comes from a fresh CF-Connecting-IP, so sign-in and sign-up rate limits do not hide the deeper code.
 *
 * Size: every input is generated, then each route runs the essential body-level ones and a sample of the rest.
 * VITE_PROBE_SCALE multiplies the sample (Vite passes VITE_* variables of the shell to import.meta.env, also inside
 * workerd); VITE_PROBE_SCALE=max runs all of them (about 14,000; 5 minutes):
 *   npx vitest run --config vitest.integration.config.ts tests/integration/bad-input.test.ts
 *   VITE_PROBE_SCALE=max npx vitest run --config vitest.integration.config.ts tests/integration/bad-input.test.ts
 * The summary line (inputs, 5xx, 5xx by route) is printed at the end; each route's test lists its 5xx with the error.
 * VITE_PROBE_VERBOSE=1 also prints every request with its status.
 */

const SCALE_SETTING = String(import.meta.env.VITE_PROBE_SCALE ?? "1").trim();
const SCALE = SCALE_SETTING === "max" ? Infinity : Math.max(1, Number(SCALE_SETTING) || 1);
/** Sampled inputs per route and session at scale 1, on top of the essential ones. */
const SAMPLE = 5;

type Session = "admin" | "owner" | "anonymous";

/* --- Running -------------------------------------------------------------------------------------------------------- */

let a: TestShop;
let aFill: FilledShop;
/** A's rows as fillShop left them: put back after an input deleted some, so later inputs reach the code past the 404. */
let aRows: Record<string, unknown[]>;
const tokens: Record<Session, string | null> = { admin: null, owner: null, anonymous: null };
const consoleErrors: string[] = [];
const stats = {
  inputs: 0,
  generated: 0,
  fiveXx: [] as string[],
  unaudited: [] as string[],
  byRoute: new Map<string, number>(),
};
const started = Date.now();

const randomIp = () => Array.from(crypto.getRandomValues(new Uint8Array(4)), (n) => String(n)).join(".");
const causeOf = (text: string) =>
  [...new Set([...renderErrors.map(errorText), ...consoleErrors])]
    .filter((m) => m !== "Error: Unexpected Server Error")
    .join(" | ")
    .slice(0, 300) || text.slice(0, 200);

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

async function runInput(routeLabel: string, path: string, session: Session, input: Input): Promise<void> {
  renderErrors.length = 0;
  consoleErrors.length = 0;
  const target = input.data ? dataUrl(path) : path;
  const t0 = Date.now();
  // Issue 12: every write of the back office leaves an audit row. The data is read before and after each owner post.
  const ownerState = session === "owner" && (input.method ?? "POST") !== "GET" ? await dataState() : null;
  let response: Response;
  try {
    response = await send(target, {
      method: input.method ?? "POST",
      token: tokens[session],
      headers: { "CF-Connecting-IP": randomIp(), ...input.headers },
      body: input.body?.() ?? null,
    });
  } catch (error) {
    // The Worker itself threw (no answer at all): as bad as a 500.
    stats.inputs++;
    stats.fiveXx.push(`${routeLabel} [${session}] ${input.label} → threw ${String(error).slice(0, 200)}`);
    stats.byRoute.set(routeLabel, (stats.byRoute.get(routeLabel) ?? 0) + 1);
    return;
  }
  const text = await response.text().catch((error) => `(body failed: ${String(error)})`);
  if (ownerState) await checkAudited(routeLabel, input, response.status, ownerState);
  stats.inputs++;
  if (response.status >= 500) {
    stats.fiveXx.push(
      `${routeLabel} [${session}] ${input.method ?? "POST"} ${input.data ? ".data " : ""}${input.label} → ${response.status} ${causeOf(text)}`,
    );
    stats.byRoute.set(routeLabel, (stats.byRoute.get(routeLabel) ?? 0) + 1);
  }
  if (import.meta.env.VITE_PROBE_VERBOSE)
    console.log(
      `${Date.now() - t0}ms ${response.status} ${session} ${target.slice(0, 80)} ${input.label} ${response.status >= 400 ? text.slice(0, 100).replace(/\s+/g, " ") : ""}`,
    );
  // An input that signed the session out (logout) or changed it: a fresh one for the next inputs.
  if (session !== "anonymous" && response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) {
    tokens[session] = session === "admin" ? (await asAdminOf(a)).token : (await asOwner()).token;
  }
  // Whatever an input deleted of A's rows comes back (same ids), so the next inputs reach the code past the 404.
  if (response.status < 400 && (input.method ?? "POST") !== "GET") await restoreShopRows(a.id, aRows);
}

/*
 * The audit check: what an owner's post changed in the data (every table but the ones that record activity itself:
 * sessions, limits, logs, e-mails, stored answers, the audit log) must come with an audit row.
 */
const ACTIVITY_TABLES = new Set([
  "audit_events",
  "app_logs",
  "sessions",
  "rate_limits",
  "email_outbox",
  "idempotency_keys",
  "owner_write_keys",
  "d1_migrations",
  "sqlite_sequence",
  "_cf_KV",
  "_cf_METADATA",
]);

async function dataState(): Promise<{ data: string; audits: number }> {
  const tables = (await tableCatalogue()).map((t) => t.name).filter((name) => !ACTIVITY_TABLES.has(name));
  const rows = await env.DB.batch(tables.map((t) => env.DB.prepare(`select * from "${t}" order by rowid`)));
  const audits = await env.DB.prepare("select count(*) as n from audit_events").first<{ n: number }>();
  return { data: JSON.stringify(rows.map((r) => r.results)), audits: audits!.n };
}

async function checkAudited(
  routeLabel: string,
  input: Input,
  status: number,
  before: { data: string; audits: number },
): Promise<void> {
  const after = await dataState();
  if (after.data !== before.data && after.audits === before.audits)
    stats.unaudited.push(`${routeLabel} ${input.label} → ${status}: data changed without an audit row`);
}

/** The run: all essential inputs, then an even spread of the rest up to the budget. */
function sample(inputs: Input[]): Input[] {
  const essential = inputs.filter((i) => i.essential);
  const rest = inputs.filter((i) => !i.essential);
  const budget = SAMPLE * SCALE;
  if (budget >= rest.length) return [...essential, ...rest];
  const stride = rest.length / budget;
  return [...essential, ...Array.from({ length: budget }, (_, i) => rest[Math.floor(i * stride)]!)];
}

const sessionOf = (r: HarnessRoute): Session =>
  /^routes\/owner\//.test(r.file) || /^\/owner(\/|$)/.test(r.pattern)
    ? "owner"
    : /^routes\/admin\//.test(r.file) || /^\/adminpanel(\/|$|\.)/.test(r.pattern)
      ? "admin"
      : "anonymous";

/** Params of a route filled with A's values (its own rows, so an action gets past its 404 and reads the body). */
function aParams(route: HarnessRoute): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of route.params) {
    const table = tableForName(Object.keys(aFill.ids), name);
    // shopUrl → A's URL (the store's routes), shopId → A's id (the back office's), shopTypeId → A's type.
    const shopParam = name === "shopTypeId" ? "1" : /id$/i.test(name) ? String(a.id) : a.url;
    out[name] =
      name === "*"
        ? "no/such/page"
        : /^shop/i.test(name)
          ? shopParam
          : /url$/i.test(name)
            ? aFill.yaadiUrl
            : table
              ? String(aFill.ids[table]![0])
              : "1";
  }
  return out;
}

/** An id of A's rows of the table the route's URL names ("/adminpanel/offers" → an offer), else of a product. */
function aIdFor(route: HarnessRoute): string {
  const tables = Object.keys(aFill.ids);
  const table = route.pattern
    .split("/")
    .reverse()
    .map((segment) => (segment.startsWith(":") ? null : tableForName(tables, segment)))
    .find(Boolean);
  return String(aFill.ids[table ?? "products"]![0]);
}

/** The submissions a browser would make from the route's page, as the session sees it. */
async function submissionsFor(route: HarnessRoute, path: string, session: Session): Promise<Submission[]> {
  if (route.resource) return [];
  const response = await get(path, { token: tokens[session] });
  if (!response.headers.get("Content-Type")?.includes("text/html")) {
    await response.body?.cancel();
    return [];
  }
  const own = formsOf(await response.text()).filter(
    (f) => f.method === "post" && (!f.action || new URL(f.action, "http://localhost").pathname === path),
  );
  return own.flatMap(submissionsOf);
}

/** Which sessions a route's action is tried with: its own, and anonymous when its page opens without one. */
async function sessionsFor(route: HarnessRoute, path: string): Promise<Session[]> {
  const own = sessionOf(route);
  if (own === "anonymous") return ["anonymous"];
  if (!route.hasLoader) return [own, "anonymous"];
  const anonymous = await get(path);
  await anonymous.body?.cancel();
  return anonymous.status === 200 ? [own, "anonymous"] : [own];
}

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(
    (...args: unknown[]) =>
      void consoleErrors.push(args.map((x) => (x instanceof Error ? `${x.name}: ${x.message}` : String(x))).join(" ")),
  );
  a = await createTestShop();
  await makeShopReady(a);
  aFill = await fillShop(a, "a");
  // Room for whatever the inputs add (a plan limit would otherwise turn later inputs into "limit reached").
  await env.DB.prepare("update shops set products_limit = 100000 where id = ?").bind(a.id).run();
  tokens.admin = (await asAdminOf(a)).token;
  tokens.owner = (await asOwner()).token;
  aRows = await shopRowsSnapshot(a.id);
}, 60_000);

afterAll(() => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byRoute = [...stats.byRoute].map(([r, n]) => `${r}: ${n}`).join(", ");
  console.log(
    `bad-input: ${stats.inputs} inputs (of ${stats.generated} generated, scale ${SCALE_SETTING}), ${stats.fiveXx.length} 5xx${byRoute ? ` (${byRoute})` : ""}, ${stats.unaudited.length} unaudited owner writes, ${seconds} s`,
  );
  vi.restoreAllMocks();
});

const ACTION_ROUTES = ROUTES.filter((r) => r.addressable && r.hasAction);
const OTHER_ROUTES = ROUTES.filter((r) => r.addressable && !r.hasAction);
const API_ENDPOINTS = [
  ...new Map(
    api.routes.filter((r) => r.method !== "ALL" && !r.path.includes("*")).map((r) => [`${r.method} ${r.path}`, r]),
  ).values(),
];

describe("bad input on every action of app/routes.ts answers below 500", () => {
  it("finds the actions", () => {
    expect(ACTION_ROUTES.length).toBeGreaterThan(10);
  });

  for (const route of ACTION_ROUTES) {
    it(`${route.pattern} (${route.id})`, async () => {
      const path = fillPath(route, aParams(route));
      const before = stats.fiveXx.length;
      const unauditedBefore = stats.unaudited.length;
      for (const session of await sessionsFor(route, path)) {
        const subs = await submissionsFor(route, path, session);
        const base = subs[0]?.fields ?? [
          ["intent", "delete"],
          ["id", aIdFor(route)],
          ["name", "Probe name"],
        ];
        const inputs = [
          ...bodyInputs(base),
          ...fieldInputs(subs.length ? subs : [{ fields: base, files: [] }]),
          ...intentInputs(aIdFor(route)),
        ];
        stats.generated += inputs.length;
        for (const input of sample(inputs)) await runInput(route.pattern, path, session, input);
      }
      await restoreShopRows(a.id, aRows, { removeAdded: true });
      expect(stats.fiveXx.slice(before), "5xx answers").toEqual([]);
      expect(stats.unaudited.slice(unauditedBefore), "owner writes without an audit row").toEqual([]);
    }, 1_800_000);
  }
});

describe("bad input posted to pages without an action answers below 500", () => {
  for (const route of OTHER_ROUTES) {
    it(`${route.pattern} (${route.id})`, async () => {
      const path = fillPath(route, aParams(route));
      const before = stats.fiveXx.length;
      const inputs = bodyInputs([
        ["intent", "delete"],
        ["id", "1"],
      ]);
      stats.generated += inputs.length;
      for (const input of inputs.filter((i) => i.essential).slice(0, 6 * Math.min(SCALE, 10)))
        await runInput(route.pattern, path, sessionOf(route), input);
      expect(stats.fiveXx.slice(before), "5xx answers").toEqual([]);
    }, 600_000);
  }
});

describe("bad input on every JSON API endpoint answers below 500", () => {
  it("finds the endpoints", () => {
    expect(API_ENDPOINTS.length).toBeGreaterThan(0);
  });

  for (const endpoint of API_ENDPOINTS) {
    it(`${endpoint.method} /api/v1${endpoint.path}`, async () => {
      const before = stats.fiveXx.length;
      for (const segment of [a.url, `${a.url}_${aFill.dealerLink}`, "nosuchshop"]) {
        const path = `/api/v1${endpoint.path.replace(/:segment/, segment).replace(/:[^/]+/g, "1")}`;
        const all =
          endpoint.method === "GET"
            ? [
                { label: "GET", method: "GET", essential: true },
                { label: "GET with a 10k query", method: "GET", essential: true },
              ]
            : apiInputs(endpoint.path, aFill);
        stats.generated += all.length;
        const chosen = segment === a.url ? sample(all) : all.filter((i) => i.essential).slice(0, 4);
        for (const input of chosen) {
          const target = input.label === "GET with a 10k query" ? `${path}?q=${"%ZZ".repeat(3000)}` : path;
          await runInput(`${endpoint.method} /api/v1${endpoint.path}`, target, "anonymous", {
            ...input,
            method: input.method ?? endpoint.method,
          });
        }
      }
      expect(stats.fiveXx.slice(before), "5xx answers").toEqual([]);
    }, 1_800_000);
  }
});
