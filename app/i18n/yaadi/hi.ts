import type { Book, Texts } from "../book";
import { clock, DAY_PARTS } from "../clock";
import type en from "./en";
import type { ListKind } from "./en";

/** "आपकी लिस्ट", "आपका कार्ट", "आपका बिल": the list with the word that agrees with it (as the store's book says it). */
const your = (kind: ListKind) => (kind === "Yaadi" ? "आपकी लिस्ट" : kind === "Cart" ? "आपका कार्ट" : "आपका बिल");

const book: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  price: (paise) => `₹${f.amount(paise)}`,
  dateTime: (date) => `${f.date(date)}, ${clock(f, date, DAY_PARTS.hi)}`,
  back: "वापस",
  backToShopping: "खरीदारी जारी रखें",
  openWhatsApp: "व्हाट्सऐप खोलें",
  customer: "ग्राहक",

  cart: {
    title: your,
    empty: (kind) => `${your(kind)} खाली है।`,
    deleteAllAsk: "सारा सामान हटाएँ?",
    deleteAll: "सब हटाएँ",
    deleteItem: (name) => `${name} हटाएँ`,
    total: "कुल",
    savedForLater: "बाद के लिए रखा",
    add: "जोड़ें",
    addBack: (name) => `${name} फिर से जोड़ें`,
    deleteSaved: (name) => `${name} को बाद के लिए रखे सामान से हटाएँ`,
    placeOrder: "ऑर्डर करें",
  },
  finalYaadi: {
    refreshing: "दुकान के नए दाम ला रहे हैं...",
    kept: (word) =>
      word === "Cart"
        ? "नेटवर्क नहीं है। आपका कार्ट इस फ़ोन पर रखा है; ऑनलाइन होते ही वह भेज दिया जाएगा और व्हाट्सऐप खुलेगा।"
        : "नेटवर्क नहीं है। आपकी लिस्ट इस फ़ोन पर रखी है; ऑनलाइन होते ही वह भेज दी जाएगी और व्हाट्सऐप खुलेगा।",
    dontSend: "न भेजें",
  },
  table: {
    description: "सामान",
    qty: "मात्रा",
    rate: "दाम",
    total: "रकम",
    products: "सामान",
    grandTotal: "कुल",
    deliveryCharges: "डिलीवरी चार्ज",
    netPayable: "देय रकम",
    freeDelivery: f.digits("00.00"),
  },
  bill: {
    saleType: "बिक्री का प्रकार",
    cashSale: "नकद बिक्री",
    selectCustomer: "ग्राहक चुनें",
    noCustomers: "अभी कोई ग्राहक सेव नहीं है।",
    paper: "कागज़",
    a4: "A4",
    receipt: `${f.digits(80)} मिमी रसीद`,
    bill: "बिल",
    print: "बिल प्रिंट करें",
    newBillAsk: "नया बिल शुरू करें? इस बिल का सामान हट जाएगा।",
    newBill: "नया बिल",
    gstin: "ग्राहक का GSTIN (हो तो)",
    state: "ग्राहक का राज्य (हो तो)",
    sameState: "दुकान वाला ही राज्य",
    storing: "बिल सेव हो रहा है…",
    notStored: "बिल सेव नहीं हुआ। कनेक्शन देखें और फिर से “बिल प्रिंट करें” दबाएँ।",
  },
  sent: {
    title: (word, id) => `${your(word)} नं. ${f.digits(id)} भेजने के लिए तैयार है`,
    help: (word) =>
      word === "Cart"
        ? "व्हाट्सऐप में आपका कार्ट खुलेगा। दुकान तक पहुँचाने के लिए वहाँ भेजने का बटन दबाएँ।"
        : "व्हाट्सऐप में आपकी लिस्ट खुलेगी। दुकान तक पहुँचाने के लिए वहाँ भेजने का बटन दबाएँ।",
    see: (word) => `${your(word)} देखें`,
  },
  heading: {
    untitled: "लिस्ट",
    number: (id) => `लिस्ट नं. ${f.digits(id)}`,
  },
  repeat: {
    title: (word) => (word === "Cart" ? "आपका पिछला कार्ट" : "आपकी पिछली लिस्ट"),
    todaysPrices: "दाम आज के हैं।",
    notAvailable: "उपलब्ध नहीं",
    outOfStock: "स्टॉक में नहीं",
    addAll: (word) => (word === "Cart" ? "ये सब सामान कार्ट में जोड़ें" : "ये सब सामान लिस्ट में जोड़ें"),
    continue: (word) => (word === "Cart" ? "अभी के या खाली कार्ट से आगे बढ़ें" : "अभी की या खाली लिस्ट से आगे बढ़ें"),
  },
});
export default book;
