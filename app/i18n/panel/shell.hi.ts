import type { Book, Texts } from "../book";
import type en from "./shell.en";

const shell: Book<Texts<ReturnType<typeof en>>> = () => ({
  nav: "एडमिन",
  visitStore: "दुकान देखें",
  yourAccount: "आपका खाता",
  logout: "लॉगआउट",
  home: "होम",
  loading: "लोड हो रहा है",
  visitTheStore: "दुकान देखें",
  terms: "नियम और शर्तें",
  adminPanel: "एडमिन पैनल",
});
export default shell;
