import { plausibleValue } from "./page-forms";
import { formOf, WRITE_FIELD, writeToken } from "./route-harness";
import { type FilledShop, TINY_PNG } from "./shop-fixtures";

/* The bad-input suite's inputs: malformed bodies, bad field values and bad JSON, generated per route (bad-input.test.ts). */

export type Input = {
  label: string;
  method?: string;
  /** Send to the route's .data URL (the browser's fetcher and form submissions go there). */
  data?: boolean;
  headers?: Record<string, string>;
  body?: () => BodyInit | null;
  essential?: boolean;
};

/* --- Bad values ----------------------------------------------------------------------------------------------------- */

const LONG = "x".repeat(100_000);
const BAD_VALUES: Array<[string, string]> = [
  ["empty", ""],
  ["blank", "   "],
  ["NUL", "a\u0000b"],
  ["control characters", "\u0001\u0002\u0007\u0008\u001b[31m\u007f\u0085"],
  ["CR LF header injection", "a\r\nSet-Cookie: x=1\r\n\r\n<b>"],
  ["tab and newlines", "\t\n\r\n\t"],
  ["100k characters", LONG],
  ["1e308", "1e308"],
  ["1e309 (Infinity)", "1e309"],
  ["-1", "-1"],
  ["0", "0"],
  ["-0", "-0"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["2^53+1", "9007199254740993"],
  ["2^63", "9223372036854775808"],
  ["400 digits", "9".repeat(400)],
  ["-30 digits", `-${"9".repeat(30)}`],
  ["1e-400", "1e-400"],
  ["fraction", "1.5"],
  ["hex", "0x1F"],
  ["padded number", "  7  "],
  ["comma number", "1,000"],
  ["rupee sign", "₹100"],
  ["lone surrogate", "a\ud800b"],
  ["RTL override", "\u202Eevil\u202C name"],
  ["zero-width", "\u200B\u200C\u200D\uFEFF"],
  ["emoji", "🛒🙂👨‍👩‍👧"],
  ["combining marks", `e${"\u0301".repeat(500)}`],
  ["Devanagari", "हिन्दी मराठी"],
  ["HTML", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
  ["SQL", "' OR 1=1; DROP TABLE shops; --"],
  ["percent text", "%ZZ%"],
  ["JSON text", '{"a":[1,{"b":null}]}'],
  ["path traversal", "../../../etc/passwd"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["true", "true"],
  ["null", "null"],
  ["undefined", "undefined"],
  ["invalid date", "2026-02-30"],
  ["1k spaces", " ".repeat(1000)],
  ["e-mail with NUL", "a@b.in\u0000.evil"],
];
/** A few of them for the wide but shallow generic-intent pass. */
const SHORT_BAD = ["empty", "100k characters", "1e308", "-1", "NaN", "2^53+1", "lone surrogate", "NUL", "RTL override"];

/** Files where files go (and where text goes). */
const png = (name = "image.png") => new File([TINY_PNG], name, { type: "image/png" });
let fiveMb: Uint8Array<ArrayBuffer> | null = null;
const bigBytes = () => (fiveMb ??= new Uint8Array(5 * 1024 * 1024).fill(0x61));
const BAD_FILES: Array<[string, () => File | string]> = [
  ["an empty file", () => new File([], "empty.png", { type: "image/png" })],
  ["a 5 MB file", () => new File([bigBytes()], "big.png", { type: "image/png" })],
  ["text named .png", () => new File(["not an image"], "fake.png", { type: "image/png" })],
  ["a PNG named .csv", () => new File([TINY_PNG], "sheet.csv", { type: "text/csv" })],
  ["a file with a traversal name", () => new File([TINY_PNG], "../../../x.png", { type: "image/png" })],
  ["a file with a 10k name", () => new File([TINY_PNG], `${"n".repeat(10_000)}.png`, { type: "image/png" })],
  [
    "a CSV with NUL and bad UTF-8",
    () =>
      new File(
        [new Uint8Array([0x49, 0x44, 0x2c, 0x00, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x0d, 0x0a, 0x22])],
        "sheet.csv",
        { type: "text/csv" },
      ),
  ],
  [
    "a CSV of 5,000 columns",
    () =>
      new File([`${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",")}\r\n1`], "sheet.csv", {
        type: "text/csv",
      }),
  ],
  ["text where a file goes", () => "just text"],
];

/* --- Body-level inputs ------------------------------------------------------------------------------------------------ */

const enc = new TextEncoder();
const bytes = (...parts: Array<string | Uint8Array>): Uint8Array<ArrayBuffer> => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};
export const urlencoded = (fields: Array<[string, string]>) => new URLSearchParams(fields).toString();
const withWrite = (fields: Array<[string, string]>): Array<[string, string]> => [
  ...fields.filter(([n]) => n !== WRITE_FIELD),
  [WRITE_FIELD, writeToken()],
];

function multipartText(boundary: string, fields: Array<[string, string]>): string {
  return fields
    .map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
    .join("");
}

/** Malformed bodies built around a route's plausible fields (so the part that is not broken reads as the real form). */
export function bodyInputs(base: Array<[string, string]>): Input[] {
  const fields = () => withWrite(base);
  const form = (contentType: string, body: () => BodyInit | null, label: string, essential = true): Input => ({
    label,
    headers: { "Content-Type": contentType },
    body,
    essential,
  });
  const FORM = "application/x-www-form-urlencoded";
  const json = "application/json";
  const boundary = "----yaadiProbeBoundary7MA4YWxkTrZu0gW";
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  /** A well-formed multipart body of the route's fields and one last part: `headers` as written, `content` as bytes. */
  const withRawPart = (headers: string, content: () => Uint8Array) => () =>
    bytes(
      multipartText(boundary, fields()),
      `--${boundary}\r\n${headers}\r\n\r\n`,
      content(),
      `\r\n--${boundary}--\r\n`,
    );
  return [
    form("text/plain", () => urlencoded(fields()), "Content-Type text/plain"),
    form(json, () => JSON.stringify(Object.fromEntries(fields())), "JSON object on a form action"),
    form(
      "application/xml",
      () => `<?xml version="1.0"?><form>${base.map(([n, v]) => `<${n}>${v}</${n}>`).join("")}</form>`,
      "Content-Type application/xml",
      false,
    ),
    { label: "no Content-Type", body: () => bytes(urlencoded(fields())), essential: true },
    form(
      "multipart/form-data",
      () => `${multipartText(boundary, fields())}--${boundary}--\r\n`,
      "multipart without a boundary",
    ),
    form(
      "multipart/form-data; boundary=",
      () => `${multipartText(boundary, fields())}--${boundary}--\r\n`,
      "multipart with an empty boundary",
      false,
    ),
    form(
      `multipart/form-data; boundary=other${boundary}`,
      () => `${multipartText(boundary, fields())}--${boundary}--\r\n`,
      "multipart with a boundary the body does not use",
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      () => multipartText(boundary, fields()),
      "truncated multipart (boundary never closes)",
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      () => `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\nContent-Ty`,
      "multipart cut inside part headers",
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      () =>
        `--${boundary}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
      "multipart parts without a name",
      false,
    ),
    form(
      `multipart/form-data; boundary=${"b".repeat(200)}`,
      () => `${multipartText("b".repeat(200), fields())}--${"b".repeat(200)}--\r\n`,
      "multipart with a 200-character boundary",
      false,
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      () =>
        `${multipartText(boundary, [
          ...fields(),
          ...Array.from({ length: 10_000 }, (_, i) => [`f${i}`, "v"] as [string, string]),
        ])}--${boundary}--\r\n`,
      "multipart with 10,000 parts",
      false,
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      withRawPart(
        'Content-Disposition: form-data; name="name"',
        () => new Uint8Array([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0x00]),
      ),
      "multipart with invalid UTF-8 and a CESU lone surrogate",
      false,
    ),
    form(
      `multipart/form-data; boundary=${boundary}`,
      withRawPart(
        'Content-Disposition: form-data; name="imageFile"; filename="big.png"\r\nContent-Type: image/png',
        bigBytes,
      ),
      "multipart of 5 MB",
      false,
    ),
    form(FORM, () => `${urlencoded(fields())}&name=%ZZ&id=%`, "urlencoded with %ZZ and a lone %"),
    form(
      FORM,
      () => `${urlencoded(fields())}&name=%E0%A4%A&id=%ED%A0%80&intent=%C0%AF`,
      "urlencoded with cut UTF-8, a lone surrogate, an overlong /",
      false,
    ),
    form(FORM, () => `${urlencoded(fields())}&name=a%00b&id=1%00`, "urlencoded with %00", false),
    form(
      FORM,
      () => `=novalue&&&noequals&${urlencoded(fields())}&==&name==x`,
      "urlencoded with empty names and stray =",
      false,
    ),
    form(
      FORM,
      () => `${urlencoded(fields())}&${Array.from({ length: 1000 }, () => urlencoded(base)).join("&")}`,
      "urlencoded with every field repeated 1,000 times",
    ),
    form(
      FORM,
      () => `${urlencoded(fields())}&__proto__=x&constructor=y&toString=z&hasOwnProperty=w&valueOf=v`,
      "urlencoded with prototype names",
      false,
    ),
    form(FORM, () => `${urlencoded(fields())}&big=${"a".repeat(5 * 1024 * 1024)}`, "urlencoded of 5 MB"),
    form(`${FORM}; charset=utf-16`, () => urlencoded(fields()), "urlencoded declared as UTF-16", false),
    form(FORM, () => "", "empty urlencoded body"),
    form(`multipart/form-data; boundary=${boundary}`, () => "", "empty multipart body", false),
    form(json, () => "", "empty JSON body", false),
    form(json, () => '{"intent": "delete", "id": ', "invalid JSON"),
    form(json, () => "[]", "JSON array", false),
    form(json, () => "1e308", "JSON number", false),
    form(json, () => "null", "JSON null", false),
    form(json, () => nested(10_000), "JSON nested 10,000 deep", false),
    form(json, () => JSON.stringify({ name: "s".repeat(1024 * 1024) }), "JSON with a 1 MB string", false),
    form(
      json,
      () => JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
      "JSON with 10,000 keys",
      false,
    ),
    form(
      json,
      () => '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
      "JSON with __proto__",
      false,
    ),
    {
      label: "Content-Encoding gzip on a plain body",
      headers: { "Content-Type": FORM, "Content-Encoding": "gzip" },
      body: () => urlencoded(fields()),
      essential: false,
    },
    {
      label: "body that fails mid-stream",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: () =>
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(enc.encode(multipartText(boundary, fields()).slice(0, 40)));
            controller.error(new Error("client went away"));
          },
        }),
      essential: true,
    },
    {
      label: "PUT with a form",
      method: "PUT",
      headers: { "Content-Type": FORM },
      body: () => urlencoded(fields()),
      essential: false,
    },
    { label: "DELETE without a body", method: "DELETE", body: () => null, essential: false },
    {
      label: "PATCH with JSON",
      method: "PATCH",
      headers: { "Content-Type": json },
      body: () => "{}",
      essential: false,
    },
    { label: "OPTIONS", method: "OPTIONS", body: () => null, essential: false },
  ];
}

/* --- Field-level inputs --------------------------------------------------------------------------------------------- */

/** Field names an action may read beyond its rendered form. */
const GENERIC_FIELDS = [
  "intent",
  "id",
  "name",
  "count",
  "slot",
  "productId",
  "email",
  "userName",
  "password",
  WRITE_FIELD,
];
const GENERIC_INTENTS = [
  "delete",
  "duplicate",
  "create",
  "check-name",
  "change-password",
  "agree",
  "disagree",
  "analyse",
  "upload",
  "update",
];
const isFileName = (name: string) => /image|logo|photo|screenshot|sheet|file/i.test(name);

export type Submission = { fields: Array<[string, string]>; files: string[] };

/** A submission with fresh files and a fresh `_write` (unless the field under test is `_write`). */
function submit(sub: Submission, override?: { name: string; value: string | File }): FormData {
  const form = new FormData();
  for (const [n, v] of sub.fields) if (n !== override?.name && n !== WRITE_FIELD) form.append(n, v);
  for (const n of sub.files)
    if (n !== override?.name)
      form.append(n, /sheet|csv/i.test(n) ? new File(["ID,Name\r\n"], "sheet.csv", { type: "text/csv" }) : png());
  if (override) form.append(override.name, override.value);
  return formOf(form, { write: override?.name !== WRITE_FIELD });
}

export function fieldInputs(subs: Submission[]): Input[] {
  const inputs: Input[] = [];
  subs.forEach((sub, s) => {
    const intent = sub.fields.find(([n]) => n === "intent")?.[1];
    const tag = `${intent ? `intent=${intent}` : `form ${s + 1}`}`;
    inputs.push({ label: `${tag}: plausible submission`, body: () => submit(sub), essential: true });
    inputs.push({ label: `${tag}: plausible submission to .data`, data: true, body: () => submit(sub) });
    // The first submission's own fields get every bad value; generic names (and a second submission's) a short list.
    const own = s === 0 ? new Set([...sub.fields.map(([n]) => n), ...sub.files]) : new Set<string>();
    const names = [...new Set([...sub.fields.map(([n]) => n), ...sub.files, ...GENERIC_FIELDS])];
    for (const name of names) {
      if (sub.files.includes(name) || isFileName(name)) {
        for (const [label, make] of BAD_FILES)
          inputs.push({ label: `${tag}: ${name} = ${label}`, body: () => submit(sub, { name, value: make() }) });
      }
      const values = own.has(name) ? BAD_VALUES : BAD_VALUES.filter(([l]) => SHORT_BAD.includes(l));
      for (const [label, value] of values)
        inputs.push({ label: `${tag}: ${name} = ${label}`, body: () => submit(sub, { name, value }) });
      inputs.push({
        label: `${tag}: ${name} = a file instead of text`,
        body: () => submit(sub, { name, value: png() }),
      });
      if (own.has(name)) {
        inputs.push({
          label: `${tag}: ${name} repeated with different values`,
          body: () => {
            const f = submit(sub);
            f.append(name, "1");
            f.append(name, "-1");
            return f;
          },
        });
      }
    }
  });
  return inputs;
}

/** Each generic intent with the generic fields (plausible, `id` one of A's rows), then `id` set to a few bad values. */
export function intentInputs(id: string): Input[] {
  const inputs: Input[] = [];
  for (const intent of GENERIC_INTENTS) {
    const sub: Submission = {
      fields: [
        ["intent", intent],
        ["id", id],
        ["productId", id],
        ["count", "1"],
        ["slot", "1"],
        ["summaryChecked", "1"],
        ["name", plausibleValue({ name: "name", type: "text", tag: "input" })],
      ],
      files: ["imageFile", "sheet", "screenshot"],
    };
    inputs.push({ label: `generic intent=${intent}`, body: () => submit(sub) });
    for (const [label, value] of BAD_VALUES.filter(([l]) => SHORT_BAD.includes(l)))
      inputs.push({ label: `generic intent=${intent}: id = ${label}`, body: () => submit(sub, { name: "id", value }) });
  }
  return inputs;
}

/* --- JSON API ----------------------------------------------------------------------------------------------------- */

/** Valid bodies of the API endpoints, by the last path segment; a new endpoint gets the generic one. */
function apiTemplate(path: string, fill: FilledShop): Record<string, unknown> {
  const customer = { name: "Asha Deshpande", whatsApp: "9000000001", address: "12, Shivaji Nagar, Pune" };
  if (path.endsWith("/orders"))
    return { idempotencyKey: writeToken(), customer, lines: [{ productId: fill.ids.products![0], quantity: 1000 }] };
  if (path.endsWith("/customer-entries")) return customer;
  return { id: fill.ids.products![0], ...customer };
}

const BAD_JSON: Array<[string, unknown]> = [
  ["null", null],
  ["true", true],
  ["0", 0],
  ["-1", -1],
  ["1e308", 1e308],
  ["2^53+1 (as a number literal)", "__BIGINT__"],
  ["fraction", 1.5],
  ["empty string", ""],
  ["100k string", LONG],
  ["lone surrogate string", "__SURROGATE__"],
  ["NUL string", "a\u0000b"],
  ["RTL override", "\u202Eevil"],
  ["numeric string", "1000"],
  ["array", [1, 2, 3]],
  ["empty object", {}],
  ["nested 1,000 deep", "__NESTED__"],
  ["10,000-element array", Array.from({ length: 10_000 }, () => ({ productId: 1, quantity: 1000 }))],
  ["__proto__ object", "__PROTO__"],
];

/** JSON text with the special markers replaced by what JSON.stringify cannot write. */
function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('"__BIGINT__"', "9007199254740993")
    .replaceAll('"__SURROGATE__"', '"a\\ud800b"')
    .replaceAll('"__NESTED__"', `${"[".repeat(1000)}${"]".repeat(1000)}`)
    .replaceAll('"__PROTO__"', '{"__proto__":{"polluted":true}}');
}

/** Paths to every leaf (and every object/array) of a JSON value. */
function jsonPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([k, v]) => jsonPaths(v, [...prefix, k]))];
}

function setAt(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]!] = setAt(copy[path[0]!], path.slice(1), leaf);
  return copy;
}

export function apiInputs(path: string, fill: FilledShop): Input[] {
  const json = { "Content-Type": "application/json" };
  const template = apiTemplate(path, fill);
  const inputs: Input[] = bodyInputs(
    Object.entries(template).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
  inputs.push({
    label: "valid body",
    headers: json,
    body: () => JSON.stringify(apiTemplate(path, fill)),
    essential: true,
  });
  for (const at of jsonPaths(template)) {
    for (const [label, leaf] of BAD_JSON) {
      inputs.push({
        label: `${at.join(".")} = ${label}`,
        headers: json,
        body: () => jsonText(setAt(apiTemplate(path, fill), at, leaf)),
      });
    }
    inputs.push({
      label: `${at.join(".")} removed`,
      headers: json,
      body: () => jsonText(setAt(apiTemplate(path, fill), at, undefined)),
    });
  }
  return inputs;
}
