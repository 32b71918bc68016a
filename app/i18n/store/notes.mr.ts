import { maximumQuantity } from "#app/domain/quantity";
import type { Book, Texts } from "../book";
import common from "./common.mr";
import type en from "./notes.en";

/** The messages after a tap and the customer form's field messages, in Marathi. */
const notes: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const { quantity } = common(f);
  return {
    cart: {
      added: (name, word) => `${name} ${word === "Cart" ? "कार्टमध्ये" : "यादीत"} जोडले.`,
      deleted: (name) => `${name} काढले`,
      savedForLater: (name) => `${name} नंतरसाठी ठेवले.`,
      deletedFromSaved: (name) => `${name} नंतरसाठी ठेवलेल्यांतून काढले.`,
      allDeleted: "सगळ्या वस्तू काढल्या !",
      atMost: (name, unitId) => `${name} जास्तीत जास्त ${quantity(maximumQuantity(unitId), unitId)} घेता येईल.`,
    },
    favourite: {
      added: "आवडीच्या वस्तूंमध्ये जोडले",
      removed: "आवडीच्या वस्तूंतून काढले",
      guest: "गेस्ट म्हणून वस्तू आवडीची करता येत नाही.",
    },
    field: {
      required: (label) => `${label} भरा`,
      notAllowed: (label) => `${label} मध्ये न चालणारी अक्षरे आहेत.`,
      onlyDigits: "फक्त अंक लिहा",
      minCharacters: (n) => `किमान ${f.count(n)} अक्षरे हवीत`,
      maxCharacters: (n) => `जास्तीत जास्त ${f.count(n)} अक्षरे चालतील`,
      minDigits: (n) => `किमान ${f.count(n)} अंक हवेत`,
      maxDigits: (n) => `जास्तीत जास्त ${f.count(n)} अंक चालतील`,
    },
  };
};
export default notes;
