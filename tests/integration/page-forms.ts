import { WRITE_FIELD } from "./route-harness";

/* The forms of a rendered page, read from its HTML, so the generated suites post what each screen's own forms post. */

export type FormField = {
  name: string;
  value: string;
  type: string;
  tag: "input" | "select" | "textarea" | "button";
  options: string[];
  checked: boolean;
};
export type PageForm = { action: string | null; method: string; encType: string | null; fields: FormField[] };

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

/**
 * The forms of a server-rendered page with their named fields (inputs with their values, selects with their options,
 * textareas, submit buttons with name/value such as intent=delete). A regex reader: enough for React's markup.
 * Named controls outside any <form> (fetcher-driven rows) come as one more form with action null.
 */
export function formsOf(html: string): PageForm[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const forms: PageForm[] = [];
  const outside: FormField[] = [];
  let current: PageForm | null = null;
  const tagRe = /<(\/?)(form|input|select|textarea|button|option)\b([^>]*)>/gi;
  let select: FormField | null = null;
  for (const m of body.matchAll(tagRe)) {
    const closing = m[1] === "/";
    const tag = m[2]!.toLowerCase();
    const attrs = attributes(m[3] ?? "");
    if (tag === "form") {
      if (closing) {
        if (current) forms.push(current);
        current = null;
      } else {
        current = {
          action: attrs.action ?? "",
          method: (attrs.method ?? "get").toLowerCase(),
          encType: attrs.enctype ?? null,
          fields: [],
        };
      }
      continue;
    }
    if (closing) {
      if (tag === "select" && select) {
        if (!select.value) select.value = select.options[0] ?? "";
        select = null;
      }
      continue;
    }
    const into = current ? current.fields : outside;
    if (tag === "option") {
      if (select) {
        select.options.push(attrs.value ?? "");
        if ("selected" in attrs) select.value = attrs.value ?? "";
      }
      continue;
    }
    if (!attrs.name) continue;
    if (tag === "textarea") {
      const rest = body.slice((m.index ?? 0) + m[0].length);
      const text = rest.slice(0, Math.max(0, rest.search(/<\/textarea>/i)));
      into.push({ name: attrs.name, value: decodeEntities(text), type: "textarea", tag, options: [], checked: false });
      continue;
    }
    const field: FormField = {
      name: attrs.name,
      value: attrs.value ?? "",
      type: (attrs.type ?? (tag === "button" ? "submit" : tag === "select" ? "select" : "text")).toLowerCase(),
      tag: tag as FormField["tag"],
      options: [],
      checked: "checked" in attrs,
    };
    if (tag === "input" && (field.type === "checkbox" || field.type === "radio")) field.value = field.value || "on";
    into.push(field);
    if (tag === "select") select = field;
  }
  if (current) forms.push(current);
  if (outside.length) forms.push({ action: null, method: "post", encType: null, fields: outside });
  return forms;
}

/** A plausible valid value for an empty field, by its name and type (so a probe gets past "required"). */
export function plausibleValue(field: Pick<FormField, "name" | "type" | "tag">): string {
  const name = field.name;
  const word = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(5)), (n) => String.fromCharCode(97 + (n % 26))).join("");
  if (/password/i.test(name) || field.type === "password") return `Probe-pass-${word()}-123`;
  if (/mail|userName/i.test(name) || field.type === "email") return `probe-${word()}@example.in`;
  if (/whats|phone|mobile|tel/i.test(name) || field.type === "tel") return "9123456780";
  if (/pin/i.test(name)) return "411005";
  if (/mrp/i.test(name)) return "120";
  if (/price|amount|charge|value|count|quantity|discount|rating|number/i.test(name) || field.type === "number")
    return "100";
  if (/url|link/i.test(name)) return `probe${word()}`;
  if (field.tag === "textarea" || /description|address|info|about|message/i.test(name))
    return `Probe text ${word()}, long enough for any rule.`;
  if (/name|title|owner|city|state/i.test(name)) return `Probe ${word()}`;
  return `probe ${word()}`;
}

/**
 * What a browser would send for a form, once per named submit button (intent=analyse, intent=upload, …): the checked
 * radio of each group (else the first), every checkbox ticked, each select's chosen option (else its first non-empty
 * one), empty text fields filled with plausible values. File inputs are left out (their names are in `files`).
 */
export function submissionsOf(form: PageForm): Array<{ fields: Array<[string, string]>; files: string[] }> {
  const files = [...new Set(form.fields.filter((f) => f.type === "file").map((f) => f.name))];
  const base: Array<[string, string]> = [];
  const radios = new Map<string, FormField[]>();
  for (const f of form.fields) {
    if (
      f.name === WRITE_FIELD ||
      f.type === "file" ||
      f.tag === "button" ||
      f.type === "submit" ||
      f.type === "image" ||
      f.type === "reset"
    )
      continue;
    if (f.type === "radio") {
      radios.set(f.name, [...(radios.get(f.name) ?? []), f]);
      continue;
    }
    if (f.tag === "select") base.push([f.name, f.value || f.options.find((o) => o !== "") || ""]);
    else if (f.type === "checkbox" || f.type === "hidden") base.push([f.name, f.value]);
    else base.push([f.name, f.value || plausibleValue(f)]);
  }
  for (const [name, group] of radios) base.push([name, (group.find((g) => g.checked) ?? group[0]!).value]);
  const buttons = form.fields.filter((f) => (f.tag === "button" || f.type === "submit") && f.name);
  if (buttons.length === 0) return [{ fields: base, files }];
  return buttons.map((button) => ({
    fields: [...base.filter(([n]) => n !== button.name), [button.name, button.value] as [string, string]],
    files,
  }));
}
