import type { Book, Texts } from "../book";
import type en from "./app.en";

const app: Book<Texts<ReturnType<typeof en>>> = () => ({
  name: "Yaadi एडमिन",
  shortName: "Yaadi एडमिन",
  description: "आपकी दुकान की यादियाँ, उत्पाद और सेटिंग्स, और हर नया ऑर्डर आते ही।",
  clinic: {
    name: "Yaadi क्लिनिक",
    shortName: "Yaadi क्लिनिक",
    description: "आपके क्लिनिक के क्लाइंट, डाइट और क्लाइंट शीट।",
  },
  offline: {
    title: "आप ऑफ़लाइन हैं",
    detail: "इस फ़ोन पर इंटरनेट कनेक्शन नहीं है, इसलिए यह स्क्रीन नहीं खुल रही। कुछ भी खोया नहीं है: कनेक्शन वापस आने पर यह खुल जाएगी।",
    tryAgain: "फिर से कोशिश करें",
  },
});
export default app;
