import { isUnitId, UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type en from "./bulk.en";

const INVALID_FILE = "फाईल चालणार नाही...";
const CHECK_TYPE_OF_FILE = "फाईलचा प्रकार तपासा";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  products: "उत्पादने",
  productsList: "उत्पादने",
  searchProducts: "उत्पादने शोधा",
  noMatch: (query) => `“${query}” शी जुळणारे उत्पादन नाही.`,
  showing: (shown, total) => `${f.count(total)} पैकी ${f.count(shown)} दाखवली आहेत`,
  showMore: "आणखी दाखवा",
  rowUpdated: "(सेव्ह झाले)",
  save: "सेव्ह करा",
  saving: "सेव्ह होत आहे…",
  couldNotUpdate: "उत्पादन बदलता आले नाही.",
  prices: {
    hint: "किमती रुपयांत. किंमत बदला आणि त्याच ओळीतले ‘सेव्ह करा’ दाबा.",
    inRupees: (label) => `${label} (₹)`,
    same: "दोन्ही किमती सारख्याच ठेवा",
    updated: (name) => `${name} ची किंमत सेव्ह झाली`,
  },
  stock: {
    hint: "रेटिंग 1 असलेले उत्पादन ग्राहकांना दिसत नाही; जास्त रेटिंगची उत्पादने आधी दिसतात.",
    updated: (name) => `${name} चा स्टॉक आणि रेटिंग सेव्ह झाले`,
  },
  images: {
    hint: "फोनमधला कोणताही फोटो, 2 एमबी पेक्षा लहान. चौकोनी फोटो दुकानात सर्वात छान दिसतो.",
    imageOf: (name) => `${name} चा फोटो`,
    updated: (name) => `${name} चा फोटो बदलला`,
  },
  picker: {
    noImage: "फोटो नाही",
    change: "फोटो बदला",
    update: "अपलोड करा",
    uploading: "अपलोड होत आहे…",
    choose: (label) => `${label} निवडा`,
    preview: (label) => `${label} (नवीन)`,
    notAnImage: `${INVALID_FILE} ${CHECK_TYPE_OF_FILE}`,
  },
  logo: {
    hint: "दुकानाच्या पानावर वर, दुकानाच्या नावाशेजारी दिसतो. चौकोनी फोटो, 2 एमबी पेक्षा लहान, छान दिसतो.",
    label: "दुकानाचा लोगो",
    updated: "लोगो बदलला.",
    failed: "लोगो बदलता आला नाही",
  },
  storeImages: {
    hint: "तुमच्या दुकानाचे पाच फोटो, दुकानाच्या ‘दुकानाविषयी’ पानावर एकामागून एक दिसतात. रुंद फोटो (16:9), 2 एमबी पेक्षा लहान, छान दिसतात.",
    noFacility: "दुकानाचे फोटो या दुकानाच्या प्लॅनमध्ये नाहीत: ते होम पेजवर (दुकानाविषयी) दिसतात, आणि या दुकानाला होम पेज नाही.",
    slot: (slot) => `फोटो ${f.count(slot)}`,
    label: (slot) => `दुकानाचा फोटो ${f.count(slot)}`,
    updated: "दुकानाचा फोटो बदलला.",
    failed: "दुकानाचा फोटो बदलता आला नाही",
  },
  master: {
    lead: (masterName, productCount, productsLimit) =>
      `${masterName} मास्टर लिस्टमधून तयार उत्पादने जोडा. तुमच्या दुकानात ${f.count(productsLimit)} पैकी ${f.count(productCount)} ${f.plural(productCount) === "one" ? "उत्पादन आहे" : "उत्पादने आहेत"}.`,
    none: "तुमच्या प्रकारच्या दुकानासाठी अजून मास्टर लिस्ट नाही. तुमची उत्पादने ‘उत्पादने’ किंवा ‘उत्पादनांची शीट’ मधून जोडा.",
    loadFailed: "उत्पादने आणताना चूक झाली",
    category: "विभाग",
    show: "दाखवा",
    categories: "मास्टर लिस्टचे विभाग",
    noProducts: "उत्पादने नाहीत",
    productsIn: (category) => `${category} मधील उत्पादने`,
    price: (paise, unitId) => `${f.money(paise)}${isUnitId(unitId) && UNITS[unitId].perKg ? "/किलो" : ""}`,
    inStore: "दुकानात आहे",
    add: "जोडा",
    adding: "जोडत आहे…",
    addName: (name) => `${name} जोडा`,
    addingName: (name) => `${name} जोडत आहे`,
    added: "जोडले...",
    productAdded: (name) => `${name} जोडले`,
    alreadyInStore: (name) => `${name} तुमच्या दुकानात आधीच आहे.`,
  },
  said: {
    "Invalid file...": INVALID_FILE,
    "Check type of file": CHECK_TYPE_OF_FILE,
    "Invalid file... Check type of file": `${INVALID_FILE} ${CHECK_TYPE_OF_FILE}`,
    "Invalid file... The image should be below 2 MB.": `${INVALID_FILE} फोटो 2 एमबी पेक्षा लहान असावा.`,
    "Not found": "सापडले नाही",
  },
});
export default texts;
