import { ratePercent } from "#app/domain/gst/rates";
import type { Book, Texts } from "../book";
import type en from "./tax.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  shop: {
    title: "कर (जीएसटी)",
    lead: "तुमच्या दुकानाच्या बिलांसाठी तुमची जीएसटी नोंदणी.",
    kinds: {
      none: "नोंदणी नाही",
      composition: "कंपोझिशन योजना",
      regular: "नियमित जीएसटी",
    },
    kindHints: {
      none: "तुमची बिले साधी बिले असतात: GSTIN नाही, कर नाही.",
      composition: "तुमची बिले ‘बिल ऑफ सप्लाय’ असतात: त्यावर GSTIN असतो, कर लावला जात नाही.",
      regular: "तुमची बिले टॅक्स इनव्हॉइस असतात: CGST आणि SGST, दुसऱ्या राज्यातल्या ग्राहकाला IGST.",
    },
    gstinHint: "15 अक्षरे व अंक, जीएसटी प्रमाणपत्रावर आहे तसा",
    chooseState: "तुमचे राज्य निवडा",
    stateHint: "तुमची जीएसटी नोंदणी ज्या राज्यात आहे ते: GSTIN त्याच्या कोडने सुरू होतो.",
    legalNameHint: "व्यवसायाचे कायदेशीर नाव, जीएसटी प्रमाणपत्रावर आहे तसे",
    turnover: {
      upto5cr: "₹5 कोटीपर्यंत",
      above5cr: "₹5 कोटींपेक्षा जास्त",
    },
    turnoverHint: "मागच्या वर्षीची उलाढाल: 5 कोटीपर्यंत बिलावर HSN चे 4 अंक, त्यापेक्षा जास्त असल्यास 6.",
    save: "कर सेटिंग्ज सेव्ह करा",
    updated: "कर सेटिंग्ज सेव्ह झाल्या.",
  },
  product: {
    legend: "कर (जीएसटी)",
    hsnHint: "4, 6 किंवा 8 अंक, खरेदीच्या बिलावर आहे तसा. माहीत नसेल तर रिकामा ठेवा.",
    rateOption: (bp) => (bp === 0 ? "0% (करमुक्त)" : `${ratePercent(bp)}%`),
    hsnShort: (needs) => `तुमची उलाढाल 5 कोटींपेक्षा जास्त आहे: बिलावर HSN चे ${f.count(needs)} अंक हवेत. बाकीचे अंक लिहा.`,
  },
  bulk: {
    hint: "हवे ते HSN कोड आणि जीएसटी दर बदला, मग सगळ्यांसाठी एकदाच ‘सेव्ह करा’ दाबा.",
    changed: (n) => `${f.count(n)} उत्पादने बदलली`,
    save: (n) => `बदल सेव्ह करा (${f.count(n)})`,
    noChanges: "अजून काही बदलले नाही",
    saved: (n) => `${f.count(n)} उत्पादनांचा कर सेव्ह झाला.`,
    fixFirst: "आधी लाल खूण असलेल्या ओळी दुरुस्त करा.",
  },
  said: {
    "GST registration": "जीएसटी नोंदणी",
    GSTIN: "GSTIN नंबर",
    State: "राज्य",
    "Legal name": "कायदेशीर नाव",
    Turnover: "उलाढाल",
    "Enter the GSTIN as on your GST certificate: 15 letters and digits":
      "जीएसटी प्रमाणपत्रावर आहे तसा GSTIN लिहा: 15 अक्षरे व अंक",
    "The GSTIN's first two digits are not a state's GST code": "GSTIN चे पहिले दोन अंक कोणत्याही राज्याचा जीएसटी कोड नाहीत",
    "This GSTIN's last character does not match the others: check it for a typing mistake":
      "या GSTIN चे शेवटचे अक्षर बाकीच्यांशी जुळत नाही: टायपिंगची चूक तपासा",
    "The GSTIN's first two digits must be the code of the state chosen":
      "GSTIN चे पहिले दोन अंक निवडलेल्या राज्याचा कोड असायला हवेत",
    "HSN code": "HSN कोड",
    "GST rate": "जीएसटी दर",
    "Enter an HSN code of 4, 6 or 8 digits, or leave it empty": "4, 6 किंवा 8 अंकांचा HSN कोड लिहा, किंवा रिकामा ठेवा",
    "Choose a GST rate from the list": "यादीतून जीएसटी दर निवडा",
    "Write one of the GST rates 0, 0.25, 3, 5, 18, 28 or 40": "जीएसटी दर यापैकी एक लिहा: 0, 0.25, 3, 5, 18, 28 किंवा 40",
    "Nothing changed yet": "अजून काही बदलले नाही",
    "Too many rows in one save": "एका वेळी खूप ओळी सेव्ह होत नाहीत",
  },
});
export default texts;
