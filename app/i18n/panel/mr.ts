import { type Book, bookOf } from "../book";
import account from "./account.mr";
import home from "./home.mr";
import type { PanelTexts } from "./index";
import menu from "./menu.mr";
import shell from "./shell.mr";

const book: Book<PanelTexts> = bookOf({ shell, menu, home, account });
export default book;
