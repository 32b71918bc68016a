import type { Figures } from "../book";

/** The store's texts: browse (English, the source). */
export default (f: Figures) => ({});
