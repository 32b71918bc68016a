import type { Book, Texts } from "../book";
import type en from "./browse.en";

/** Browsing in Marathi: वस्तू for products, यादी for the list, short buttons for a phone's width. */
const browse: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  status: (line) => {
    if (line.filtered) return "फिल्टर लावलेल्या वस्तू";
    switch (line.searchBy) {
      case "DEFAULT":
        return `सर्व वस्तू (${f.count(line.count)})`;
      case "CATEGORY":
        return `${line.category} (${f.count(line.count)})`;
      case "BRAND":
        return `ब्रँड: ${line.brand} (${f.count(line.count)})`;
      case "SPECIAL":
        return `खास ऑफर (${f.count(line.count)})`;
      case "CLICK":
        return "निवडलेली वस्तू";
      case "TYPING":
        return line.count === 0 ? "एकही वस्तू सापडली नाही" : `सापडलेल्या वस्तू (${f.count(line.count)})`;
    }
  },
  empty: { noMatch: "एकही वस्तू सापडली नाही.", noOffers: "अजून कोणतीही ऑफर नाही." },

  searchProducts: "वस्तू शोधा",
  suggestions: "सुचवलेल्या वस्तू",
  showAll: "सर्व दाखवा",
  offers: "ऑफर",
  specialOffers: "खास ऑफर",
  quickMode: "झटपट मोड",
  category: "प्रकार",
  categories: "प्रकार",
  brand: "ब्रँड",
  brands: "ब्रँड",

  products: "वस्तू",
  add: "जोडा",
  addName: (name) => `${name} जोडा`,
  favourite: (name) => `आवडीची: ${name}`,
  outOfStock: "स्टॉक संपला",
  percentOff: (percent) => `${f.count(percent)}% सूट`,

  less: (name) => `${name} कमी करा`,
  more: (name) => `${name} वाढवा`,
  quantityOf: (name) => `${name}: प्रमाण`,
  weightStepFor: (name) => `${name}: किती किलोने वाढवायचे`,
  weightStep: (kg) => `${f.digits(kg)} किलो`,
  clear: (name) => `${name} काढा`,
  clearMark: "C",

  filters: "फिल्टर",
  filter: { favourites: "आवडीच्या", added: "यादीत", discounted: "सूट" },
  filterCount: (label, count) => `${label}(${f.count(count)})`,
  sort: "क्रम",
  sorts: { name: "नावानुसार", price: "किमतीनुसार", stock: "स्टॉकनुसार" },
  sorted: (label, direction) => `${label}, ${direction === "asc" ? "चढत्या क्रमाने" : "उतरत्या क्रमाने"}`,

  loading: "वस्तू येत आहेत…",
  loadFailed: "वस्तू आणता आल्या नाहीत. कृपया नेटवर्क तपासा.",
  tryAgain: "पुन्हा प्रयत्न करा",

  whatsApp: (number) => `व्हॉट्सॲप: ${number}`,
  contactNow: "संपर्क करा",
  startShopping: "खरेदी सुरू करा",
  carousel: "फोटो स्लाइड",
  photosOf: (shop) => `फोटो: ${shop}`,
  photo: (shop, index, count) => `${shop}, फोटो ${f.count(index)}/${f.count(count)}`,
  showPhoto: (index) => `फोटो ${f.count(index)} दाखवा`,
});
export default browse;
