import { bookOf } from "../book";
import account from "./account.en";
import home from "./home.en";
import menu from "./menu.en";
import shell from "./shell.en";

/** The admin panel's book in English: the specs' texts, verbatim. */
export default bookOf({ shell, menu, home, account });
