import { type FieldProblem, fieldMessage, PASSWORDS_DO_NOT_MATCH } from "#app/domain/field-rules";

const said = (label: string, problem: FieldProblem) => fieldMessage(label, problem);

/**
 * A form field's problems (English, the source: spec 1 §5, spec 2 §5, verbatim through the domain's `fieldMessage`).
 * `label` is the field's label in the page's language. One part for every book whose pages have forms (the panel's,
 * Yaadi's own pages').
 */
export default () => ({
  required: (label: string) => said(label, { kind: "required" }),
  notAllowed: (label: string) => said(label, { kind: "notAllowed" }),
  onlyDigits: said("", { kind: "onlyDigits" }),
  space: said("", { kind: "space" }),
  symbol: (symbol: string) => said("", { kind: "symbol", symbol }),
  allDigits: said("", { kind: "allDigits" }),
  email: said("", { kind: "email" }),
  minCharacters: (limit: number) => said("", { kind: "min", limit, unit: "characters" }),
  maxCharacters: (limit: number) => said("", { kind: "max", limit, unit: "characters" }),
  minDigits: (limit: number) => said("", { kind: "min", limit, unit: "digits" }),
  maxDigits: (limit: number) => said("", { kind: "max", limit, unit: "digits" }),
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
});
