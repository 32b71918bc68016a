import { type Book, bookOf } from "../book";
import browse from "./browse.mr";
import common from "./common.mr";
import header from "./header.mr";
import type { StoreTexts } from "./index";
import notes from "./notes.mr";
import order from "./order.mr";

const book: Book<StoreTexts> = bookOf({ common, header, browse, order, notes });
export default book;
