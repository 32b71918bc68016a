import type { ListWord } from "#app/domain/cart";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import { clock, DAY_PARTS } from "../clock";
import common from "./common.hi";
import type en from "./order.en";
import type { ListKind } from "./order.en";

/** "आपकी लिस्ट", "आपका कार्ट", "आपका बिल": the list with the word that agrees with it. */
const your = (kind: ListKind) => (kind === "Yaadi" ? "आपकी लिस्ट" : kind === "Cart" ? "आपका कार्ट" : "आपका बिल");
const fromYour = (word: ListWord) => (word === "Cart" ? "आपके कार्ट से" : "आपकी लिस्ट से");
/** The order's name in the message and on the order page: a Cart shop's list is an order. */
const orderWord = (word: ListWord) => (word === "Cart" ? "ऑर्डर" : "लिस्ट");

const order: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  price: (paise) => `₹${f.amount(paise)}`,
  dateTime: (date) => `${f.date(date)}, ${clock(f, date, DAY_PARTS.hi)}`,
  back: "वापस",
  backToShopping: "खरीदारी जारी रखें",
  openWhatsApp: "व्हाट्सऐप खोलें",
  customer: "ग्राहक",
  whatsAppNumber: (number) => `व्हाट्सऐप: ${number}`,

  messages: {
    emptyYaadi: "लिस्ट खाली है, ऑर्डर नहीं हो सकता।",
    emptyCart: "कार्ट खाली है, ऑर्डर नहीं हो सकता।",
    emptyBill: "बिल में कुछ नहीं है",
    guest: "गेस्ट के तौर पर ऑर्डर नहीं कर सकते। यह पेज रिफ्रेश करें",
    enterDetails: "पहले अपनी जानकारी भरें।",
    failed: "कुछ गड़बड़ हो गई... थोड़ी देर बाद फिर कोशिश करें",
    opening: "व्हाट्सऐप खुल रहा है... रुकिए...",
    minimumAmount: (paise) => `कम से कम ${f.money(paise)} की खरीदारी करनी होगी`,
    minimumCount: (count) => `कम से कम ${f.count(count)} सामान लेने होंगे`,
    changed: (word) => `आपके दुकान खोलने के बाद कुछ सामान बदल गए हैं। नीचे ${your(word)} देखें और फिर से भेजें।`,
    rateLimitedClient: "इस फ़ोन से बहुत बार कोशिश हुई। कुछ मिनट बाद फिर कोशिश करें।",
    rateLimitedShop: "यह दुकान अभी बहुत व्यस्त है। कुछ मिनट बाद फिर कोशिश करें।",
    unreadable: "यह ऑर्डर पढ़ा नहीं जा सका। यह पेज रिफ्रेश करें और फिर से कोशिश करें।",
    tooManyLines: (limit) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${f.count(limit)} सामान हो सकते हैं।`,
    offStep: (name, unitId) =>
      unitId === 1
        ? `${name} सिर्फ़ पूरी गिनती में मिलता है।`
        : `${name} ${common(f).quantity(UNITS[unitId].stepMilli, unitId)} के हिसाब से मिलता है।`,
  },

  changes: {
    outOfStock: (name, word) => `${name} स्टॉक में नहीं है, इसलिए ${fromYour(word)} हटा दिया गया।`,
    unavailable: (name, word) => `${name} अब नहीं मिलता, इसलिए ${fromYour(word)} हटा दिया गया।`,
    unavailableUnnamed: (word) => `अब न मिलने वाला एक सामान ${fromYour(word)} हटा दिया गया।`,
    unavailableCount: (count, word) => `अब न मिलने वाले ${f.count(count)} सामान ${fromYour(word)} हटा दिए गए।`,
    price: (name, nowPaise, wasPaise, per) =>
      `${name}: अब दाम ${f.money(nowPaise)}${per} है (पहले ${f.money(wasPaise)}${per})।`,
    delivery: (paise) => `डिलीवरी चार्ज अब ${f.money(paise)} है।`,
    noDelivery: "अब कोई डिलीवरी चार्ज नहीं है।",
    net: (paise) => `कुल देय रकम अब ${f.money(paise)} है।`,
  },
  ok: "ठीक है",

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

  customerForm: {
    title: "आपकी जानकारी",
    why: "दुकान आपका ऑर्डर पहुँचाने के लिए यह जानकारी इस्तेमाल करती है।",
    name: "नाम",
    whatsApp: "व्हाट्सऐप नंबर",
    address: "पता",
    proceed: "खरीदारी शुरू करें",
    guest: "गेस्ट के तौर पर आगे बढ़ें",
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
  },

  sent: {
    title: (word, id) => `${your(word)} नं. ${f.digits(id)} भेजने के लिए तैयार है`,
    help: (word) =>
      word === "Cart"
        ? "व्हाट्सऐप में आपका कार्ट खुलेगा। दुकान तक पहुँचाने के लिए वहाँ भेजने का बटन दबाएँ।"
        : "व्हाट्सऐप में आपकी लिस्ट खुलेगी। दुकान तक पहुँचाने के लिए वहाँ भेजने का बटन दबाएँ।",
    see: (word) => `${your(word)} देखें`,
  },

  repeat: {
    title: (word) => (word === "Cart" ? "आपका पिछला कार्ट" : "आपकी पिछली लिस्ट"),
    todaysPrices: "दाम आज के हैं।",
    notAvailable: "उपलब्ध नहीं",
    outOfStock: "स्टॉक में नहीं",
    addAll: (word) => (word === "Cart" ? "ये सब सामान कार्ट में जोड़ें" : "ये सब सामान लिस्ट में जोड़ें"),
    continue: (word) => (word === "Cart" ? "अभी के या खाली कार्ट से आगे बढ़ें" : "अभी की या खाली लिस्ट से आगे बढ़ें"),
  },

  page: {
    invalid: "यह लिंक पुराना हो गया है या गलत है।",
    cancelled: "यह लिस्ट रद्द कर दी गई है।",
    throttled: "इस फ़ोन से बहुत सारे गलत ऑर्डर लिंक खोले गए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    startShopping: "खरीदारी शुरू करें",
    startAgain: "फिर से खरीदारी करें",
    home: "होम",
    number: (id) => `लिस्ट नं. ${f.digits(id)}`,
    title: (id, shopName) => `लिस्ट नं. ${f.digits(id)} – ${shopName}`,
    untitled: "लिस्ट",
    changedOn: (when) => `दुकान ने बदलाव किया: ${when}`,
    status: "स्थिति:",
    statuses: {
      placed: "भेजी गई",
      accepted: "स्वीकार हुई",
      packed: "पैक हो गई",
      delivered: "पहुँचा दी गई",
      cancelled: "रद्द",
    },
    paid: "भुगतान हो गया",
    payByUpi: "UPI से भुगतान करें",
    pay: (paise) => `${f.money(paise)} UPI से दें`,
    qr: (paise, upiId) => `${upiId} को ${f.money(paise)} देने का QR कोड`,
    upiDetails: (upiId, note) => `UPI आईडी: ${upiId} · नोट: ${note}`,
  },

  whatsApp: {
    hello: (shopName) => `नमस्ते ${shopName},`,
    from: (word, id, customerName) =>
      `${customerName} ${word === "Cart" ? "का" : "की"} ${orderWord(word)} नं. ${f.digits(id)}`,
    items: (count) => `सामान: ${f.count(count)}`,
    total: (paise) => `कुल (डिलीवरी के साथ): ${f.money(paise)}`,
    see: (word, url) => `${orderWord(word)} देखें: ${url}`,
  },
});
export default order;
