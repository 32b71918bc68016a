import type { Book, Texts } from "../book";
import type en from "./header.en";

const header: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  billingMode: "बिलिंग मोड",
  adminPanel: "ॲडमिन पॅनल",
  dealer: (name) => `डीलर: ${name}`,
  aboutTheShop: ", दुकानाविषयी",
  checkout: "ऑर्डर करा",
  viewCart: "यादी पाहा",
  itemCount: (count) => ` (${f.count(count)})`,
  offline: (word) => `तुम्ही ऑफलाइन आहात. मागच्या भेटीतल्या किमतींनी तुम्ही वस्तू पाहू शकता आणि ${word} बनवू शकता.`,
  notActivated: "हे दुकान अजून सुरू झालेले नाही. सुरू करण्यासाठी ॲडमिन पॅनलमध्ये लॉगिन करा.",
  paused: "हे दुकान सध्या ऑर्डर घेत नाही. कृपया दुकानाशी संपर्क करा.",
  moving: "हे दुकान अद्ययावत केले जात आहे, त्यामुळे एक मिनिट ऑर्डर घेत नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.",
  restoring: "हे दुकान बॅकअपमधून पुन्हा आणले जात आहे, त्यामुळे आत्ता ऑर्डर घेत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.",
  closed: {
    title: "हे दुकान बंद झाले आहे",
    text: (shopName) => `${shopName} ने आपले ऑनलाइन दुकान बंद केले आहे. कृपया थेट दुकानाशी संपर्क करा.`,
  },
  whatsApp: (number) => `व्हॉट्सॲप ${number}`,
  madeWithYaadi: "Yaadi ने बनवले",
  language: "भाषा",
});
export default header;
