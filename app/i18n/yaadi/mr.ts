import type { Book, Texts } from "../book";
import { clock, DAY_PARTS } from "../clock";
import type en from "./en";
import type { ListKind } from "./en";

/** "तुमची यादी", "तुमचे कार्ट", "तुमचे बिल": the list with the word that agrees with it (as the store's book says it). */
const your = (kind: ListKind) => (kind === "Yaadi" ? "तुमची यादी" : kind === "Cart" ? "तुमचे कार्ट" : "तुमचे बिल");

const book: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  price: (paise) => `₹${f.amount(paise)}`,
  dateTime: (date) => `${f.date(date)}, ${clock(f, date, DAY_PARTS.mr)}`,
  back: "मागे",
  backToShopping: "खरेदी सुरू ठेवा",
  openWhatsApp: "व्हॉट्सॲप उघडा",
  customer: "ग्राहक",

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
    gstin: "ग्राहकाचा GSTIN (असल्यास)",
    state: "ग्राहकाचे राज्य (असल्यास)",
    sameState: "दुकानाचेच राज्य",
    storing: "बिल जतन करत आहे…",
    notStored: "बिल जतन झाले नाही. कनेक्शन तपासा आणि पुन्हा “बिल छापा” दाबा.",
  },
  sent: {
    title: (word, id) => `${your(word)} क्र. ${f.digits(id)} पाठवायला तयार आहे`,
    help: (word) => `व्हॉट्सॲपमध्ये ${your(word)} उघडेल. दुकानाला पाठवण्यासाठी तिथे पाठवण्याचे बटण दाबा.`,
    see: (word) => `${your(word)} पाहा`,
  },
  heading: {
    untitled: "यादी",
    number: (id) => `यादी क्र. ${f.digits(id)}`,
  },
  repeat: {
    title: (word) => (word === "Cart" ? "तुमचे मागचे कार्ट" : "तुमची मागची यादी"),
    todaysPrices: "किमती आजच्या आहेत.",
    notAvailable: "मिळत नाही",
    outOfStock: "स्टॉक संपला",
    addAll: (word) => (word === "Cart" ? "या सगळ्या वस्तू कार्टमध्ये जोडा" : "या सगळ्या वस्तू यादीत जोडा"),
    continue: (word) => (word === "Cart" ? "आत्ताच्या किंवा रिकाम्या कार्टने पुढे जा" : "आत्ताच्या किंवा रिकाम्या यादीने पुढे जा"),
  },
});
export default book;
