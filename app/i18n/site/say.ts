import { bookSay } from "../say";
import type { SiteTexts } from "./index";

export { sayAll } from "../say";

/** Says a domain text (a field's message, a fixed answer) in the visitor's language (app/i18n/say.ts). */
export function siteSay(t: SiteTexts): (english: string) => string {
  return bookSay(t, t.common.fields);
}
