import { bookSay } from "../say";
import type { PanelTexts } from "./index";

export { sayAll } from "../say";

/** Says a domain text (a field's message, a fixed refusal) in the admin's language (app/i18n/say.ts). */
export function panelSay(t: PanelTexts): (english: string) => string {
  return bookSay(t, t.fields);
}
