import type { Book, Texts } from "../book";
import type en from "./en";

const book: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  invalid: "यह लिंक पुराना हो गया है या गलत है।",
  cancelled: "यह लिस्ट रद्द कर दी गई है।",
  throttled: "इस फ़ोन से बहुत सारे गलत ऑर्डर लिंक खोले गए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  startShopping: "खरीदारी शुरू करें",
  startAgain: "फिर से खरीदारी करें",
  home: "होम",
  title: (id, shopName) => `लिस्ट नं. ${f.digits(id)} – ${shopName}`,
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
  forget: {
    heading: "आपकी जानकारी",
    button: "मेरी जानकारी हटाएँ",
    confirmHeading: "अपनी जानकारी हटानी है?",
    whatGoes:
      "यह दुकान आपका नाम, व्हाट्सऐप नंबर और पता हटा देगी। आपके ऑर्डर रहेंगे, पर इनके बिना। पहले से बना बिल कानून के मुताबिक उसी जानकारी के साथ रहता है।",
    whatGoesAccount:
      "यह दुकान आपका नाम, व्हाट्सऐप नंबर और पता हटा देगी। आपकी खरीद और भुगतान हिसाब की बही में नाम की जगह एक नंबर से रहेंगे। पहले से बना बिल कानून के मुताबिक उसी जानकारी के साथ रहता है।",
    confirm: "हाँ, मेरी जानकारी हटाएँ",
    cancel: "रद्द करें",
    asked: (when) => `आपका अनुरोध ${when} को दुकान को भेजा गया।`,
    next: "दुकान आपका नाम, व्हाट्सऐप नंबर और पता हटा देगी। फिर यह पेज यही बताएगा।",
    declined: (reason) => `दुकान ने आपकी जानकारी नहीं हटाई: ${reason}`,
    done: "आपके अनुरोध पर आपकी जानकारी हटा दी गई है।",
    deletedName: "जानकारी हटाई गई",
    failed: "यह भेजा नहीं जा सका। कृपया पेज दोबारा खोलकर फिर कोशिश करें।",
  },
  statement: {
    title: (shopName) => `${shopName} में आपका हिसाब`,
    heading: "आपका हिसाब",
    due: "आप पर बाकी",
    advance: "एडवांस दिया",
    settled: "कुछ बाकी नहीं है।",
    ageHeading: "बाकी कितनी पुरानी है",
    ages: {
      "0-30": `${f.digits("0–30")} दिन`,
      "31-60": `${f.digits("31–60")} दिन`,
      "61-90": `${f.digits("61–90")} दिन`,
      "90+": `${f.digits("90")} दिन से ज़्यादा`,
    },
    entries: "एंट्री",
    none: "अभी कोई एंट्री नहीं।",
    kinds: { opening: "शुरुआती बाकी", sale: "उधार लिया", payment: "दिया", reversal: "सुधार" },
    methods: { cash: "नकद", upi: "यूपीआई", other: "अन्य" },
    cancelled: "रद्द",
    balanceAfter: (paise) => `बाकी: ${f.money(paise)}`,
  },
});
export default book;
