/**
 * Field validation shared by every form (storefront, signup, shop admin, back offices).
 *
 * Pure TypeScript: no I/O, no React, so the same rules run in the browser (live messages,
 * disabled submit) and in the Worker (the server re-validates every request).
 * All message texts are the specs' texts verbatim (spec 1 §5, spec 2 §5, spec 3 §5),
 * including the double space in 'valid email-id  is required'.
 */

export type FieldRule = {
  /** Used in '{label} is required', e.g. 'Store name'. */
  label: string;
  /** Minimum length after trim; 0 or undefined means no minimum. */
  min?: number;
  /** Maximum length after trim; undefined means no maximum. */
  max?: number;
  /** Default true; when false an empty value is valid (e.g. the optional pinCode). */
  required?: boolean;
  /** Default 'text'. */
  kind?: "text" | "digits" | "noSymbols" | "email";
  /** A textarea: line breaks and tabs are part of the value (everywhere else they are refused). */
  multiline?: boolean;
};

export const PASSWORDS_DO_NOT_MATCH = "The 2 passwords do not match";

// Only ASCII digits: numbers go into WhatsApp links and prices, where other scripts' digits break.
const DIGITS = /^[0-9]+$/;
// Store names become the shop URL, so only ASCII letters, digits and underscore are safe.
const WORD_CHAR = /^[A-Za-z0-9_]$/;
// local@domain.tld with no spaces: dot-separated local atoms (no leading, trailing or double dots),
// domain labels that do not start or end with a hyphen, and an alphabetic TLD of 2+ letters.
const EMAIL = /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/*
 * Characters no field accepts, whatever a paste or a script sends: C0 controls, DEL and C1 controls (they break CSV
 * cells, WhatsApp text and the product sheet's round trip), bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: a name would read differently from what it holds), and unpaired surrogates (not storable as UTF-8).
 * A textarea posts its line breaks as CR LF; those, LF and tab are allowed in multi-line fields only.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
const MULTILINE_WHITESPACE = /\r\n|\n|\t/g;
// Zero-width characters are needed inside Indian scripts (ZWJ, ZWNJ), so only a value made of nothing else is refused.
const ONLY_INVISIBLE = /^[\s\u200b-\u200d\u2060\ufeff]+$/u;

function hasForbiddenCharacters(rule: FieldRule, value: string): boolean {
  const text = rule.multiline ? value.replace(MULTILINE_WHITESPACE, "") : value;
  return FORBIDDEN_CHARACTER.test(text) || ONLY_INVISIBLE.test(value);
}

/** Length in code points, so an emoji (a UTF-16 surrogate pair) counts as one character. */
function length(value: string): number {
  return Array.from(value).length;
}

/**
 * Which rule a value broke, as data: the specs' English says it (`fieldMessage`), and a page in another language
 * says it its own way (the store's customer form).
 */
export type FieldProblem =
  | { readonly kind: "required" }
  | { readonly kind: "notAllowed" }
  | { readonly kind: "onlyDigits" }
  | { readonly kind: "space" }
  | { readonly kind: "symbol"; readonly symbol: string }
  | { readonly kind: "allDigits" }
  | { readonly kind: "email" }
  | { readonly kind: "min" | "max"; readonly limit: number; readonly unit: "characters" | "digits" };

/** The generic length problems; `unit` is 'characters' or 'digits' as the specs word them. */
function lengthProblem(rule: FieldRule, value: string, unit: "characters" | "digits"): FieldProblem | null {
  const n = length(value);
  if (rule.min && n < rule.min) return { kind: "min", limit: rule.min, unit };
  if (rule.max !== undefined && n > rule.max) return { kind: "max", limit: rule.max, unit };
  return null;
}

/** The first rule the value breaks, or null when it is valid. The value is trimmed first. */
export function fieldProblem(rule: FieldRule, value: string): FieldProblem | null {
  const v = value.trim();
  if (v === "") return rule.required === false ? null : { kind: "required" };
  // Before the kind's own checks, so no message ever quotes an invisible character.
  if (hasForbiddenCharacters(rule, v)) return { kind: "notAllowed" };

  switch (rule.kind ?? "text") {
    case "digits":
      if (!DIGITS.test(v)) return { kind: "onlyDigits" };
      return lengthProblem(rule, v, "digits");

    case "noSymbols": {
      // Spaces get their own message (the most common mistake in a store name), before other symbols.
      if (/\s/.test(v)) return { kind: "space" };
      const symbol = Array.from(v).find((ch) => !WORD_CHAR.test(ch));
      if (symbol !== undefined) return { kind: "symbol", symbol };
      if (DIGITS.test(v)) return { kind: "allDigits" };
      return lengthProblem(rule, v, "characters");
    }

    case "email":
      // Length first, as the specs list it: a too-short address is told its length, not its format.
      return lengthProblem(rule, v, "characters") ?? (EMAIL.test(v) ? null : { kind: "email" });

    default:
      return lengthProblem(rule, v, "characters");
  }
}

/** The spec's English message for a problem with a field of `label`. */
export function fieldMessage(label: string, problem: FieldProblem): string {
  switch (problem.kind) {
    case "required":
      return `${label} is required`;
    case "notAllowed":
      return `${label} contains characters that are not allowed.`;
    case "onlyDigits":
      return "Enter only digits";
    case "space":
      return "space is not allowed";
    case "symbol":
      return `Symbols other than underscore (_) are not allowed, you have used ${problem.symbol}`;
    case "allDigits":
      return "Only digits are not allowed, use some alphabets also";
    case "email":
      return "valid email-id  is required";
    case "min":
      return `Min ${problem.limit} ${problem.unit} required`;
    case "max":
      return `Maximum ${problem.limit} ${problem.unit} allowed`;
  }
}

/** Returns the spec's message for the first broken rule, or null when the value is valid. The value is trimmed first. */
export function checkField(rule: FieldRule, value: string): string | null {
  const problem = fieldProblem(rule, value);
  return problem && fieldMessage(rule.label, problem);
}

/** Required select: a value equal to the placeholder (empty string or '0') gives '{label} is required'. */
export function checkSelect(label: string, value: string): string | null {
  const v = value.trim();
  return v === "" || v === "0" ? `${label} is required` : null;
}

/** First message per field for a record of rules, used by forms to show live messages and disable submit. */
export function checkFields<K extends string>(
  rules: Record<K, FieldRule>,
  values: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = checkField(rules[key], values[key] ?? "");
    if (message !== null) messages[key] = message;
  }
  return messages;
}

/** The specs' field rules that the storefront and the signup wizard need. */
export const rules = {
  // Spec 1 §5: store name 4 to 20, letters, digits, underscore, not all digits.
  storeName: { label: "Store name", min: 4, max: 20, kind: "noSymbols" },
  // Spec 1 §5: the signup user name is an e-mail address, 8 to 30.
  signupEmail: { label: "Email-id", min: 8, max: 30, kind: "email" },
  // Spec 1 §5: customer form on the storefront.
  customerName: { label: "Name", min: 6, max: 30 },
  customerWhatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  // DECISIONS.md: 10–80 on the storefront form (Make Yaadi and the admin form differ).
  customerAddress: { label: "Address", min: 10, max: 80 },
  // Free text when the store type is 'Other Type of Store'; the spec gives no bounds, these fit a short phrase.
  shopTypeOther: { label: "Product type", min: 2, max: 40 },
  // Spec 3 §5: admin login userName 5-40.
  adminUserName: { label: "User name", min: 5, max: 40 },
  // Sign-in only checks presence (and a sane ceiling); older passwords may be shorter than today's minimum.
  password: { label: "Password", min: 1, max: 64 },
  // DECISIONS.md: new passwords 8–64 instead of the spec's 8–10.
  newPassword: { label: "New password", min: 8, max: 64 },
} satisfies Record<string, FieldRule>;
