import { rules } from "#app/domain/field-rules";
import type { Book, Texts } from "../book";
import type en from "./start.en";

const { min, max } = rules.storeName;

/** The seed's store types (app/domain/shop-types.ts), by id. */
const SHOP_TYPES: Record<number, string> = {
  1: "किराना / ग्रोसरी",
  2: "सब्ज़ी और फल",
  3: "मिठाई",
  4: "सूखे मेवे",
  5: "खाने-पीने की दुकान",
  6: "दूसरी तरह की दुकान",
  7: "डाइट क्लिनिक",
  8: "जनरल स्टोर",
};

const start: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  heading: "अपनी ऑनलाइन दुकान बनाएँ",
  description: `${f.count(3)} कदमों में अपनी दुकान ऑनलाइन लाएँ।`,
  step: (step, of) => `${f.count(of)} में से कदम ${f.count(step)}`,
  storeName: "दुकान का नाम",
  storeNameHint: `${f.count(min)} से ${f.count(max)} अंग्रेज़ी अक्षर, अंक या अंडरस्कोर (_)। यही आपकी दुकान का लिंक बनता है।`,
  yourLink: (url) => `आपका लिंक: /${url}`,
  next: "आगे",
  checkName: "नाम जाँचें",
  checking: "जाँच रहे हैं…",
  storeType: "दुकान का प्रकार",
  selectStoreType: "दुकान का प्रकार चुनें",
  shopType: (id, name) => SHOP_TYPES[id] ?? name,
  productType: "सामान का प्रकार",
  productTypeHint: "आपकी दुकान क्या बेचती है? जैसे: स्टेशनरी, हार्डवेयर, फूल।",
  back: "पीछे",
  email: "ई-मेल आईडी",
  emailHint: "यही आपका यूज़रनेम है। आपका पासवर्ड इसी ई-मेल पर भेजा जाएगा।",
  create: "दुकान बनाएँ",
  creating: "बना रहे हैं…",
  created: "आपकी दुकान बन गई",
  createdNext: "अपनी दुकान खोलें, फिर एडमिन पैनल में लॉगिन करके दुकान की जानकारी भरें और उसे शुरू करें।",
  openStore: (url) => `अपनी दुकान खोलें: /${url}`,
  goToPanel: "एडमिन पैनल पर जाएँ: /adminpanel",
  mail: (p) => ({
    subject: `आपकी Yaadi दुकान ${p.storeName} तैयार है`,
    text: [
      "Yaadi में आपका स्वागत है!",
      "",
      `आपकी ऑनलाइन दुकान "${p.storeName}" बन गई है।`,
      "",
      `दुकान का लिंक: ${p.storeLink}`,
      `एडमिन पैनल: ${p.adminLink}`,
      "",
      `यूज़रनेम: ${p.userName}`,
      `पासवर्ड: ${p.password}`,
      "",
      "पहली बार लॉगिन करने पर आपसे नया पासवर्ड चुनने को कहा जाएगा।",
      "दुकान शुरू करने के लिए एडमिन पैनल में होम पेज सेटिंग्स भरें।",
      "पहला महीना मुफ़्त है।",
    ].join("\n"),
  }),
  said: {
    "Store name": "दुकान का नाम",
    "Store type": "दुकान का प्रकार",
    "Product type": "सामान का प्रकार",
    "Email-id": "ई-मेल आईडी",
    "Oh! This name is already taken! Try some other name": "अरे! यह नाम पहले से लिया जा चुका है! कोई दूसरा नाम आज़माएँ",
    "This name is reserved. Try some other name": "यह नाम आरक्षित है। कोई दूसरा नाम आज़माएँ",
    "Congratulations, this name is available!": "बधाई हो, यह नाम मिल सकता है!",
    "Something went wrong, refresh this page.": "कुछ गड़बड़ हो गई, यह पेज रिफ़्रेश करें।",
    "Oh! This email-id is already registered,  Try some other name":
      "अरे! यह ई-मेल आईडी पहले से रजिस्टर है, कोई दूसरा ई-मेल आईडी आज़माएँ",
    "Username and password is emailed to you.": "यूज़रनेम और पासवर्ड आपको ई-मेल कर दिए गए हैं।",
    "Too many stores were created from this connection. Try again in an hour.":
      "इस कनेक्शन से बहुत सारी दुकानें बनाई गईं। एक घंटे बाद फिर कोशिश करें।",
  },
});
export default start;
