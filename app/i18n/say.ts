import { fieldMessage, PASSWORDS_DO_NOT_MATCH } from "#app/domain/field-rules";

/*
 * What the domain says in English, said in a book's language (docs/decisions/0028). The domain's rules stay pure and
 * write the specs' English (app/domain/field-rules.ts and each form's own checks); a book says the same:
 * - a field rule's message, recognised by the shape `fieldMessage` gives it ('{label} is required', 'Min 5 characters
 *   required'), with its label looked up;
 * - a fixed message or a label, looked up in the `said` tables the book's parts keep (keyed by the English,
 *   `byEnglish`), so each part lists the domain texts its pages can show.
 * A text the book does not know stays English: the generated screen checks (tests/integration) find it.
 * The panel's book (app/i18n/panel/say.ts) and Yaadi's own pages' (app/i18n/site/say.ts) each say through this.
 */

/** A book's words for a field's problems; `label` is the field's label in the book's language. */
export type FieldTexts = {
  required(label: string): string;
  notAllowed(label: string): string;
  onlyDigits: string;
  space: string;
  symbol(symbol: string): string;
  allDigits: string;
  email: string;
  minCharacters(limit: number): string;
  maxCharacters(limit: number): string;
  minDigits(limit: number): string;
  maxDigits(limit: number): string;
  passwordsDoNotMatch?: string;
};

type Said = Readonly<Record<string, string>>;

/** The shapes of the domain's field messages (`fieldMessage`), with what each says. */
const FIELD_SHAPES: [RegExp, (f: FieldTexts, m: RegExpMatchArray, label: (s: string) => string) => string][] = [
  [/^(.+) is required$/, (f, m, label) => f.required(label(m[1]!))],
  [/^(.+) contains characters that are not allowed\.$/, (f, m, label) => f.notAllowed(label(m[1]!))],
  [/^Min (\d+) characters required$/, (f, m) => f.minCharacters(Number(m[1]))],
  [/^Maximum (\d+) characters allowed$/, (f, m) => f.maxCharacters(Number(m[1]))],
  [/^Min (\d+) digits required$/, (f, m) => f.minDigits(Number(m[1]))],
  [/^Maximum (\d+) digits allowed$/, (f, m) => f.maxDigits(Number(m[1]))],
  [/^Symbols other than underscore \(_\) are not allowed, you have used (.+)$/, (f, m) => f.symbol(m[1]!)],
];

/** The field messages that name no label nor number: said by their English. */
const FIXED_FIELDS = ["onlyDigits", "space", "allDigits", "email"] as const;

const sayers = new WeakMap<object, (english: string) => string>();

/** Says a domain text in the language of `book` (its parts' `said` tables merged once per book). */
export function bookSay(book: object, fields: FieldTexts): (english: string) => string {
  const known = sayers.get(book);
  if (known) return known;
  const table = new Map<string, string>();
  for (const part of Object.values(book)) {
    const said = (part as { said?: Said } | null)?.said;
    if (said) for (const [english, text] of Object.entries(said)) table.set(english, text);
  }
  for (const kind of FIXED_FIELDS) table.set(fieldMessage("", { kind }), fields[kind]);
  if (fields.passwordsDoNotMatch) table.set(PASSWORDS_DO_NOT_MATCH, fields.passwordsDoNotMatch);
  const label = (english: string) => table.get(english) ?? english;
  const say = (english: string) => {
    const text = table.get(english);
    if (text !== undefined) return text;
    for (const [shape, said] of FIELD_SHAPES) {
      const match = english.match(shape);
      if (match) return said(fields, match, label);
    }
    return english;
  };
  sayers.set(book, say);
  return say;
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
