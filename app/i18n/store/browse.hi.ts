import type { Book, Texts } from "../book";
import type en from "./browse.en";

const browse: Book<Texts<ReturnType<typeof en>>> = (f) => ({});
export default browse;
