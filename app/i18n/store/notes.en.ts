import type { ListWord } from "#app/domain/cart";
import { maximumQuantity } from "#app/domain/quantity";
import type { UnitId } from "#app/domain/units";
import type { Figures } from "../book";
import common from "./common.en";

/**
 * The short messages after a tap (English, the source; spec 1 §8 verbatim: the product name, one space, then the
 * text), and the customer form's field messages (the specs' English, as every other form says them).
 */
export default (f: Figures) => {
  const { quantity } = common(f);
  return {
    cart: {
      added: (name: string, word: ListWord) => `${name} added to ${word}.`,
      deleted: (name: string) => `${name} deleted`,
      savedForLater: (name: string) => `${name} saved for later.`,
      deletedFromSaved: (name: string) => `${name} deleted from Saved-For-Later.`,
      allDeleted: "All items deleted !",
      /** + at the unit's maximum. */
      atMost: (name: string, unitId: UnitId) =>
        `You can order at most ${quantity(maximumQuantity(unitId), unitId)} of ${name}.`,
    },
    favourite: {
      added: "added to favourite list",
      removed: "removed from favourite list",
      guest: "Guest is not allowed to mark a product as favourite.",
    },
    /** `label` is the field's name on the form (the book's own). */
    field: {
      required: (label: string) => `${label} is required`,
      notAllowed: (label: string) => `${label} contains characters that are not allowed.`,
      onlyDigits: "Enter only digits",
      minCharacters: (n: number) => `Min ${n} characters required`,
      maxCharacters: (n: number) => `Maximum ${n} characters allowed`,
      minDigits: (n: number) => `Min ${n} digits required`,
      maxDigits: (n: number) => `Maximum ${n} digits allowed`,
    },
  };
};
