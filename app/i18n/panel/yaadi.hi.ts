import type { Book, Texts } from "../book";
import type en from "./yaadi.en";

const texts: Book<Texts<ReturnType<typeof en>>> = () => ({});
export default texts;
