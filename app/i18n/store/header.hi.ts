import type { Book, Texts } from "../book";
import type en from "./header.en";

const header: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  billingMode: "बिलिंग मोड",
  adminPanel: "एडमिन पैनल",
  dealer: (name) => `डीलर: ${name}`,
  aboutTheShop: ", दुकान के बारे में",
  checkout: "ऑर्डर करें",
  viewCart: "लिस्ट देखें",
  itemCount: (count) => ` (${f.count(count)})`,
  offline: (word) => `आप ऑफ़लाइन हैं। पिछली बार की कीमतों से आप सामान देख सकते हैं और अपनी ${word} बना सकते हैं।`,
  notActivated: "यह दुकान अभी चालू नहीं हुई है। चालू करने के लिए एडमिन पैनल में लॉगिन करें।",
  paused: "यह दुकान अभी ऑर्डर नहीं ले रही है। कृपया दुकान से संपर्क करें।",
  moving: "इस दुकान को अपडेट किया जा रहा है, इसलिए यह एक मिनट तक ऑर्डर नहीं ले रही है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  restoring: "यह दुकान बैकअप से वापस लाई जा रही है, इसलिए अभी ऑर्डर नहीं ले रही। कृपया कुछ मिनट बाद फिर कोशिश करें।",
  closed: {
    title: "यह दुकान बंद हो गई है",
    text: (shopName) => `${shopName} ने अपनी ऑनलाइन दुकान बंद कर दी है। कृपया सीधे दुकान से संपर्क करें।`,
  },
  whatsApp: (number) => `व्हाट्सऐप ${number}`,
  madeWithYaadi: "Yaadi से बना",
  language: "भाषा",
});
export default header;
