import type { PanelTexts } from "#app/i18n/panel";
import type { ResourceTexts } from "#app/server/panel/resource.server";

/**
 * A screen the spec gives no failure texts (Dealers, Special Offers): a failed write says what the others say
 * ('Something went wrong...'), in the admin's language.
 */
export const writesFailAsSomethingWrong = (t: PanelTexts) => ({
  addFailed: t.kit.somethingWrong,
  updateFailed: t.kit.somethingWrong,
  deleteFailed: t.kit.somethingWrong,
});

/** One of spec 3 §8's clinic texts (the client's; the diet's word for word the same but for the noun). */
type ClinicTexts = {
  loadFailed: string;
  added: (name: string) => string;
  updated: (name: string) => string;
  deleted: (name: string) => string;
  couldNotAdd: string;
  couldNotUpdate: string;
  couldNotDelete: string;
};

/** A clinic screen's texts on the panel kit, naming the row written by `nameOf`. */
export function clinicScreenTexts<Input>(texts: ClinicTexts, nameOf: (input: Input) => string): ResourceTexts<Input> {
  return {
    loadFailed: texts.loadFailed,
    added: (input) => texts.added(nameOf(input)),
    updated: (input) => texts.updated(nameOf(input)),
    deleted: texts.deleted,
    addFailed: texts.couldNotAdd,
    updateFailed: texts.couldNotUpdate,
    deleteFailed: texts.couldNotDelete,
  };
}
