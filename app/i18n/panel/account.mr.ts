import { MAX_PENDING_PAYMENTS, PENDING_PAYMENTS_MESSAGE } from "#app/domain/admin/account";
import type { Book, Texts } from "../book";
import type en from "./account.en";

const account: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: "तुमचे खाते",
  storeName: "दुकानाचे नाव",
  createdOn: "सुरू केल्याची तारीख",
  plan: "प्लॅन",
  planText: (plan) =>
    `प्लॅन-${plan.productsLimit} (${f.money(plan.paise)}/महिना - जास्तीत जास्त ${f.count(plan.productsLimit)} उत्पादने)`,
  nextPaymentDue: "पुढचे पेमेंट",
  verificationPending: "तपासणी बाकी",
  payDueAmount: "बाकी रक्कम भरा",
  payBy: (paise, upiId, note) => `${f.money(paise)} UPI ने ${upiId} ला भरा, नोटमध्ये ${note} लिहा.`,
  steps: [
    "या फोनवर ‘UPI ॲप उघडा’ वर टॅप करा; कॉम्प्युटरवर, तुमच्या UPI ॲपने QR कोड स्कॅन करा.",
    "रक्कम आणि नोट तपासा, आणि पैसे भरा.",
    "पेमेंटचा स्क्रीनशॉट घ्या आणि खाली अपलोड करा.",
  ],
  openUpiApp: "UPI ॲप उघडा",
  qrCode: (paise, upiId) => `${upiId} ला UPI ने ${f.money(paise)} भरण्यासाठी QR कोड`,
  upiUnavailable: "UPI पेमेंटची माहिती सध्या उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  screenshot: "पेमेंटचा स्क्रीनशॉट",
  uploading: "अपलोड होत आहे…",
  upload: "स्क्रीनशॉट अपलोड करा",
  paymentThanks: "पेमेंटबद्दल धन्यवाद. आम्ही 24 तासांत तपासू.",
  panelLanguage: "पॅनलची भाषा",
  panelLanguageHint: "तुम्ही ज्या फोनवर लॉगिन कराल तिथे ॲडमिन पॅनल या भाषेत दिसेल.",
  save: "भाषा सेव्ह करा",
  saved: "पॅनलची भाषा सेव्ह झाली.",
  unknown: "English, मराठी किंवा हिन्दी निवडा.",
  said: {
    [PENDING_PAYMENTS_MESSAGE]: `आधीच ${f.count(MAX_PENDING_PAYMENTS)} पेमेंट स्क्रीनशॉट तपासणीसाठी थांबले आहेत. ते तपासले की नवीन पाठवता येईल.`,
  },
});
export default account;
