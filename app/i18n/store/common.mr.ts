import { milliToDecimal } from "#app/domain/quantity";
import type { Book, Texts } from "../book";
import type en from "./common.en";

/** Quantities as a shopkeeper says them: ग्राम below a kilogram, किलो from one up, a count as a plain number. */
const common: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const kilograms = (milli: number) => `${f.digits(milliToDecimal(milli))} किलो`;
  return {
    list: (word) => (word === "Cart" ? "कार्ट" : "यादी"),
    quantity: (milli, unitId) => {
      if (unitId === 1) return f.digits(milliToDecimal(milli));
      if (unitId === 3) return kilograms(milli);
      return milli < 1000 ? `${f.digits(Math.trunc(milli))} ग्रॅम` : kilograms(milli);
    },
    perKg: "/किलो",
    error: {
      notFound: "पेज सापडले नाही",
      refused: "हे करता आले नाही",
      failed: "काहीतरी चुकले",
      notFoundDetail: "तुम्ही उघडलेले पेज अस्तित्वात नाही.",
      tryAgain: "थोड्या वेळाने पुन्हा प्रयत्न करा.",
      openAgain: "पेज पुन्हा उघडा",
      home: "मुख्य पेजवर जा",
      offline: "तुम्ही ऑफलाइन आहात",
      offlineDetail: "इंटरनेट कनेक्शनशिवाय हे पेज उघडत नाही. कनेक्शन परत आल्यावर ते पुन्हा उघडा.",
    },
  };
};
export default common;
