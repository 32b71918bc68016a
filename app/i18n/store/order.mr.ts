import type { ListWord } from "#app/domain/cart";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import { clock, DAY_PARTS } from "../clock";
import common from "./common.mr";
import type en from "./order.en";
import type { ListKind } from "./order.en";

/** "तुमची यादी", "तुमचे कार्ट", "तुमचे बिल": the list with the word that agrees with it. */
const your = (kind: ListKind) => (kind === "Yaadi" ? "तुमची यादी" : kind === "Cart" ? "तुमचे कार्ट" : "तुमचे बिल");
const fromYour = (word: ListWord) => (word === "Cart" ? "तुमच्या कार्टमधून" : "तुमच्या यादीतून");
/** The order's name in the message and on the order page: a Cart shop's list is an order. */
const orderWord = (word: ListWord) => (word === "Cart" ? "ऑर्डर" : "यादी");

const order: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  price: (paise) => `₹${f.amount(paise)}`,
  dateTime: (date) => `${f.date(date)}, ${clock(f, date, DAY_PARTS.mr)}`,
  back: "मागे",
  backToShopping: "खरेदी सुरू ठेवा",
  openWhatsApp: "व्हॉट्सॲप उघडा",
  customer: "ग्राहक",
  whatsAppNumber: (number) => `व्हॉट्सॲप: ${number}`,

  messages: {
    emptyYaadi: "यादी रिकामी आहे, ऑर्डर करता येणार नाही.",
    emptyCart: "कार्ट रिकामे आहे, ऑर्डर करता येणार नाही.",
    emptyBill: "बिलात काहीही नाही",
    guest: "गेस्ट म्हणून ऑर्डर करता येत नाही. हे पेज रिफ्रेश करा",
    enterDetails: "आधी तुमची माहिती भरा.",
    failed: "काहीतरी चुकले... थोड्या वेळाने पुन्हा प्रयत्न करा",
    opening: "व्हॉट्सॲप उघडत आहे... थांबा...",
    minimumAmount: (paise) => `किमान ${f.money(paise)} ची खरेदी करावी लागेल`,
    minimumCount: (count) => `किमान ${f.count(count)} वस्तू घ्याव्या लागतील`,
    changed: (word) => `तुम्ही दुकान उघडल्यानंतर काही वस्तू बदलल्या आहेत. खाली ${your(word)} तपासा आणि पुन्हा पाठवा.`,
    rateLimitedClient: "या फोनवरून खूप वेळा प्रयत्न झाले. काही मिनिटांनी पुन्हा प्रयत्न करा.",
    rateLimitedShop: "दुकानात आत्ता खूप गर्दी आहे. काही मिनिटांनी पुन्हा प्रयत्न करा.",
    unreadable: "ही ऑर्डर वाचता आली नाही. हे पेज रिफ्रेश करा आणि पुन्हा प्रयत्न करा.",
    tooManyLines: (limit) => `एका ऑर्डरमध्ये जास्तीत जास्त ${f.count(limit)} वस्तू असू शकतात.`,
    offStep: (name, unitId) =>
      unitId === 1
        ? `${name} फक्त पूर्ण संख्येत मिळते.`
        : `${name} ${common(f).quantity(UNITS[unitId].stepMilli, unitId)} च्या पटीत मिळते.`,
  },

  changes: {
    outOfStock: (name, word) => `${name} स्टॉकमध्ये नाही, म्हणून ${fromYour(word)} काढले.`,
    unavailable: (name, word) => `${name} आता मिळत नाही, म्हणून ${fromYour(word)} काढले.`,
    unavailableUnnamed: (word) => `आता न मिळणारी एक वस्तू ${fromYour(word)} काढली.`,
    unavailableCount: (count, word) => `आता न मिळणाऱ्या ${f.count(count)} वस्तू ${fromYour(word)} काढल्या.`,
    price: (name, nowPaise, wasPaise, per) =>
      `${name}: आता किंमत ${f.money(nowPaise)}${per} (आधी ${f.money(wasPaise)}${per}).`,
    delivery: (paise) => `डिलिव्हरी चार्ज आता ${f.money(paise)}.`,
    noDelivery: "आता डिलिव्हरी चार्ज नाही.",
    net: (paise) => `एकूण देय रक्कम आता ${f.money(paise)}.`,
  },
  ok: "ठीक आहे",

  cart: {
    title: your,
    empty: (kind) => `${your(kind)} ${kind === "Yaadi" ? "रिकामी" : "रिकामे"} आहे.`,
    deleteAllAsk: "सगळ्या वस्तू काढायच्या?",
    deleteAll: "सगळे काढा",
    deleteItem: (name) => `${name} काढा`,
    total: "एकूण",
    savedForLater: "नंतरसाठी ठेवलेले",
    add: "जोडा",
    addBack: (name) => `${name} पुन्हा जोडा`,
    deleteSaved: (name) => `${name} नंतरसाठी ठेवलेल्यांतून काढा`,
    placeOrder: "ऑर्डर करा",
  },

  customerForm: {
    title: "तुमची माहिती",
    why: "तुमची ऑर्डर पोचवण्यासाठी दुकान ही माहिती वापरते.",
    name: "नाव",
    whatsApp: "व्हॉट्सॲप नंबर",
    address: "पत्ता",
    proceed: "खरेदी सुरू करा",
    guest: "गेस्ट म्हणून पुढे जा",
  },

  finalYaadi: {
    refreshing: "दुकानाच्या नव्या किमती आणत आहे...",
    kept: (word) =>
      word === "Cart"
        ? "नेटवर्क नाही. तुमचे कार्ट या फोनवर ठेवले आहे; तुम्ही ऑनलाइन होताच ते पाठवले जाईल आणि व्हॉट्सॲप उघडेल."
        : "नेटवर्क नाही. तुमची यादी या फोनवर ठेवली आहे; तुम्ही ऑनलाइन होताच ती पाठवली जाईल आणि व्हॉट्सॲप उघडेल.",
    dontSend: "पाठवू नका",
  },

  table: {
    description: "वस्तू",
    qty: "प्रमाण",
    rate: "दर",
    total: "रक्कम",
    products: "वस्तू",
    grandTotal: "एकूण",
    deliveryCharges: "डिलिव्हरी चार्ज",
    netPayable: "देय रक्कम",
    freeDelivery: f.digits("00.00"),
  },

  bill: {
    saleType: "विक्रीचा प्रकार",
    cashSale: "रोख विक्री",
    selectCustomer: "ग्राहक निवडा",
    noCustomers: "अजून एकही ग्राहक जतन केलेला नाही.",
    paper: "कागद",
    a4: "A4",
    receipt: `${f.digits(80)} मिमी पावती`,
    bill: "बिल",
    print: "बिल छापा",
    newBillAsk: "नवे बिल सुरू करायचे? या बिलातल्या वस्तू काढल्या जातील.",
    newBill: "नवे बिल",
  },

  sent: {
    title: (word, id) => `${your(word)} क्र. ${f.digits(id)} पाठवायला तयार आहे`,
    help: (word) => `व्हॉट्सॲपमध्ये ${your(word)} उघडेल. दुकानाला पाठवण्यासाठी तिथे पाठवण्याचे बटण दाबा.`,
    see: (word) => `${your(word)} पाहा`,
  },

  repeat: {
    title: (word) => (word === "Cart" ? "तुमचे मागचे कार्ट" : "तुमची मागची यादी"),
    todaysPrices: "किमती आजच्या आहेत.",
    notAvailable: "मिळत नाही",
    outOfStock: "स्टॉक संपला",
    addAll: (word) => (word === "Cart" ? "या सगळ्या वस्तू कार्टमध्ये जोडा" : "या सगळ्या वस्तू यादीत जोडा"),
    continue: (word) => (word === "Cart" ? "आत्ताच्या किंवा रिकाम्या कार्टने पुढे जा" : "आत्ताच्या किंवा रिकाम्या यादीने पुढे जा"),
  },

  page: {
    invalid: "ही लिंक जुनी झाली आहे किंवा चुकीची आहे.",
    cancelled: "ही यादी रद्द झाली आहे.",
    throttled: "या फोनवरून खूप चुकीच्या ऑर्डर लिंक उघडल्या गेल्या. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
    startShopping: "खरेदी सुरू करा",
    startAgain: "पुन्हा खरेदी करा",
    home: "मुख्य पान",
    number: (id) => `यादी क्र. ${f.digits(id)}`,
    title: (id, shopName) => `यादी क्र. ${f.digits(id)} – ${shopName}`,
    untitled: "यादी",
    changedOn: (when) => `दुकानाने बदल केला: ${when}`,
    status: "स्थिती:",
    statuses: {
      placed: "पाठवली",
      accepted: "स्वीकारली",
      packed: "पॅक झाली",
      delivered: "पोचवली",
      cancelled: "रद्द",
    },
    paid: "पैसे मिळाले",
    payByUpi: "UPI ने पैसे द्या",
    pay: (paise) => `${f.money(paise)} UPI ने द्या`,
    qr: (paise, upiId) => `${upiId} ला ${f.money(paise)} देण्यासाठी QR कोड`,
    upiDetails: (upiId, note) => `UPI आयडी: ${upiId} · नोंद: ${note}`,
  },

  whatsApp: {
    hello: (shopName) => `नमस्कार ${shopName},`,
    from: (word, id, customerName) => `${customerName} यांची ${orderWord(word)} क्र. ${f.digits(id)}`,
    items: (count) => `वस्तू: ${f.count(count)}`,
    total: (paise) => `एकूण (डिलिव्हरीसह): ${f.money(paise)}`,
    see: (word, url) => `${orderWord(word)} पाहा: ${url}`,
  },
});
export default order;
