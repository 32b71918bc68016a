import type { Book, Texts } from "../book";
import type en from "./en";

const book: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  invalid: "ही लिंक जुनी झाली आहे किंवा चुकीची आहे.",
  cancelled: "ही यादी रद्द झाली आहे.",
  throttled: "या फोनवरून खूप चुकीच्या ऑर्डर लिंक उघडल्या गेल्या. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  startShopping: "खरेदी सुरू करा",
  startAgain: "पुन्हा खरेदी करा",
  home: "मुख्य पान",
  title: (id, shopName) => `यादी क्र. ${f.digits(id)} – ${shopName}`,
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
  forget: {
    heading: "तुमची माहिती",
    button: "माझी माहिती हटवा",
    confirmHeading: "तुमची माहिती हटवायची?",
    whatGoes:
      "हे दुकान तुमचे नाव, व्हॉट्सॲप नंबर आणि पत्ता काढून टाकेल. तुमच्या ऑर्डर राहतील, पण त्यांच्याशिवाय. आधीच बनलेल्या बिलावर कायद्यानुसार त्या वेळची माहिती तशीच राहते.",
    whatGoesAccount:
      "हे दुकान तुमचे नाव, व्हॉट्सॲप नंबर आणि पत्ता काढून टाकेल. तुम्ही घेतलेले आणि भरलेले पैसे हिशोबाच्या वहीत नावाऐवजी एका क्रमांकाने राहतील. आधीच बनलेल्या बिलावर कायद्यानुसार त्याची माहिती तशीच राहते.",
    confirm: "हो, माझी माहिती हटवा",
    cancel: "रद्द करा",
    asked: (when) => `तुमची विनंती ${when} रोजी दुकानाला पाठवली.`,
    next: "दुकान तुमचे नाव, व्हॉट्सॲप नंबर आणि पत्ता काढून टाकेल. मग हे पान तसे सांगेल.",
    declined: (reason) => `दुकानाने तुमची माहिती हटवली नाही: ${reason}`,
    done: "तुमच्या विनंतीनुसार तुमची माहिती हटवली आहे.",
    deletedName: "माहिती हटवली",
    failed: "हे पाठवता आले नाही. कृपया पान पुन्हा उघडून परत प्रयत्न करा.",
  },
  statement: {
    title: (shopName) => `${shopName} मधील तुमचा हिशोब`,
    heading: "तुमचा हिशोब",
    due: "तुमच्याकडे बाकी",
    advance: "आगाऊ दिलेले",
    settled: "काहीही बाकी नाही.",
    ageHeading: "बाकी किती जुनी आहे",
    ages: {
      "0-30": `${f.digits("0–30")} दिवस`,
      "31-60": `${f.digits("31–60")} दिवस`,
      "61-90": `${f.digits("61–90")} दिवस`,
      "90+": `${f.digits("90")} दिवसांहून जास्त`,
    },
    entries: "नोंदी",
    none: "अजून नोंद नाही.",
    kinds: { opening: "सुरुवातीची बाकी", sale: "उधार घेतले", payment: "दिले", reversal: "दुरुस्ती" },
    methods: { cash: "रोख", upi: "यूपीआय", other: "इतर" },
    cancelled: "रद्द",
    balanceAfter: (paise) => `बाकी: ${f.money(paise)}`,
  },
});
export default book;
