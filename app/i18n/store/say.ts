import type { CartNote } from "#app/domain/cart";
import { type FieldProblem, fieldMessage } from "#app/domain/field-rules";
import type { StoreTexts } from "./index";

type Notes = StoreTexts["notes"];

/** What the customer reads after a tap on the list: the domain's note, said in the page's language. */
export function cartNoteText(note: CartNote, notes: Notes): string {
  const said = notes.cart;
  switch (note.kind) {
    case "added":
      return said.added(note.name, note.listWord);
    case "deleted":
      return said.deleted(note.name);
    case "savedForLater":
      return said.savedForLater(note.name);
    case "deletedFromSaved":
      return said.deletedFromSaved(note.name);
    case "allDeleted":
      return said.allDeleted;
    case "atMost":
      return said.atMost(note.name, note.unitId);
  }
}

/**
 * A field's problem on the customer form, said in the page's language with the form's own name for the field. The
 * customer's fields break only the rules the book says; any other (a store name's rules) keeps the specs' English.
 */
export function fieldProblemText(problem: FieldProblem, label: string, notes: Notes): string {
  const said = notes.field;
  switch (problem.kind) {
    case "required":
      return said.required(label);
    case "notAllowed":
      return said.notAllowed(label);
    case "onlyDigits":
      return said.onlyDigits;
    case "min":
      return problem.unit === "digits" ? said.minDigits(problem.limit) : said.minCharacters(problem.limit);
    case "max":
      return problem.unit === "digits" ? said.maxDigits(problem.limit) : said.maxCharacters(problem.limit);
    default:
      return fieldMessage(label, problem);
  }
}
