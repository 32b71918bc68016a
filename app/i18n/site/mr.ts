import { type Book, bookOf } from "../book";
import common from "./common.mr";
import home from "./home.mr";
import type { SiteTexts } from "./index";
import registration from "./registration.mr";
import start from "./start.mr";

const book: Book<SiteTexts> = bookOf({ common, home, start, registration });
export default book;
