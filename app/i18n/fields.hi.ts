import type { Book, Texts } from "./book";
import type en from "./fields.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  required: (label) => `${label} भरें`,
  notAllowed: (label) => `${label} में ऐसे अक्षर हैं जो नहीं चलते।`,
  onlyDigits: "सिर्फ़ अंक लिखें",
  space: "स्पेस नहीं चलेगा",
  symbol: (symbol) => `अंडरस्कोर (_) के अलावा कोई चिह्न नहीं चलेगा, आपने ${symbol} लिखा है`,
  allDigits: "सिर्फ़ अंक नहीं चलेंगे, कुछ अक्षर भी लिखें",
  email: "सही ई-मेल आईडी लिखें",
  minCharacters: (limit) => `कम से कम ${f.count(limit)} अक्षर चाहिए`,
  maxCharacters: (limit) => `ज़्यादा से ज़्यादा ${f.count(limit)} अक्षर चलेंगे`,
  minDigits: (limit) => `कम से कम ${f.count(limit)} अंक चाहिए`,
  maxDigits: (limit) => `ज़्यादा से ज़्यादा ${f.count(limit)} अंक चलेंगे`,
  passwordsDoNotMatch: "दोनों पासवर्ड मेल नहीं खाते",
});
export default texts;
