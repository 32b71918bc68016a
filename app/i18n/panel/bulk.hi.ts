import { isUnitId, UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type en from "./bulk.en";

const INVALID_FILE = "फ़ाइल नहीं चलेगी...";
const CHECK_TYPE_OF_FILE = "फ़ाइल का प्रकार जाँचें";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  products: "उत्पाद",
  productsList: "उत्पाद",
  searchProducts: "उत्पाद खोजें",
  noMatch: (query) => `“${query}” से मिलता कोई उत्पाद नहीं।`,
  showing: (shown, total) => `${f.count(total)} में से ${f.count(shown)} दिख रहे हैं`,
  showMore: "और दिखाएँ",
  rowUpdated: "(सेव हो गया)",
  save: "सेव करें",
  saving: "सेव हो रहा है…",
  couldNotUpdate: "उत्पाद बदला नहीं जा सका।",
  prices: {
    hint: "कीमतें रुपये में। कीमत बदलें और उसी पंक्ति में ‘सेव करें’ दबाएँ।",
    inRupees: (label) => `${label} (₹)`,
    same: "दोनों कीमतें एक जैसी रखें",
    updated: (name) => `${name} की कीमत सेव हो गई`,
  },
  stock: {
    hint: "रेटिंग 1 वाला उत्पाद ग्राहकों को नहीं दिखता; ज़्यादा रेटिंग वाले उत्पाद पहले दिखते हैं।",
    updated: (name) => `${name} का स्टॉक और रेटिंग सेव हो गए`,
  },
  images: {
    hint: "फ़ोन की कोई भी फ़ोटो, 2 एमबी से छोटी। चौकोर फ़ोटो दुकान में सबसे अच्छी दिखती है।",
    imageOf: (name) => `${name} की फ़ोटो`,
    updated: (name) => `${name} की फ़ोटो बदल गई`,
  },
  picker: {
    noImage: "फ़ोटो नहीं",
    change: "फ़ोटो बदलें",
    update: "अपलोड करें",
    uploading: "अपलोड हो रहा है…",
    choose: (label) => `${label} चुनें`,
    preview: (label) => `${label} (नई)`,
    notAnImage: `${INVALID_FILE} ${CHECK_TYPE_OF_FILE}`,
  },
  logo: {
    hint: "दुकान के पेज पर सबसे ऊपर, दुकान के नाम के पास दिखता है। चौकोर फ़ोटो, 2 एमबी से छोटी, अच्छी दिखती है।",
    label: "दुकान का लोगो",
    updated: "लोगो बदल गया।",
    failed: "लोगो बदला नहीं जा सका",
  },
  storeImages: {
    hint: "आपकी दुकान की पाँच फ़ोटो, दुकान के ‘दुकान के बारे में’ पेज पर एक के बाद एक दिखती हैं। चौड़ी फ़ोटो (16:9), 2 एमबी से छोटी, अच्छी दिखती हैं।",
    noFacility: "दुकान की फ़ोटो इस दुकान के प्लान में नहीं हैं: ये होम पेज (दुकान के बारे में) पर दिखती हैं, और इस दुकान का होम पेज नहीं है।",
    slot: (slot) => `फ़ोटो ${f.count(slot)}`,
    label: (slot) => `दुकान की फ़ोटो ${f.count(slot)}`,
    updated: "दुकान की फ़ोटो बदल गई।",
    failed: "दुकान की फ़ोटो बदली नहीं जा सकी",
  },
  master: {
    lead: (masterName, productCount, productsLimit) =>
      `${masterName} मास्टर लिस्ट से तैयार उत्पाद जोड़ें। आपकी दुकान में ${f.count(productsLimit)} में से ${f.count(productCount)} ${f.plural(productCount) === "one" ? "उत्पाद है" : "उत्पाद हैं"}।`,
    none: "आपके तरह की दुकान के लिए अभी मास्टर लिस्ट नहीं है। अपने उत्पाद ‘उत्पाद’ या ‘उत्पादों की शीट’ से जोड़ें।",
    loadFailed: "उत्पाद लाने में गड़बड़ हुई",
    category: "श्रेणी",
    show: "दिखाएँ",
    categories: "मास्टर लिस्ट की श्रेणियाँ",
    noProducts: "कोई उत्पाद नहीं",
    productsIn: (category) => `${category} के उत्पाद`,
    price: (paise, unitId) => `${f.money(paise)}${isUnitId(unitId) && UNITS[unitId].perKg ? "/किलो" : ""}`,
    inStore: "दुकान में है",
    add: "जोड़ें",
    adding: "जोड़ रहे हैं…",
    addName: (name) => `${name} जोड़ें`,
    addingName: (name) => `${name} जोड़ रहे हैं`,
    added: "जुड़ गया...",
    productAdded: (name) => `${name} जुड़ गया`,
    alreadyInStore: (name) => `${name} आपकी दुकान में पहले से है।`,
  },
  said: {
    "Invalid file...": INVALID_FILE,
    "Check type of file": CHECK_TYPE_OF_FILE,
    "Invalid file... Check type of file": `${INVALID_FILE} ${CHECK_TYPE_OF_FILE}`,
    "Invalid file... The image should be below 2 MB.": `${INVALID_FILE} फ़ोटो 2 एमबी से छोटी होनी चाहिए।`,
    "Not found": "नहीं मिला",
  },
});
export default texts;
