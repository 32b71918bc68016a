import { type Book, bookOf } from "../book";
import browse from "./browse.hi";
import common from "./common.hi";
import header from "./header.hi";
import type { StoreTexts } from "./index";
import notes from "./notes.hi";
import order from "./order.hi";

const book: Book<StoreTexts> = bookOf({ common, header, browse, order, notes });
export default book;
