import { bookOf } from "../book";
import fields from "../fields.en";
import auth from "./auth.en";
import kit from "./kit.en";
import live from "./live.en";
import menu from "./menu.en";
import shell from "./shell.en";

/**
 * The sections every panel page says (parts.ts), in English: one file, loaded with the page's scripts. The other
 * sections are files of their own (page-texts.ts).
 */
export default bookOf({ shell, menu, kit, fields, live, auth });
