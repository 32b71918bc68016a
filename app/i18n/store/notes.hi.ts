import { maximumQuantity } from "#app/domain/quantity";
import type { Book, Texts } from "../book";
import common from "./common.hi";
import type en from "./notes.en";

/** The messages after a tap and the customer form's field messages, in Hindi. */
const notes: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const { quantity } = common(f);
  return {
    cart: {
      added: (name, word) => `${name} ${word === "Cart" ? "कार्ट" : "लिस्ट"} में जोड़ा।`,
      deleted: (name) => `${name} हटाया`,
      savedForLater: (name) => `${name} बाद के लिए रखा।`,
      deletedFromSaved: (name) => `${name} बाद के लिए रखे सामान से हटाया।`,
      allDeleted: "सारा सामान हटाया !",
      atMost: (name, unitId) => `${name} ज़्यादा से ज़्यादा ${quantity(maximumQuantity(unitId), unitId)} ले सकते हैं।`,
    },
    favourite: {
      added: "पसंदीदा में जोड़ा",
      removed: "पसंदीदा से हटाया",
      guest: "गेस्ट के तौर पर सामान पसंदीदा नहीं कर सकते।",
    },
    field: {
      required: (label) => `${label} भरें`,
      notAllowed: (label) => `${label} में ऐसे अक्षर हैं जो नहीं चलते।`,
      onlyDigits: "सिर्फ़ अंक लिखें",
      minCharacters: (n) => `कम से कम ${f.count(n)} अक्षर चाहिए`,
      maxCharacters: (n) => `ज़्यादा से ज़्यादा ${f.count(n)} अक्षर चलेंगे`,
      minDigits: (n) => `कम से कम ${f.count(n)} अंक चाहिए`,
      maxDigits: (n) => `ज़्यादा से ज़्यादा ${f.count(n)} अंक चलेंगे`,
    },
  };
};
export default notes;
