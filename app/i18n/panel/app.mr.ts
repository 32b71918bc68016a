import type { Book, Texts } from "../book";
import type en from "./app.en";

const app: Book<Texts<ReturnType<typeof en>>> = () => ({
  name: "Yaadi ॲडमिन",
  shortName: "Yaadi ॲडमिन",
  description: "तुमच्या दुकानाच्या याद्या, उत्पादने आणि सेटिंग्ज, आणि प्रत्येक नवी ऑर्डर येताक्षणी.",
  clinic: {
    name: "Yaadi क्लिनिक",
    shortName: "Yaadi क्लिनिक",
    description: "तुमच्या क्लिनिकचे क्लायंट, डाएट आणि क्लायंट शीट.",
  },
  offline: {
    title: "तुम्ही ऑफलाइन आहात",
    detail: "या फोनवर इंटरनेट कनेक्शन नाही, त्यामुळे ही स्क्रीन उघडत नाही. काहीही हरवलेले नाही: कनेक्शन परत आल्यावर ती उघडेल.",
    tryAgain: "पुन्हा प्रयत्न करा",
  },
});
export default app;
