import type { Book } from "../book";
import browse from "./browse.mr";
import common from "./common.mr";
import header from "./header.mr";
import type { StoreTexts } from "./index";
import notes from "./notes.mr";
import order from "./order.mr";

const book: Book<StoreTexts> = (f) => ({
  common: common(f),
  header: header(f),
  browse: browse(f),
  order: order(f),
  notes: notes(f),
});
export default book;
