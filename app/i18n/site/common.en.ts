import { type FieldProblem, fieldMessage } from "#app/domain/field-rules";
import { ERROR_TEXTS } from "../error-texts";

const said = (label: string, problem: FieldProblem) => fieldMessage(label, problem);

/** What every one of Yaadi's own pages says (English, the source): the language chooser, a field's problems, errors. */
export default () => ({
  /** The language chooser, named for a screen reader. */
  language: "Language",
  /** A form field's problems (spec 1 §5 verbatim, through the domain's `fieldMessage`); `label` is in the page's language. */
  fields: {
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
  },
  /** The error screen (app/components/error-screen.tsx) and the page not found. */
  error: ERROR_TEXTS,
});
