import { listTitle } from "#app/domain/admin/list";
import { ADMIN_ERRORS, ADMIN_MESSAGES, DEALER_MESSAGES } from "#app/domain/admin/messages";
import { RESTORE_MESSAGES } from "#app/domain/backups";
import { byEnglish, type Figures } from "../book";

/**
 * The panel kit's texts (English, the source: spec 2 §2, §8, verbatim): a list's frame, a form's frame, a row's Edit
 * and Delete, the gates' texts and the refusals every screen may show.
 */
export default (_f: Figures) => ({
  /** `subject` is the list's name in capitals where English writes it so ('CATEGORIES'). */
  listTitle: (subject: string, count: number) => listTitle(subject, count),
  /** A list's column of Edit and Delete, named for a screen reader. */
  actions: "Actions",
  /** A WhatsApp number field's rule, said in its hint. */
  phoneRule: "10 digits, without +91.",
  screens: "Screens",
  list: "LIST",
  add: "ADD",
  cancel: "Cancel",
  edit: "Edit",
  editName: (name: string) => `Edit ${name}`,
  delete: "Delete",
  deleteName: (name: string) => `Delete ${name}`,
  confirmDelete: (name: string) => ADMIN_MESSAGES.confirmDelete(name),
  deleteInProgress: ADMIN_MESSAGES.deleteInProgress,
  deleted: (name: string) => ADMIN_MESSAGES.deleted(name),
  somethingWrong: ADMIN_ERRORS.somethingWrong,
  /** What the domain says in English on any screen: the gates' texts and the refusals of every form. */
  said: byEnglish(
    ADMIN_ERRORS.somethingWrong,
    ADMIN_ERRORS.invalidData,
    ADMIN_ERRORS.premiumOnly,
    ADMIN_ERRORS.turboOnly,
    DEALER_MESSAGES.facilityOff,
    RESTORE_MESSAGES.readOnly,
    RESTORE_MESSAGES.moving,
  ),
});
