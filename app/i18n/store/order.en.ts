import type { Figures } from "../book";

/** The store's texts: order (English, the source). */
export default (f: Figures) => ({});
