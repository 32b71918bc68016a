import { MARKETING_PRICE_RUPEES } from "#app/domain/plans";
import type { Book, Texts } from "../book";
import type en from "./home.en";

const PRICE_PAISE = MARKETING_PRICE_RUPEES * 100;

const home: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: `Yaadi – आपकी दुकान ऑनलाइन, ${f.count(3)} कदमों में`,
  description: `${f.count(3)} कदमों में अपनी दुकान ऑनलाइन लाएँ। ग्राहक अपनी यादी व्हाट्सऐप पर भेजते हैं। ${f.money(PRICE_PAISE)} महीना, पहला महीना मुफ़्त।`,
  shopLogin: "दुकान लॉगिन",
  invalidUrl: "आपने दुकान का जो लिंक खोला, वह सही नहीं है। लिंक जाँचें, या नीचे कोई डेमो दुकान खोलें।",
  headline: `${f.count(3)} कदमों में आपकी दुकान ऑनलाइन। ऑर्डर व्हाट्सऐप पर आते हैं।`,
  lead: "किराना, सब्ज़ी, मिठाई और सूखे मेवे की दुकानों को अपना लिंक मिलता है। ग्राहक उत्पाद चुनते हैं, अपनी यादी बनाते हैं और व्हाट्सऐप पर आपको भेजते हैं।",
  perMonth: `${f.money(PRICE_PAISE)} महीना`,
  firstMonthFree: "· पहला महीना मुफ़्त",
  startNow: "अभी शुरू करें",
  demos: "डेमो दुकान देखें",
  demo: {
    demoveggiestore: { name: "सब्ज़ी और फल", note: `सब्ज़ी ${f.count(250)} ग्राम के हिसाब से, फल किलो के हिसाब से` },
    demogrocerystore: { name: "किराना", note: "आटा, दाल, तेल, मसाले और रोज़ की ज़रूरतें" },
    demodryfruitstore: { name: "सूखे मेवे", note: "बादाम, काजू, अंजीर और गिफ़्ट बॉक्स" },
  },
  howItWorks: "यह कैसे काम करता है",
  steps: [
    { title: "दुकान का नाम चुनें", text: "यही आपका लिंक बनता है, जैसे yaadi.in/ramkirana।" },
    {
      title: "दुकान का प्रकार चुनें",
      text: `सब्ज़ी की दुकानों में ${f.count(100)}+ सब्ज़ियाँ और फल पहले से जुड़े होते हैं।`,
    },
    { title: "अपना ई-मेल दें", text: "आपका यूज़रनेम और पासवर्ड ई-मेल पर आता है। अपना लिंक ग्राहकों को भेजें।" },
  ],
  questions: "कोई सवाल? हमसे बात करें।",
  contactUs: "व्हाट्सऐप पर संपर्क करें",
  footer: "Yaadi · भारत की छोटी दुकानों के लिए ऑनलाइन दुकानें",
  whatsAppText: "नमस्ते Yaadi, मुझे अपनी दुकान के लिए ऑनलाइन दुकान के बारे में और जानकारी चाहिए।",
});
export default home;
