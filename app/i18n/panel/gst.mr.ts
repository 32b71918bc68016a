import { ratePercent } from "#app/domain/gst/rates";
import type { Book, Texts } from "../book";
import type en from "./gst.en";

const MONTHS = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"];
const monthOf = (day: string) => Number(day.slice(5, 7)) - 1;

const gst: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  period: "महिना किंवा तिमाही",
  months: "महिने",
  quarters: "तिमाही",
  show: "दाखवा",
  month: (from) => `${MONTHS[monthOf(from)]} ${f.digits(from.slice(0, 4))}`,
  quarter: (from, to) => `${MONTHS[monthOf(from)]}–${MONTHS[monthOf(to)]} ${f.digits(to.slice(0, 4))}`,
  byRate: (period) => `दरानुसार कर, ${period}`,
  rate: "दर",
  ratePercent: (rateBp) => (rateBp === 0 ? `${f.digits(0)}% (करमुक्त)` : `${f.digits(ratePercent(rateBp))}%`),
  taxable: "करपात्र रक्कम",
  cgst: "सीजीएसटी",
  sgst: "एसजीएसटी",
  igst: "आयजीएसटी",
  total: "एकूण",
  noBills: "या काळात एकही बिल नाही.",
  withoutHsn: (n) =>
    `${f.count(n)} प्रकारच्या मालाचे बिल एचएसएन कोडशिवाय झाले: तो उत्पादनात (उत्पादने) भरा, पुढच्या बिलांवर तो येईल.`,
  documents: "दिलेली बिले",
  first: "पहिला क्रमांक",
  last: "शेवटचा क्रमांक",
  count: "किती",
  cancelled: "रद्द",
  files: "जीएसटी पोर्टलसाठी फाइल",
  filesText: "जीएसटी ऑफलाइन टूलसाठी: प्रत्येक फाइल त्यात उघडा, तपासा, मग रिटर्न अपलोड करा.",
  file: {
    b2cs: "बी२सी लहान",
    hsn: "एचएसएन सारांश",
    docs: "दिलेली बिले",
    b2b: "जीएसटीआयएन असलेल्या खरेदीदारांची बिले",
  },
  setInSettings: "तुमच्या दुकानाची जीएसटी नोंदणी स्टोअर सेटिंग्जमध्ये भरली जाते.",
  cmp08: (quarter) => `सीएमपी-०८ साठी उलाढाल, ${quarter}:`,
  said: {
    "Choose a month or a quarter from the list.": "यादीतून महिना किंवा तिमाही निवडा.",
    "GST returns are for shops with a regular GST registration.":
      "जीएसटी रिटर्न नियमित जीएसटी नोंदणी असलेल्या दुकानांसाठी आहेत.",
  },
});
export default gst;
