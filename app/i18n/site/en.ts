import { bookOf } from "../book";
import common from "./common.en";
import home from "./home.en";
import registration from "./registration.en";
import start from "./start.en";

/** Yaadi's own pages in English (the home, the wizard, the registration, a page not found): the specs' texts, verbatim. */
export default bookOf({ common, home, start, registration });
