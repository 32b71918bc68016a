import { ratePercent } from "#app/domain/gst/rates";
import type { Book, Texts } from "../book";
import type en from "./gst.en";

const MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
const monthOf = (day: string) => Number(day.slice(5, 7)) - 1;

const gst: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  period: "महीना या तिमाही",
  months: "महीने",
  quarters: "तिमाही",
  show: "दिखाएँ",
  month: (from) => `${MONTHS[monthOf(from)]} ${f.digits(from.slice(0, 4))}`,
  quarter: (from, to) => `${MONTHS[monthOf(from)]}–${MONTHS[monthOf(to)]} ${f.digits(to.slice(0, 4))}`,
  byRate: (period) => `दर के हिसाब से टैक्स, ${period}`,
  rate: "दर",
  ratePercent: (rateBp) => (rateBp === 0 ? `${f.digits(0)}% (कर-मुक्त)` : `${f.digits(ratePercent(rateBp))}%`),
  taxable: "कर योग्य राशि",
  cgst: "सीजीएसटी",
  sgst: "एसजीएसटी",
  igst: "आईजीएसटी",
  total: "कुल",
  noBills: "इस अवधि में कोई बिल नहीं।",
  withoutHsn: (n) =>
    `${f.count(n)} तरह के माल का बिल एचएसएन कोड के बिना बना: उसे उत्पाद (उत्पाद) में भरें, अगले बिलों पर वह आएगा।`,
  documents: "जारी बिल",
  first: "पहला नंबर",
  last: "आख़िरी नंबर",
  count: "कितने",
  cancelled: "रद्द",
  files: "जीएसटी पोर्टल के लिए फ़ाइलें",
  filesText: "जीएसटी ऑफ़लाइन टूल के लिए: हर फ़ाइल उसमें खोलें, जाँचें, फिर रिटर्न अपलोड करें।",
  file: {
    b2cs: "बी2सी छोटे",
    hsn: "एचएसएन सारांश",
    docs: "जारी बिल",
    b2b: "जीएसटीआईएन वाले ख़रीदारों के बिल",
  },
  setInSettings: "आपकी दुकान का जीएसटी पंजीकरण स्टोर सेटिंग्स में भरा जाता है।",
  cmp08: (quarter) => `सीएमपी-08 के लिए टर्नओवर, ${quarter}:`,
  said: {
    "Choose a month or a quarter from the list.": "सूची से महीना या तिमाही चुनें।",
    "GST returns are for shops with a regular GST registration.":
      "जीएसटी रिटर्न नियमित जीएसटी पंजीकरण वाली दुकानों के लिए हैं।",
  },
});
export default gst;
