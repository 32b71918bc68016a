import type { Book, Texts } from "../book";
import fields from "../fields.hi";
import type en from "./common.en";

const common: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  language: "भाषा",
  fields: fields(f),
  error: {
    notFound: "पेज नहीं मिला",
    refused: "यह नहीं हो सका",
    failed: "कुछ गड़बड़ हो गई",
    notFoundDetail: "आपने जो पेज खोला, वह मौजूद नहीं है।",
    tryAgain: "थोड़ी देर बाद फिर कोशिश करें।",
    openAgain: "पेज फिर से खोलें",
    home: "होम पेज पर जाएँ",
    offline: "आप ऑफ़लाइन हैं",
    offlineDetail: "इंटरनेट कनेक्शन के बिना यह पेज नहीं खुलता। कनेक्शन वापस आने पर इसे फिर से खोलें।",
  },
});
export default common;
