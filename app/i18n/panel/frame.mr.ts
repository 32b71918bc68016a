import { type Book, bookOf } from "../book";
import fields from "../fields.mr";
import auth from "./auth.mr";
import kit from "./kit.mr";
import live from "./live.mr";
import menu from "./menu.mr";
import type { FrameTexts } from "./page-texts";
import shell from "./shell.mr";

/** The sections every panel page says, in Marathi: one file (frame.en.ts). */
const frame: Book<FrameTexts> = bookOf({ shell, menu, kit, fields, live, auth });
export default frame;
