import type { BookLoaders } from "../book";
import type { PanelTexts } from "./index";

/**
 * The panel's whole book, every section in one: what the server says whatever the page (an action's message, a
 * refusal, an e-mail, a push), and what the books' tests walk. A page loads only its own sections (page-texts.ts).
 */
export const WHOLE_PANEL_BOOK: BookLoaders<PanelTexts> = {
  en: () => import("./en"),
  mr: () => import("./mr"),
  hi: () => import("./hi"),
};
