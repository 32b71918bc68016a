import type { Book, Texts } from "../book";
import type en from "./order.en";

const order: Book<Texts<ReturnType<typeof en>>> = (f) => ({});
export default order;
