import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import type { ResourceTexts } from "#app/server/panel/resource.server";

/** A screen the spec gives no failure texts (Dealers, Special Offers): a failed write says what the others say. */
export const WRITES_FAIL_AS_SOMETHING_WRONG = {
  addFailed: ADMIN_ERRORS.somethingWrong,
  updateFailed: ADMIN_ERRORS.somethingWrong,
  deleteFailed: ADMIN_ERRORS.somethingWrong,
} as const;

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
