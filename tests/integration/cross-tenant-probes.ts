import { api } from "#workers/api/routes";
import {
  fieldIds,
  ID_FIELDS,
  INTENTS,
  isIdField,
  paramCombos,
  QUERY_FIELDS,
  routeTable,
  rowValue,
} from "./cross-tenant-values";
import type { TestShop } from "./helpers";
import { formsOf, type PageForm, submissionsOf } from "./page-forms";
import { dataUrl, fillPath, formOf, get, type HarnessRoute, ROUTES } from "./route-harness";
import { type FilledShop, TINY_PNG } from "./shop-fixtures";

/*
 * The cross-tenant suite's probes (cross-tenant.test.ts runs them): A's forms, read from A's own pages, and every
 * request generated from them and from app/routes.ts that aims A's session at B's rows. Generation only: nothing here
 * sends a probe or judges an answer. VITE_PROBE_SCALE sets how many run (see cross-tenant.test.ts).
 */

/** The suite's two shops, filled with rows of every kind (shop-fixtures.ts fillShop). */
export type ProbeShops = { a: TestShop; b: TestShop; aFill: FilledShop; bFill: FilledShop };

export const SCALE_SETTING = String(import.meta.env.VITE_PROBE_SCALE ?? "1").trim();
const SCALE = SCALE_SETTING === "max" ? Infinity : Math.max(1, Number(SCALE_SETTING) || 1);
/** Probes per route at scale 1 (the essential ones always run on top). */
export const LOADER_SAMPLE = 3;
export const ACTION_SAMPLE = 6;

export type Probe = {
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

export type Target = { id: string; pattern: string; admin: boolean; route?: HarnessRoute };

/* --- A's forms, read from A's own pages ------------------------------------------------------------------------------- */

/** Which route a form posts to: its action matched against the patterns; no action → the page's own route. */
function targetOf(form: PageForm, page: HarnessRoute): HarnessRoute | undefined {
  if (!form.action) return page;
  const path = new URL(form.action, "http://localhost").pathname.replace(/\.data$/, "");
  const matches = ROUTES.filter(
    (r) =>
      r.addressable &&
      new RegExp(
        `^${r.pattern
          .replace(/[.]/g, "\\.")
          .replace(/:[^/]+/g, "[^/]+")
          .replace(/\*/g, ".*")}/?$`,
      ).test(path),
  );
  // The most specific pattern: fewest params, longest literal.
  return matches.sort((x, y) => x.params.length - y.params.length || y.pattern.length - x.pattern.length)[0];
}

/** The forms A's pages show, by the route they post to (GET forms too: their fields are query names). */
export async function collectForms({ a, aFill }: ProbeShops, aToken: string): Promise<Map<string, PageForm[]>> {
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
      const signature = (f: PageForm) =>
        `${f.method} ${f.fields.map((x) => `${x.name}=${x.tag === "button" || x.name === "intent" ? x.value : ""}`).join("&")}`;
      if (!known.some((f) => signature(f) === signature(form))) byRoute.set(target.id, [...known, form]);
    }
  }
  return byRoute;
}

/* --- Probe generation ----------------------------------------------------------------------------------------------- */

const CSV_CONTENT_TYPE = "text/csv";

/** Files that name B's rows: a product sheet in the download's columns with B's ids and names, and an image. */
function filesFor({ bFill }: ProbeShops, field: string): Array<{ file: File; sent: string }> {
  const header = "ID,Name,Regional name,Information,MRP,Final price,Unit,Instock,Rating,Category,Brand,Search words";
  const rows = bFill.ids.products!.map(
    (id, i) => `${id},${bFill.names.product![i] ?? "x"}-renamed,,changed,99,90,Number,No,9,,,`,
  );
  const csv = [header, ...rows].join("\r\n");
  const csvIdsOnly = [
    header,
    ...bFill.ids.products!.map((id) => `${id},Taken over by A,,changed,99,90,Number,No,9,,,`),
  ].join("\r\n");
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

export function loaderProbes(
  { b, bFill }: ProbeShops,
  route: HarnessRoute,
  admin: boolean,
  forms: PageForm[],
): Probe[] {
  const probes: Probe[] = [];
  const combos = paramCombos(route, b, bFill, admin);
  const table = routeTable(route.pattern, bFill);
  combos.forEach((params, i) => {
    const path = fillPath(route, params);
    probes.push({
      kind: "GET B's ids in the params",
      method: "GET",
      path,
      sent: path,
      essential: i === 0 && route.params.length > 0,
    });
    probes.push({ kind: "GET .data, B's ids in the params", method: "GET", path: dataUrl(path), sent: path });
  });
  const first = fillPath(route, combos[0]!);
  const queryNames = new Set([
    ...forms.filter((f) => f.method === "get").flatMap((f) => f.fields.map((x) => x.name)),
    ...QUERY_FIELDS,
  ]);
  for (const name of queryNames) {
    const values =
      name === "billing"
        ? ["yes"]
        : /^(q|search|query|name)$/i.test(name)
          ? [rowValue(name, table, bFill)]
          : fieldIds(name, table, b, bFill).slice(0, 2);
    for (const value of values) {
      const path = `${first}?${new URLSearchParams({ [name]: value })}`;
      probes.push({ kind: `GET ?${name}= B's value`, method: "GET", path, sent: path, essential: name === "billing" });
      probes.push({ kind: `GET .data ?${name}= B's value`, method: "GET", path: dataUrl(path), sent: path });
    }
  }
  const host = `http://${b.url}.localhost`;
  probes.push({
    kind: "GET on B's host",
    method: "GET",
    path: first,
    base: host,
    sent: `${host}${first}`,
    essential: route.params.length === 0,
  });
  probes.push({
    kind: "GET on B's host ?billing=yes",
    method: "GET",
    path: `${first}?billing=yes`,
    base: host,
    sent: `${host}${first}`,
  });
  return probes;
}

export function actionProbes(shops: ProbeShops, route: HarnessRoute, admin: boolean, forms: PageForm[]): Probe[] {
  const { a, b, aFill, bFill } = shops;
  const probes: Probe[] = [];
  const table = routeTable(route.pattern, bFill);
  const postForms = forms.filter((f) => f.method === "post");
  const bCombos = paramCombos(route, b, bFill, admin);
  // With B's ids in the params, and (for a route with params) with A's own: then only the body names B's rows.
  const pathSets = [
    ...bCombos.map((p) => ({ path: fillPath(route, p), who: "B's ids in the params" })),
    ...(route.params.length
      ? [{ path: fillPath(route, paramCombos(route, a, aFill, admin, 1)[0]!), who: "A's ids in the params" }]
      : []),
  ];
  const intents = [
    ...new Set([
      ...postForms.flatMap((f) => f.fields.filter((x) => x.name === "intent").map((x) => x.value)),
      ...INTENTS,
    ]),
  ];

  pathSets.forEach(({ path, who }, pathIndex) => {
    postForms.forEach((form, formIndex) => {
      const textNames = new Set(
        form.fields.filter((f) => ["text", "textarea", "search", "tel", "email"].includes(f.type)).map((f) => f.name),
      );
      submissionsOf(form).forEach((submission, subIndex) => {
        const name = `A's form #${formIndex + 1}${submission.fields.find(([n]) => n === "intent") ? ` (intent=${submission.fields.find(([n]) => n === "intent")![1]})` : ""}`;
        // 1. The form as a browser sends it from A's page, every id-like field set to each of B's ids; files naming B's rows.
        const idNames = [...new Set([...submission.fields.map(([n]) => n).filter(isIdField), "id"])];
        const maxIds = Math.max(...idNames.map((n) => fieldIds(n, table, b, bFill).length));
        for (let k = 0; k < maxIds; k++) {
          const fields: Fields = submission.fields.map(([n, v]) => [
            n,
            isIdField(n) ? pick(fieldIds(n, table, b, bFill), k) : v,
          ]);
          if (!fields.some(([n]) => n === "id")) fields.push(["id", pick(fieldIds("id", table, b, bFill), k)]);
          const files: Array<{ file: File | null; sent: string }> = submission.files.length
            ? filesFor(shops, submission.files[0]!)
            : [{ file: null, sent: "" }];
          files.forEach(({ file, sent }, fileIndex) => {
            const withFile: Fields = file
              ? [...fields, ...submission.files.map((n) => [n, file] as [string, File])]
              : fields;
            const essential = pathIndex === 0 && k === 0 && fileIndex === 0 && subIndex === 0;
            const what = `${name}, ${who}, B's ids in the id fields${file ? `, file ${file.name}` : ""}`;
            probes.push(formProbe(`POST ${what}`, path, withFile, sent, essential));
            probes.push(formProbe(`POST .data ${what}`, path, withFile, sent, false, true));
          });
        }
        // 2. B's row values (names, phones) in the text fields: an echo is fine, B's other data is not.
        const withValues: Fields = submission.fields.map(([n, v]) => [
          n,
          isIdField(n) ? pick(fieldIds(n, table, b, bFill), 0) : textNames.has(n) ? rowValue(n, table, bFill) : v,
        ]);
        probes.push(
          formProbe(
            `POST ${name}, ${who}, B's row values in the text fields`,
            path,
            withValues,
            "",
            pathIndex === 0 && subIndex === 0,
          ),
        );
      });
    });
    // 3. Generic bodies: each intent with every generic id field set to B's ids, and files that name B's rows.
    const [sheet, image] = filesFor(shops, "sheet");
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
        const essential =
          pathIndex === 0 && k === 0 && (intent === "delete" || (postForms.length === 0 && intent === intents[0]));
        probes.push(
          formProbe(`POST intent=${intent}, ${who}, B's ids in every id field`, path, fields, sheet!.sent, essential),
        );
        probes.push(
          formProbe(
            `POST .data intent=${intent}, ${who}, B's ids in every id field`,
            path,
            fields,
            sheet!.sent,
            false,
            true,
          ),
        );
      }
    }
  });
  return probes;
}

const pick = <T>(list: readonly T[], k: number): T => list[k % list.length]!;

/** Every route of the JSON API (workers/api/routes.ts), with A's session: B's segment, B's ids and B's order key. */
export function apiProbes({ a, b, aFill, bFill }: ProbeShops): Probe[] {
  const probes: Probe[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  const endpoints = [
    ...new Map(
      api.routes.filter((r) => r.method !== "ALL" && !r.path.includes("*")).map((r) => [`${r.method} ${r.path}`, r]),
    ).values(),
  ];
  const fresh = { name: "Asha Deshpande", whatsApp: "9000000001", address: "12, Shivaji Nagar, Pune" };
  const bLines = bFill.ids.products!.map((productId) => ({ productId, quantity: 1000 }));
  for (const endpoint of endpoints) {
    const withSegment = (segment: string) =>
      `/api/v1${endpoint.path.replace(/:[^/]+/g, (p) => (p === ":segment" ? segment : (bFill.ids.products![0] ?? 1).toString()))}`;
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
      {
        idempotencyKey: bFill.orderKey,
        customer: {
          name: bFill.names.customer![0],
          whatsApp: bFill.phones[0],
          address: `${bFill.privateMark}address0`,
        },
        lines: [...bLines, { productId: aFill.ids.products![0], quantity: 1000 }],
      },
      { ...fresh, id: bFill.ids.customers![0], customerId: bFill.ids.customers![0], shopId: b.id },
      { ...fresh, name: bFill.names.customer![1], whatsApp: bFill.phones[1] },
    ];
    bodies.forEach((body, i) => {
      probes.push({
        kind: `API ${endpoint.method} on A's segment, B's ids/values #${i + 1}`,
        method: "POST",
        path: aPath,
        headers: { "Content-Type": "application/json" },
        body: () => json(body),
        sent: `${aPath} ${json(body)}`,
        essential: true,
      });
    });
    // On B's segment: nothing that could be a valid write, only empty or foreign-shaped bodies (must change nothing).
    const bPath = withSegment(b.url);
    for (const body of [{}, { idempotencyKey: aFill.orderKey, lines: [] }]) {
      probes.push({
        kind: `API ${endpoint.method} on B's segment, invalid body`,
        method: "POST",
        path: bPath,
        headers: { "Content-Type": "application/json" },
        body: () => json(body),
        sent: `${bPath} ${json(body)}`,
        essential: true,
      });
    }
  }
  return probes;
}

/** The run: all essential probes, then an even spread of the rest up to the budget. */
export function sample(probes: Probe[], perRoute: number): Probe[] {
  const essential = probes.filter((p) => p.essential);
  const rest = probes.filter((p) => !p.essential);
  const budget = Math.max(0, perRoute * SCALE - essential.length);
  if (budget >= rest.length) return [...essential, ...rest];
  const stride = rest.length / budget;
  return [...essential, ...Array.from({ length: budget }, (_, i) => rest[Math.floor(i * stride)]!)];
}
