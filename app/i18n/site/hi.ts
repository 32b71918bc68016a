import { type Book, bookOf } from "../book";
import common from "./common.hi";
import home from "./home.hi";
import type { SiteTexts } from "./index";
import registration from "./registration.hi";
import start from "./start.hi";

const book: Book<SiteTexts> = bookOf({ common, home, start, registration });
export default book;
