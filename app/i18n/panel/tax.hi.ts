import { ratePercent } from "#app/domain/gst/rates";
import type { Book, Texts } from "../book";
import type en from "./tax.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  shop: {
    title: "टैक्स (जीएसटी)",
    lead: "आपकी दुकान के बिलों के लिए आपका जीएसटी रजिस्ट्रेशन।",
    kinds: {
      none: "रजिस्टर्ड नहीं",
      composition: "कंपोज़िशन स्कीम",
      regular: "रेगुलर जीएसटी",
    },
    kindHints: {
      none: "आपके बिल सादे बिल होते हैं: न GSTIN, न टैक्स।",
      composition: "आपके बिल ‘बिल ऑफ़ सप्लाई’ होते हैं: उन पर GSTIN होता है, टैक्स नहीं लगता।",
      regular: "आपके बिल टैक्स इनवॉइस होते हैं: CGST और SGST, दूसरे राज्य के ग्राहक को IGST।",
    },
    gstinHint: "15 अक्षर और अंक, जैसा जीएसटी सर्टिफ़िकेट पर है",
    chooseState: "अपना राज्य चुनें",
    stateHint: "जिस राज्य में आपका जीएसटी रजिस्ट्रेशन है: GSTIN उसी के कोड से शुरू होता है।",
    legalNameHint: "कारोबार का कानूनी नाम, जैसा जीएसटी सर्टिफ़िकेट पर है",
    turnover: {
      upto5cr: "₹5 करोड़ तक",
      above5cr: "₹5 करोड़ से ज़्यादा",
    },
    turnoverHint: "पिछले साल का टर्नओवर: 5 करोड़ तक बिल पर HSN के 4 अंक, उससे ज़्यादा पर 6।",
    save: "टैक्स सेटिंग सेव करें",
    updated: "टैक्स सेटिंग सेव हो गई।",
  },
  product: {
    legend: "टैक्स (जीएसटी)",
    hsnHint: "4, 6 या 8 अंक, जैसा ख़रीद के बिल पर है। पता न हो तो ख़ाली छोड़ दें।",
    rateOption: (bp) => (bp === 0 ? "0% (छूट)" : `${ratePercent(bp)}%`),
    hsnShort: (needs) => `आपका टर्नओवर 5 करोड़ से ज़्यादा है: बिल पर HSN के ${f.count(needs)} अंक चाहिए। बाक़ी अंक लिखें।`,
  },
  bulk: {
    hint: "जो HSN कोड और जीएसटी दर बदलने हैं बदलें, फिर सबके लिए एक बार ‘सेव करें’ दबाएँ।",
    changed: (n) => `${f.count(n)} सामान बदले`,
    save: (n) => `बदलाव सेव करें (${f.count(n)})`,
    noChanges: "अभी कुछ नहीं बदला",
    saved: (n) => `${f.count(n)} सामान का टैक्स सेव हो गया।`,
    fixFirst: "पहले लाल निशान वाली पंक्तियाँ ठीक करें।",
  },
  said: {
    "GST registration": "जीएसटी रजिस्ट्रेशन",
    GSTIN: "GSTIN नंबर",
    State: "राज्य",
    "Legal name": "कानूनी नाम",
    Turnover: "टर्नओवर",
    "Enter the GSTIN as on your GST certificate: 15 letters and digits":
      "जीएसटी सर्टिफ़िकेट पर जैसा है वैसा GSTIN लिखें: 15 अक्षर और अंक",
    "The GSTIN's first two digits are not a state's GST code": "GSTIN के पहले दो अंक किसी राज्य का जीएसटी कोड नहीं हैं",
    "This GSTIN's last character does not match the others: check it for a typing mistake":
      "इस GSTIN का आख़िरी अक्षर बाक़ी से मेल नहीं खाता: टाइपिंग की ग़लती देखें",
    "The GSTIN's first two digits must be the code of the state chosen":
      "GSTIN के पहले दो अंक चुने गए राज्य का कोड होने चाहिए",
    "HSN code": "HSN कोड",
    "GST rate": "जीएसटी दर",
    "Enter an HSN code of 4, 6 or 8 digits, or leave it empty": "4, 6 या 8 अंकों का HSN कोड लिखें, या ख़ाली छोड़ दें",
    "Choose a GST rate from the list": "सूची से जीएसटी दर चुनें",
    "Write one of the GST rates 0, 0.25, 3, 5, 18, 28 or 40": "जीएसटी दर इनमें से एक लिखें: 0, 0.25, 3, 5, 18, 28 या 40",
    "Nothing changed yet": "अभी कुछ नहीं बदला",
    "Too many rows in one save": "एक बार में इतनी पंक्तियाँ सेव नहीं होतीं",
  },
});
export default texts;
