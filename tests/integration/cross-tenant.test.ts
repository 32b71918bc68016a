import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../../app/server/auth/sessions.server";
import { api } from "../../workers/api/routes";
import { asAdminOf, createTestShop, type TestShop } from "./helpers";
import {
  crossShopReferences,
  type FilledShop,
  fillShop,
  makeShopReady,
  restoreShopRows,
  shopRowsSnapshot,
  tableCatalogue,
  TINY_PNG,
} from "./shop-fixtures";
import { fieldIds, ID_FIELDS, INTENTS, isIdField, paramCombos, QUERY_FIELDS, routeTable, rowValue } from "./cross-tenant-values";
import { dataUrl, fillPath, formOf, get, type HarnessRoute, renderErrors, ROUTES, send } from "./route-harness";
import { formsOf, type PageForm, submissionsOf } from "./page-forms";

/*
 * Cross-tenant suite, generated from app/routes.ts (issue 9): shop A's signed-in admin aims every loader and every
 * action at shop B's rows. Nothing here names a screen: the routes come from route-harness.ts (app/routes.ts), the
 * form fields from A's own rendered pages, the ids from the rows fillShop gave B, so a route added later is probed
 * without an edit here.
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

const SCALE_SETTING = String(import.meta.env.VITE_PROBE_SCALE ?? "1").trim();
const SCALE = SCALE_SETTING === "max" ? Infinity : Math.max(1, Number(SCALE_SETTING) || 1);
/** Probes per route at scale 1 (the essential ones always run on top). */
const LOADER_SAMPLE = 3;
const ACTION_SAMPLE = 6;

type Probe = {
  kind: string;
  method: "GET" | "POST";
  path: string;
  base?: string;
  headers?: Record<string, string>;
  /** Built fresh for each send (a body is read once). */
  body?: () => BodyInit;
  /** Everything the probe sends, as text: B's strings in it may come back as an echo, and are no leak then. */
  sent: string;
  /** Always run, whatever the scale. */
  essential?: boolean;
};

type Target = { id: string; pattern: string; admin: boolean; route?: HarnessRoute };

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

const stats = { probes: 0, generated: 0, routes: new Set<string>(), fiveXx: [] as string[], leaks: [] as string[], sessionRenewals: 0, statuses: {} as Record<string, Record<number, number>> };
const consoleErrors: string[] = [];

const isAdminRoute = (r: Pick<HarnessRoute, "file" | "pattern">) =>
  /^routes\/(admin|owner)\//.test(r.file) || /^\/(adminpanel|owner)(\/|$|\.)/.test(r.pattern);

/* --- A's forms, read from A's own pages ------------------------------------------------------------------------------- */

/** Which route a form posts to: its action matched against the patterns; no action → the page's own route. */
function targetOf(form: PageForm, page: HarnessRoute): HarnessRoute | undefined {
  if (!form.action) return page;
  const path = new URL(form.action, "http://localhost").pathname.replace(/\.data$/, "");
  const matches = ROUTES.filter((r) => r.addressable && new RegExp(`^${r.pattern.replace(/[.]/g, "\\.").replace(/:[^/]+/g, "[^/]+").replace(/\*/g, ".*")}/?$`).test(path));
  // The most specific pattern: fewest params, longest literal.
  return matches.sort((x, y) => x.params.length - y.params.length || y.pattern.length - x.pattern.length)[0];
}

/** The forms A's pages show, by the route they post to (GET forms too: their fields are query names). */
async function collectForms(): Promise<Map<string, PageForm[]>> {
  const byRoute = new Map<string, PageForm[]>();
  for (const route of ROUTES) {
    if (!route.addressable || route.resource) continue;
    const combos = paramCombos(route, a, aFill, true, 1);
    const response = await get(fillPath(route, combos[0]!), { token: aToken });
    if (!response.headers.get("Content-Type")?.includes("text/html")) {
      await response.body?.cancel();
      continue;
    }
    for (const form of formsOf(await response.text())) {
      const target = form.method === "get" ? route : targetOf(form, route);
      if (!target) continue;
      const known = byRoute.get(target.id) ?? [];
      const signature = (f: PageForm) => `${f.method} ${f.fields.map((x) => `${x.name}=${x.tag === "button" || x.name === "intent" ? x.value : ""}`).join("&")}`;
      if (!known.some((f) => signature(f) === signature(form))) byRoute.set(target.id, [...known, form]);
    }
  }
  return byRoute;
}

/* --- Probe generation ----------------------------------------------------------------------------------------------- */

const CSV_CONTENT_TYPE = "text/csv";

/** Files that name B's rows: a product sheet in the download's columns with B's ids and names, and an image. */
function filesFor(field: string): Array<{ file: File; sent: string }> {
  const header = "ID,Name,Regional name,Information,MRP,Final price,Unit,Instock,Rating,Category,Brand,Search words";
  const rows = bFill.ids.products!.map((id, i) => `${id},${bFill.names.product![i] ?? "x"}-renamed,,changed,99,90,Number,No,9,,,`);
  const csv = [header, ...rows].join("\r\n");
  const csvIdsOnly = [header, ...bFill.ids.products!.map((id) => `${id},Taken over by A,,changed,99,90,Number,No,9,,,`)].join("\r\n");
  return [
    { file: new File([csvIdsOnly], `${field}.csv`, { type: CSV_CONTENT_TYPE }), sent: csvIdsOnly },
    { file: new File([TINY_PNG], `${field}.png`, { type: "image/png" }), sent: "" },
    { file: new File([csv], `${field}.csv`, { type: CSV_CONTENT_TYPE }), sent: csv },
  ];
}

type Fields = Array<[string, string | File]>;

const fieldsText = (fields: Fields) => fields.map(([k, v]) => `${k}=${typeof v === "string" ? v : v.name}`).join("&");

function formProbe(kind: string, path: string, fields: Fields, extraSent = "", essential = false, data = false): Probe {
  return {
    kind,
    method: "POST",
    path: data ? dataUrl(path) : path,
    body: () => formOf(Object.fromEntries([...groupFields(fields)]) as Record<string, Array<string | File>>),
    sent: `${path} ${fieldsText(fields)} ${extraSent}`,
    essential,
  };
}

function groupFields(fields: Fields): Map<string, Array<string | File>> {
  const grouped = new Map<string, Array<string | File>>();
  for (const [k, v] of fields) grouped.set(k, [...(grouped.get(k) ?? []), v]);
  return grouped;
}

function loaderProbes(route: HarnessRoute, admin: boolean, forms: PageForm[]): Probe[] {
  const probes: Probe[] = [];
  const combos = paramCombos(route, b, bFill, admin);
  const table = routeTable(route.pattern, bFill);
  combos.forEach((params, i) => {
    const path = fillPath(route, params);
    probes.push({ kind: "GET B's ids in the params", method: "GET", path, sent: path, essential: i === 0 && route.params.length > 0 });
    probes.push({ kind: "GET .data, B's ids in the params", method: "GET", path: dataUrl(path), sent: path });
  });
  const first = fillPath(route, combos[0]!);
  const queryNames = new Set([...forms.filter((f) => f.method === "get").flatMap((f) => f.fields.map((x) => x.name)), ...QUERY_FIELDS]);
  for (const name of queryNames) {
    const values = name === "billing" ? ["yes"] : /^(q|search|query|name)$/i.test(name) ? [rowValue(name, table, bFill)] : fieldIds(name, table, b, bFill).slice(0, 2);
    for (const value of values) {
      const path = `${first}?${new URLSearchParams({ [name]: value })}`;
      probes.push({ kind: `GET ?${name}= B's value`, method: "GET", path, sent: path, essential: name === "billing" });
      probes.push({ kind: `GET .data ?${name}= B's value`, method: "GET", path: dataUrl(path), sent: path });
    }
  }
  const host = `http://${b.url}.localhost`;
  probes.push({ kind: "GET on B's host", method: "GET", path: first, base: host, sent: `${host}${first}`, essential: route.params.length === 0 });
  probes.push({ kind: "GET on B's host ?billing=yes", method: "GET", path: `${first}?billing=yes`, base: host, sent: `${host}${first}` });
  return probes;
}

function actionProbes(route: HarnessRoute, admin: boolean, forms: PageForm[]): Probe[] {
  const probes: Probe[] = [];
  const table = routeTable(route.pattern, bFill);
  const postForms = forms.filter((f) => f.method === "post");
  const bCombos = paramCombos(route, b, bFill, admin);
  // With B's ids in the params, and (for a route with params) with A's own: then only the body names B's rows.
  const pathSets = [
    ...bCombos.map((p) => ({ path: fillPath(route, p), who: "B's ids in the params" })),
    ...(route.params.length ? [{ path: fillPath(route, paramCombos(route, a, aFill, admin, 1)[0]!), who: "A's ids in the params" }] : []),
  ];
  const intents = [...new Set([...postForms.flatMap((f) => f.fields.filter((x) => x.name === "intent").map((x) => x.value)), ...INTENTS])];

  pathSets.forEach(({ path, who }, pathIndex) => {
    postForms.forEach((form, formIndex) => {
      const textNames = new Set(form.fields.filter((f) => ["text", "textarea", "search", "tel", "email"].includes(f.type)).map((f) => f.name));
      submissionsOf(form).forEach((submission, subIndex) => {
        const name = `A's form #${formIndex + 1}${submission.fields.find(([n]) => n === "intent") ? ` (intent=${submission.fields.find(([n]) => n === "intent")![1]})` : ""}`;
        // 1. The form as a browser sends it from A's page, every id-like field set to each of B's ids; files naming B's rows.
        const idNames = [...new Set([...submission.fields.map(([n]) => n).filter(isIdField), "id"])];
        const maxIds = Math.max(...idNames.map((n) => fieldIds(n, table, b, bFill).length));
        for (let k = 0; k < maxIds; k++) {
          const fields: Fields = submission.fields.map(([n, v]) => [n, isIdField(n) ? pick(fieldIds(n, table, b, bFill), k) : v]);
          if (!fields.some(([n]) => n === "id")) fields.push(["id", pick(fieldIds("id", table, b, bFill), k)]);
          const files: Array<{ file: File | null; sent: string }> = submission.files.length ? filesFor(submission.files[0]!) : [{ file: null, sent: "" }];
          files.forEach(({ file, sent }, fileIndex) => {
            const withFile: Fields = file ? [...fields, ...submission.files.map((n) => [n, file] as [string, File])] : fields;
            const essential = pathIndex === 0 && k === 0 && fileIndex === 0 && subIndex === 0;
            const what = `${name}, ${who}, B's ids in the id fields${file ? `, file ${file.name}` : ""}`;
            probes.push(formProbe(`POST ${what}`, path, withFile, sent, essential));
            probes.push(formProbe(`POST .data ${what}`, path, withFile, sent, false, true));
          });
        }
        // 2. B's row values (names, phones) in the text fields: an echo is fine, B's other data is not.
        const withValues: Fields = submission.fields.map(([n, v]) => [n, isIdField(n) ? pick(fieldIds(n, table, b, bFill), 0) : textNames.has(n) ? rowValue(n, table, bFill) : v]);
        probes.push(formProbe(`POST ${name}, ${who}, B's row values in the text fields`, path, withValues, "", pathIndex === 0 && subIndex === 0));
      });
    });
    // 3. Generic bodies: each intent with every generic id field set to B's ids, and files that name B's rows.
    const [sheet, image] = filesFor("sheet");
    for (const intent of intents) {
      for (let k = 0; k < 2; k++) {
        const fields: Fields = [
          ["intent", intent],
          ...ID_FIELDS.map((n) => [n, pick(fieldIds(n, table, b, bFill), k)] as [string, string]),
          ["count", "1"],
          ["summaryChecked", "1"],
          ["imageFile", image!.file],
          ["screenshot", image!.file],
          ["sheet", sheet!.file],
        ];
        const essential = pathIndex === 0 && k === 0 && (intent === "delete" || (postForms.length === 0 && intent === intents[0]));
        probes.push(formProbe(`POST intent=${intent}, ${who}, B's ids in every id field`, path, fields, sheet!.sent, essential));
        probes.push(formProbe(`POST .data intent=${intent}, ${who}, B's ids in every id field`, path, fields, sheet!.sent, false, true));
      }
    }
  });
  return probes;
}

const pick = <T,>(list: readonly T[], k: number): T => list[k % list.length]!;

/** Every route of the JSON API (workers/api/routes.ts), with A's session: B's segment, B's ids and B's order key. */
function apiProbes(): Probe[] {
  const probes: Probe[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  const endpoints = [...new Map(api.routes.filter((r) => r.method !== "ALL" && !r.path.includes("*")).map((r) => [`${r.method} ${r.path}`, r])).values()];
  const fresh = { name: "Asha Deshpande", whatsApp: "9000000001", address: "12, Shivaji Nagar, Pune" };
  const bLines = bFill.ids.products!.map((productId) => ({ productId, quantity: 1000 }));
  for (const endpoint of endpoints) {
    const withSegment = (segment: string) => `/api/v1${endpoint.path.replace(/:[^/]+/g, (p) => (p === ":segment" ? segment : (bFill.ids.products![0] ?? 1).toString()))}`;
    if (endpoint.method === "GET") {
      for (const segment of [b.url, `${b.url}_${bFill.dealerLink}`]) {
        const path = withSegment(segment);
        probes.push({ kind: `API GET, B's segment`, method: "GET", path, sent: path, essential: true });
      }
      continue;
    }
    // On A's own segment: bodies that name B's rows (ids, order key, values).
    const aPath = withSegment(a.url);
    const bodies = [
      { idempotencyKey: bFill.orderKey, customer: fresh, lines: bLines },
      { idempotencyKey: `${bFill.orderKey}x`, customer: fresh, lines: bLines },
      { idempotencyKey: bFill.orderKey, customer: { name: bFill.names.customer![0], whatsApp: bFill.phones[0], address: `${bFill.privateMark}address0` }, lines: [...bLines, { productId: aFill.ids.products![0], quantity: 1000 }] },
      { ...fresh, id: bFill.ids.customers![0], customerId: bFill.ids.customers![0], shopId: b.id },
      { ...fresh, name: bFill.names.customer![1], whatsApp: bFill.phones[1] },
    ];
    bodies.forEach((body, i) =>
      probes.push({ kind: `API ${endpoint.method} on A's segment, B's ids/values #${i + 1}`, method: "POST", path: aPath, headers: { "Content-Type": "application/json" }, body: () => json(body), sent: `${aPath} ${json(body)}`, essential: true }),
    );
    // On B's segment: nothing that could be a valid write, only empty or foreign-shaped bodies (must change nothing).
    const bPath = withSegment(b.url);
    for (const body of [{}, { idempotencyKey: aFill.orderKey, lines: [] }]) {
      probes.push({ kind: `API ${endpoint.method} on B's segment, invalid body`, method: "POST", path: bPath, headers: { "Content-Type": "application/json" }, body: () => json(body), sent: `${bPath} ${json(body)}`, essential: true });
    }
  }
  return probes;
}

/** The run: all essential probes, then an even spread of the rest up to the budget. */
function sample(probes: Probe[], perRoute: number): Probe[] {
  const essential = probes.filter((p) => p.essential);
  const rest = probes.filter((p) => !p.essential);
  const budget = Math.max(0, perRoute * SCALE - essential.length);
  if (budget >= rest.length) return [...essential, ...rest];
  const stride = rest.length / budget;
  return [...essential, ...Array.from({ length: budget }, (_, i) => rest[Math.floor(i * stride)]!)];
}

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
        out.push(new TextDecoder().decode(Uint8Array.from(atob(decodeURIComponent(value)), (ch) => ch.charCodeAt(0))));
      } catch {
        /* not base64 */
      }
      return out.join("\n");
    })
    .join("\n");
}

let scrubStatements: D1PreparedStatement[] = [];

/** Removes B's strings a probe may have written into A's rows (a name sent as A's new category), so later answers stay clean. */
async function scrubA(): Promise<void> {
  if (scrubStatements.length) await env.DB.batch(scrubStatements);
}

async function prepareScrub(): Promise<void> {
  const needles = [bFill.privateMark, bFill.catalogueMark, ...bFill.phones, bFill.dealerPhone, b.admin.userName];
  for (const table of await tableCatalogue()) {
    const key = table.name === "shops" ? "id" : table.columns.some((c) => c.name === "shop_id") ? "shop_id" : null;
    const texts = table.columns.filter((c) => /text|char/i.test(c.type) && c.name !== "url" && c.name !== "token_hash").map((c) => c.name);
    if (!key || texts.length === 0) continue;
    const set = texts.map((c) => `"${c}" = ${needles.reduce((expr, n) => `replace(${expr}, '${n}', 'scrubbed')`, `"${c}"`)}`).join(", ");
    scrubStatements.push(env.DB.prepare(`update "${table.name}" set ${set} where "${key}" = ?`).bind(a.id));
  }
}

async function runProbe(target: Target, probe: Probe): Promise<void> {
  renderErrors.length = 0;
  consoleErrors.length = 0;
  const response = await send(probe.path, { method: probe.method, token: aToken, base: probe.base, headers: probe.headers, body: probe.body?.() ?? null });
  const text = await response.text();
  stats.probes++;
  stats.routes.add(target.id);
  const key = `${target.pattern} ${probe.method}`;
  const counts = (stats.statuses[key] ??= {});
  counts[response.status] = (counts[response.status] ?? 0) + 1;
  if (import.meta.env.VITE_PROBE_VERBOSE) console.log(`${response.status} ${probe.method} ${probe.path.slice(0, 100)} ${probe.kind} ${response.headers.get("Location") ?? ""} ${response.status >= 400 ? text.slice(0, 120).replace(/\s+/g, " ") : ""}`);
  const label = `${target.pattern} — ${probe.kind}: ${probe.method} ${probe.base ?? ""}${probe.path}`;

  if (response.status >= 500) {
    const cause = [...renderErrors.map((e) => (e instanceof Error ? `${e.name}: ${e.message}` : JSON.stringify(e))), ...consoleErrors].join(" | ") || text.slice(0, 200);
    stats.fiveXx.push(`${label} → ${response.status} ${cause.slice(0, 300)}`);
  }

  // What came back, everything a browser sees; B's strings the probe itself sent are echoes, not leaks.
  let haystack = [text, ...[...response.headers].map(([k, v]) => `${k}: ${v}`), decodedCookies(response)].join("\n");
  for (const s of bStrings) if (probe.sent.includes(s)) haystack = haystack.replaceAll(s, "");
  const needles = [bFill.privateMark, b.admin.userName, ...bFill.phones, ...(target.admin ? [bFill.catalogueMark, bFill.dealerPhone] : [])];
  // After the echoes are gone, any mark left is another of B's strings (one the probe did not send).
  const leaked = needles.filter((n) => haystack.includes(n));
  if (leaked.length) {
    const at = haystack.indexOf(leaked[0]!);
    stats.leaks.push(`${label} → ${response.status}, shows ${leaked.join(", ")}: …${haystack.slice(Math.max(0, at - 80), at + 60).replace(/\s+/g, " ")}…`);
  }

  // A probe that signed A out (logout) or in again: a fresh session for the next ones.
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) {
    aToken = (await asAdminOf(a)).token!;
    stats.sessionRenewals++;
  }
  if (bStrings.some((s) => probe.sent.includes(s)) || [bFill.privateMark, bFill.catalogueMark].some((m) => probe.sent.includes(m))) await scrubA();
  if (probe.method === "POST" && response.status < 400) await restoreShopRows(a.id, aRows);
}

/* --- The suite ------------------------------------------------------------------------------------------------------ */

const TARGETS: Target[] = ROUTES.filter((r) => r.addressable).map((r) => ({ id: r.id, pattern: r.pattern, admin: isAdminRoute(r), route: r }));
let forms = new Map<string, PageForm[]>();
const started = Date.now();

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map((x) => (x instanceof Error ? `${x.name}: ${x.message}` : String(x))).join(" ")));
  a = await createTestShop();
  b = await createTestShop();
  await makeShopReady(a);
  await makeShopReady(b);
  aFill = await fillShop(a, "a");
  bFill = await fillShop(b, "b");
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
  forms = await collectForms();
  aRows = await shopRowsSnapshot(a.id);
  // B's welcome e-mail leaves the outbox through the queue in the background: let it go before B's rows are taken.
  for (let i = 0; i < 100; i++) {
    const queued = await env.DB.prepare("select count(*) as n from email_outbox where shop_id = ? and status = 'queued'").bind(b.id).first<{ n: number }>();
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
  if (import.meta.env.VITE_PROBE_VERBOSE) for (const [k, v] of Object.entries(stats.statuses)) console.log(k, JSON.stringify(v));
  vi.restoreAllMocks();
});

describe("shop A's admin aimed at shop B's rows, on every route of app/routes.ts", () => {
  it("finds the routes in app/routes.ts and A's forms on A's pages", () => {
    expect(TARGETS.filter((t) => t.admin).length).toBeGreaterThan(10);
    expect(TARGETS.some((t) => t.route?.params.length)).toBe(true);
    expect([...forms.values()].flat().some((f) => f.method === "post")).toBe(true);
  });

  for (const target of TARGETS) {
    const route = target.route!;
    it(`${route.pattern} (${route.id}${route.hasLoader ? ", loader" : ""}${route.hasAction ? ", action" : ""})`, async () => {
      const routeForms = forms.get(route.id) ?? [];
      const generated = [...(route.hasLoader || !route.resource ? loaderProbes(route, target.admin, routeForms) : []), ...(route.hasAction ? actionProbes(route, target.admin, routeForms) : [])];
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
    const probes = apiProbes();
    stats.generated += probes.length;
    expect(probes.length).toBeGreaterThan(0);
    const fiveBefore = stats.fiveXx.length;
    const leaksBefore = stats.leaks.length;
    for (const probe of probes) await runProbe({ id: `api ${probe.path}`, pattern: new URL(probe.path, "http://x").pathname, admin: true }, probe);
    expect(stats.leaks.slice(leaksBefore), "answers with B's data").toEqual([]);
    expect(stats.fiveXx.slice(fiveBefore), "5xx answers").toEqual([]);
  }, 120_000);

  it("left every row of B as it was, and no row of A points at a row of B", async () => {
    const after = await shopRowsSnapshot(b.id);
    const changed = Object.keys({ ...bBefore, ...after }).filter((t) => JSON.stringify(after[t]) !== JSON.stringify(bBefore[t]));
    const pick = (snapshot: Record<string, unknown[]>) => Object.fromEntries(changed.map((t) => [t, snapshot[t]]));
    expect(pick(after), `B's rows changed in: ${changed.join(", ")}`).toEqual(pick(bBefore));
    expect(await crossShopReferences(a.id, b.id)).toEqual([]);
    expect(stats.probes).toBeGreaterThan(0);
  });
});
