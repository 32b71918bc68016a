import { milliToDecimal } from "#app/domain/quantity";
import type { Book, Texts } from "../book";
import type en from "./common.en";

/** Quantities as a shopkeeper says them: ग्राम below a kilogram, किलो from one up, a count as a plain number. */
const common: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const kilograms = (milli: number) => `${f.digits(milliToDecimal(milli))} किलो`;
  return {
    list: (word) => (word === "Cart" ? "कार्ट" : "लिस्ट"),
    quantity: (milli, unitId) => {
      if (unitId === 1) return f.digits(milliToDecimal(milli));
      if (unitId === 3) return kilograms(milli);
      return milli < 1000 ? `${f.digits(Math.trunc(milli))} ग्राम` : kilograms(milli);
    },
    perKg: "/किलो",
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
  };
};
export default common;
