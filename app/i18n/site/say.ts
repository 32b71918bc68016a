import { fieldMessage } from "#app/domain/field-rules";
import type { SiteTexts } from "./index";

/*
 * What the domain says in English on Yaadi's own pages (the wizard's and the registration's field rules, the servers'
 * answers), said in the visitor's language, as the panel's `panelSay` does for the admin: a field rule's message by
 * the shape `fieldMessage` gives it, its label looked up; a fixed message or a label in the parts' `said` tables.
 * A text the book does not know stays English.
 */

type Said = Readonly<Record<string, string>>;
type Fields = SiteTexts["common"]["fields"];

const tables = new WeakMap<SiteTexts, Map<string, string>>();

function tableOf(t: SiteTexts): Map<string, string> {
  let table = tables.get(t);
  if (!table) {
    table = new Map();
    for (const part of Object.values(t)) {
      const said = (part as { said?: Said }).said;
      if (said) for (const [english, text] of Object.entries(said)) table.set(english, text);
    }
    tables.set(t, table);
  }
  return table;
}

/** The shapes of the domain's field messages (app/domain/field-rules.ts `fieldMessage`), with what each says. */
const FIELD_SHAPES: [RegExp, (f: Fields, m: RegExpMatchArray, label: (s: string) => string) => string][] = [
  [/^(.+) is required$/, (f, m, label) => f.required(label(m[1]!))],
  [/^(.+) contains characters that are not allowed\.$/, (f, m, label) => f.notAllowed(label(m[1]!))],
  [/^Min (\d+) characters required$/, (f, m) => f.minCharacters(Number(m[1]))],
  [/^Maximum (\d+) characters allowed$/, (f, m) => f.maxCharacters(Number(m[1]))],
  [/^Min (\d+) digits required$/, (f, m) => f.minDigits(Number(m[1]))],
  [/^Maximum (\d+) digits allowed$/, (f, m) => f.maxDigits(Number(m[1]))],
  [/^Symbols other than underscore \(_\) are not allowed, you have used (.+)$/, (f, m) => f.symbol(m[1]!)],
];

/** The field messages that name no label nor number: said by their English (the domain's `fieldMessage`). */
const FIXED_FIELDS = ["onlyDigits", "space", "allDigits", "email"] as const;

/** Says a domain text (a field's message, a fixed answer) in the book's language. */
export function siteSay(t: SiteTexts): (english: string) => string {
  const table = tableOf(t);
  const fields = t.common.fields;
  const fixed = new Map(FIXED_FIELDS.map((kind) => [fieldMessage("", { kind }), fields[kind]]));
  const label = (english: string) => table.get(english) ?? english;
  return (english) => {
    const known = table.get(english) ?? fixed.get(english);
    if (known !== undefined) return known;
    for (const [shape, say] of FIELD_SHAPES) {
      const match = english.match(shape);
      if (match) return say(fields, match, label);
    }
    return english;
  };
}

/** A form's messages by field (a domain check's answer), each said in the book's language. */
export function sayAll<K extends PropertyKey>(
  messages: Partial<Record<K, string | null | undefined>>,
  say: (english: string) => string,
): Partial<Record<K, string>> {
  const said: Partial<Record<K, string>> = {};
  for (const key of Object.keys(messages) as K[]) {
    const message = messages[key];
    if (message) said[key] = say(message);
  }
  return said;
}
