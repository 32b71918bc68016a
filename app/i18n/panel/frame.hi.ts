import { type Book, bookOf } from "../book";
import fields from "../fields.hi";
import auth from "./auth.hi";
import kit from "./kit.hi";
import live from "./live.hi";
import menu from "./menu.hi";
import type { FrameTexts } from "./page-texts";
import shell from "./shell.hi";

/** The sections every panel page says, in Hindi: one file (frame.en.ts). */
const frame: Book<FrameTexts> = bookOf({ shell, menu, kit, fields, live, auth });
export default frame;
