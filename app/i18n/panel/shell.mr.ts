import type { Book, Texts } from "../book";
import type en from "./shell.en";

const shell: Book<Texts<ReturnType<typeof en>>> = () => ({
  nav: "ॲडमिन",
  visitStore: "दुकान पाहा",
  yourAccount: "तुमचे खाते",
  logout: "लॉगआउट",
  home: "होम",
  loading: "लोड होत आहे",
  visitTheStore: "दुकान पाहा",
  terms: "नियम आणि अटी",
  adminPanel: "ॲडमिन पॅनल",
});
export default shell;
