import type { Book, Texts } from "../book";
import type en from "./common.en";

const common: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  language: "भाषा",
  fields: {
    required: (label) => `${label} भरें`,
    notAllowed: (label) => `${label} में ऐसे अक्षर हैं जो नहीं चलते.`,
    onlyDigits: "सिर्फ़ अंक लिखें",
    space: "स्पेस नहीं चलेगा",
    symbol: (symbol) => `अंडरस्कोर (_) के अलावा कोई चिह्न नहीं चलेगा, आपने ${symbol} लिखा है`,
    allDigits: "सिर्फ़ अंक नहीं चलेंगे, कुछ अक्षर भी लिखें",
    email: "सही ई-मेल आईडी लिखें",
    minCharacters: (limit) => `कम से कम ${f.count(limit)} अक्षर चाहिए`,
    maxCharacters: (limit) => `ज़्यादा से ज़्यादा ${f.count(limit)} अक्षर चलेंगे`,
    minDigits: (limit) => `कम से कम ${f.count(limit)} अंक चाहिए`,
    maxDigits: (limit) => `ज़्यादा से ज़्यादा ${f.count(limit)} अंक चलेंगे`,
  },
  error: {
    notFound: "पेज नहीं मिला",
    refused: "यह नहीं हो सका",
    failed: "कुछ गड़बड़ हो गई",
    notFoundDetail: "आपने जो पेज खोला, वह मौजूद नहीं है।",
    tryAgain: "थोड़ी देर बाद फिर कोशिश करें।",
    openAgain: "पेज फिर से खोलें",
    home: "होम पेज पर जाएँ",
  },
});
export default common;
