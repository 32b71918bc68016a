import type { Book, Texts } from "../book";
import fields from "../fields.mr";
import type en from "./common.en";

const common: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  language: "भाषा",
  fields: fields(f),
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
});
export default common;
