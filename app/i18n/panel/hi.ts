import { type Book, bookOf } from "../book";
import account from "./account.hi";
import home from "./home.hi";
import type { PanelTexts } from "./index";
import menu from "./menu.hi";
import shell from "./shell.hi";

const book: Book<PanelTexts> = bookOf({ shell, menu, home, account });
export default book;
