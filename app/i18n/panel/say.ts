import enFields from "./fields.en";
import type { PanelTexts } from "./index";

/*
 * What the domain says in English, said in the admin's language. The domain's rules stay pure and write the specs'
 * English (app/domain/field-rules.ts and each form's own rules); the panel says the same in its book:
 * - a field rule's message, recognised by the shape `fieldMessage` gives it ('{label} is required', 'Min 5 characters
 *   required'), with its label looked up;
 * - a fixed message or a label, looked up in the `said` tables the panel's sections keep (keyed by the English,
 *   `byEnglish`), so each screen's section lists the domain texts its screen can show.
 * A text the book does not know stays English: the generated screen check (tests/integration) finds it.
 */

type Said = Readonly<Record<string, string>>;

const EN_FIELDS = enFields();

const tables = new WeakMap<PanelTexts, Map<string, string>>();

/** Every section's `said` table, merged once per book. */
function tableOf(t: PanelTexts): Map<string, string> {
  let table = tables.get(t);
  if (!table) {
    table = new Map();
    for (const section of Object.values(t)) {
      const said = (section as { said?: Said }).said;
      if (said) for (const [english, text] of Object.entries(said)) table.set(english, text);
    }
    tables.set(t, table);
  }
  return table;
}

/** The shapes of the domain's field messages (app/domain/field-rules.ts `fieldMessage`), with what each says. */
const FIELD_SHAPES: [RegExp, (f: PanelTexts["fields"], m: RegExpMatchArray, label: (s: string) => string) => string][] =
  [
    [/^(.+) is required$/, (f, m, label) => f.required(label(m[1]!))],
    [/^(.+) contains characters that are not allowed\.$/, (f, m, label) => f.notAllowed(label(m[1]!))],
    [/^Min (\d+) characters required$/, (f, m) => f.minCharacters(Number(m[1]))],
    [/^Maximum (\d+) characters allowed$/, (f, m) => f.maxCharacters(Number(m[1]))],
    [/^Min (\d+) digits required$/, (f, m) => f.minDigits(Number(m[1]))],
    [/^Maximum (\d+) digits allowed$/, (f, m) => f.maxDigits(Number(m[1]))],
    [/^Symbols other than underscore \(_\) are not allowed, you have used (.+)$/, (f, m) => f.symbol(m[1]!)],
  ];

/** Says a domain text (a field's message, a fixed refusal) in the book's language. */
export function panelSay(t: PanelTexts): (english: string) => string {
  const table = tableOf(t);
  const fixed = new Map<string, string>([
    [EN_FIELDS.onlyDigits, t.fields.onlyDigits],
    [EN_FIELDS.space, t.fields.space],
    [EN_FIELDS.allDigits, t.fields.allDigits],
    [EN_FIELDS.email, t.fields.email],
    [EN_FIELDS.passwordsDoNotMatch, t.fields.passwordsDoNotMatch],
  ]);
  const label = (english: string) => table.get(english) ?? english;
  return (english) => {
    const known = table.get(english) ?? fixed.get(english);
    if (known !== undefined) return known;
    for (const [shape, say] of FIELD_SHAPES) {
      const match = english.match(shape);
      if (match) return say(t.fields, match, label);
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
