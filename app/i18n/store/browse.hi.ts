import type { Book, Texts } from "../book";
import type en from "./browse.en";

/** Browsing in Hindi: सामान for products, लिस्ट for the list, short buttons for a phone's width. */
const browse: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  status: (line) => {
    if (line.filtered) return "फ़िल्टर किया हुआ सामान";
    switch (line.searchBy) {
      case "DEFAULT":
        return `सारा सामान (${f.count(line.count)})`;
      case "CATEGORY":
        return `${line.category} (${f.count(line.count)})`;
      case "BRAND":
        return `ब्रांड: ${line.brand} (${f.count(line.count)})`;
      case "SPECIAL":
        return `ख़ास ऑफ़र (${f.count(line.count)})`;
      case "CLICK":
        return "चुना हुआ सामान";
      case "TYPING":
        return line.count === 0 ? "कोई सामान नहीं मिला" : `खोज में मिला सामान (${f.count(line.count)})`;
    }
  },
  empty: { noMatch: "कोई सामान नहीं मिला।", noOffers: "अभी कोई ऑफ़र नहीं है।" },

  searchProducts: "सामान खोजें",
  suggestions: "सुझाव",
  showAll: "सब दिखाएँ",
  offers: "ऑफ़र",
  specialOffers: "ख़ास ऑफ़र",
  quickMode: "झटपट मोड",
  category: "प्रकार",
  categories: "प्रकार",
  brand: "ब्रांड",
  brands: "ब्रांड",

  products: "सामान",
  add: "जोड़ें",
  addName: (name) => `${name} जोड़ें`,
  favourite: (name) => `पसंदीदा: ${name}`,
  outOfStock: "स्टॉक ख़त्म",
  percentOff: (percent) => `${f.count(percent)}% छूट`,

  less: (name) => `${name} कम करें`,
  more: (name) => `${name} बढ़ाएँ`,
  quantityOf: (name) => `${name}: मात्रा`,
  weightStepFor: (name) => `${name}: कितने किलो से बढ़ाएँ`,
  weightStep: (kg) => `${f.digits(kg)} किलो`,
  clear: (name) => `${name} हटाएँ`,
  clearMark: "C",

  filters: "फ़िल्टर",
  filter: { favourites: "पसंदीदा", added: "लिस्ट में", discounted: "छूट" },
  filterCount: (label, count) => `${label}(${f.count(count)})`,
  sort: "क्रम",
  sorts: { name: "नाम से", price: "कीमत से", stock: "स्टॉक से" },
  sorted: (label, direction) => `${label}, ${direction === "asc" ? "बढ़ते क्रम में" : "घटते क्रम में"}`,

  loading: "सामान आ रहा है…",
  loadFailed: "सामान नहीं आ सका। कृपया अपना नेटवर्क देखें।",
  tryAgain: "फिर से कोशिश करें",

  whatsApp: (number) => `व्हाट्सऐप: ${number}`,
  contactNow: "संपर्क करें",
  startShopping: "ख़रीदारी शुरू करें",
  carousel: "फ़ोटो स्लाइड",
  photosOf: (shop) => `फ़ोटो: ${shop}`,
  photo: (shop, index, count) => `${shop}, फ़ोटो ${f.count(index)}/${f.count(count)}`,
  showPhoto: (index) => `फ़ोटो ${f.count(index)} दिखाएँ`,
});
export default browse;
