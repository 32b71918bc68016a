import type { Book, Texts } from "../book";
import type en from "./registration.en";

const registration: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  heading: "रजिस्ट्रेशन फ़ॉर्म",
  description: "Yaadi पर ऑनलाइन दुकान के लिए अपनी दुकान रजिस्टर करें।",
  instruction: "अपनी जानकारी भरें और ‘रजिस्टर करें’ दबाएँ: व्हाट्सऐप हमारे लिए एक मैसेज के साथ खुलेगा, उसे भेजें और हम आपको फ़ोन करेंगे।",
  tenDigits: `${f.count(10)} अंक, +91 के बिना।`,
  register: "रजिस्टर करें",
  greeting: (v) =>
    `नमस्ते! मैं ${v.ownerName.trim()} हूँ। मैंने अपनी दुकान "${v.shopName.trim()}" (${v.city.trim()}) Yaadi पर रजिस्टर की है। कृपया मेरी ऑनलाइन दुकान बनाएँ।`,
  said: {
    "Shop name": "दुकान का नाम",
    "Owner name": "मालिक का नाम",
    Address: "पता",
    City: "शहर",
    Pincode: "पिनकोड",
    "WhatsApp number": "व्हाट्सऐप नंबर",
    "Mobile number": "मोबाइल नंबर",
    "Email id": "ई-मेल आईडी",
    "Too many registrations from this connection. Please try again in an hour.":
      "इस कनेक्शन से बहुत ज़्यादा रजिस्ट्रेशन हुए। एक घंटे बाद फिर कोशिश करें।",
    "Too many registrations for this WhatsApp number. Please try again tomorrow.":
      "इस व्हाट्सऐप नंबर के लिए बहुत ज़्यादा रजिस्ट्रेशन हुए। कल फिर कोशिश करें।",
    "Too many registrations just now. Please try again in an hour.":
      "अभी बहुत ज़्यादा रजिस्ट्रेशन आ रहे हैं। एक घंटे बाद फिर कोशिश करें।",
    "Something went wrong... Try again": "कुछ गड़बड़ हो गई... फिर कोशिश करें",
  },
});
export default registration;
