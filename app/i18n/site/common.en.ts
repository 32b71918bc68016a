import type { Figures } from "../book";
import { ERROR_TEXTS } from "../error-texts";
import fields from "../fields.en";

/** What every one of Yaadi's own pages says (English, the source): the language chooser, a field's problems, errors. */
export default (_f: Figures) => ({
  /** The language chooser, named for a screen reader. */
  language: "Language",
  /** A form field's problems (spec 1 §5 verbatim, through the domain's `fieldMessage`); `label` is in the page's language. */
  fields: fields(),
  /** The error screen (app/components/error-screen.tsx) and the page not found. */
  error: ERROR_TEXTS,
});
