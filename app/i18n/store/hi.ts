import type { Book } from "../book";
import browse from "./browse.hi";
import common from "./common.hi";
import header from "./header.hi";
import type { StoreTexts } from "./index";
import notes from "./notes.hi";
import order from "./order.hi";

const book: Book<StoreTexts> = (f) => ({
  common: common(f),
  header: header(f),
  browse: browse(f),
  order: order(f),
  notes: notes(f),
});
export default book;
