import { MAX_PENDING_PAYMENTS, PENDING_PAYMENTS_MESSAGE } from "#app/domain/admin/account";
import type { Book, Texts } from "../book";
import type en from "./account.en";

const account: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: "आपका खाता",
  storeName: "दुकान का नाम",
  createdOn: "शुरू करने की तारीख",
  plan: "प्लान",
  planText: (plan) =>
    `प्लान-${plan.productsLimit} (${f.money(plan.paise)}/महीना - ज़्यादा से ज़्यादा ${f.count(plan.productsLimit)} उत्पाद)`,
  nextPaymentDue: "अगला भुगतान",
  verificationPending: "जाँच बाकी है",
  payDueAmount: "बकाया रकम भरें",
  payBy: (paise, upiId, note) => `${f.money(paise)} UPI से ${upiId} को भरें, नोट में ${note} लिखें।`,
  steps: [
    "इस फ़ोन पर ‘UPI ऐप खोलें’ पर टैप करें; कंप्यूटर पर, अपने UPI ऐप से QR कोड स्कैन करें।",
    "रकम और नोट जाँचें, और भुगतान करें।",
    "भुगतान का स्क्रीनशॉट लें और नीचे अपलोड करें।",
  ],
  openUpiApp: "UPI ऐप खोलें",
  qrCode: (paise, upiId) => `${upiId} को UPI से ${f.money(paise)} भरने का QR कोड`,
  upiUnavailable: "UPI भुगतान की जानकारी अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  screenshot: "भुगतान का स्क्रीनशॉट",
  uploading: "अपलोड हो रहा है…",
  upload: "स्क्रीनशॉट अपलोड करें",
  paymentThanks: "भुगतान के लिए धन्यवाद। हम 24 घंटे में जाँच लेंगे।",
  panelLanguage: "पैनल की भाषा",
  panelLanguageHint: "आप जिस भी फ़ोन पर लॉगिन करेंगे, एडमिन पैनल इसी भाषा में दिखेगा।",
  save: "भाषा सेव करें",
  saved: "पैनल की भाषा सेव हो गई।",
  unknown: "English, मराठी या हिन्दी चुनें।",
  said: {
    [PENDING_PAYMENTS_MESSAGE]: `पहले से ${f.count(MAX_PENDING_PAYMENTS)} पेमेंट स्क्रीनशॉट जाँच के लिए रुके हैं। उनकी जाँच हो जाने पर नया भेज सकते हैं।`,
  },
});
export default account;
