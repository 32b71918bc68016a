import { bookOf } from "../book";
import browse from "./browse.en";
import common from "./common.en";
import header from "./header.en";
import notes from "./notes.en";
import order from "./order.en";

/** The store's book in English: the specs' texts, verbatim. */
export default bookOf({ common, header, browse, order, notes });
