import type { ListWord } from "#app/domain/cart";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type { ListKind } from "../yaadi/en";
import common from "./common.hi";
import type en from "./order.en";

/** "आपकी लिस्ट", "आपका कार्ट", "आपका बिल": the list with the word that agrees with it. */
const your = (kind: ListKind) => (kind === "Yaadi" ? "आपकी लिस्ट" : kind === "Cart" ? "आपका कार्ट" : "आपका बिल");
const fromYour = (word: ListWord) => (word === "Cart" ? "आपके कार्ट से" : "आपकी लिस्ट से");
const order: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  whatsAppNumber: (number) => `व्हाट्सऐप: ${number}`,

  messages: {
    emptyYaadi: "लिस्ट खाली है, ऑर्डर नहीं हो सकता।",
    emptyCart: "कार्ट खाली है, ऑर्डर नहीं हो सकता।",
    emptyBill: "बिल में कुछ नहीं है",
    guest: "गेस्ट के तौर पर ऑर्डर नहीं कर सकते। यह पेज रिफ्रेश करें",
    enterDetails: "पहले अपनी जानकारी भरें।",
    failed: "कुछ गड़बड़ हो गई... थोड़ी देर बाद फिर कोशिश करें",
    opening: "व्हाट्सऐप खुल रहा है... रुकिए...",
    minimumAmount: (paise) => `कम से कम ${f.money(paise)} की खरीदारी करनी होगी`,
    minimumCount: (count) => `कम से कम ${f.count(count)} सामान लेने होंगे`,
    changed: (word) => `आपके दुकान खोलने के बाद कुछ सामान बदल गए हैं। नीचे ${your(word)} देखें और फिर से भेजें।`,
    rateLimitedClient: "इस फ़ोन से बहुत बार कोशिश हुई। कुछ मिनट बाद फिर कोशिश करें।",
    rateLimitedShop: "यह दुकान अभी बहुत व्यस्त है। कुछ मिनट बाद फिर कोशिश करें।",
    unreadable: "यह ऑर्डर पढ़ा नहीं जा सका। यह पेज रिफ्रेश करें और फिर से कोशिश करें।",
    tooManyLines: (limit) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${f.count(limit)} सामान हो सकते हैं।`,
    offStep: (name, unitId) =>
      unitId === 1
        ? `${name} सिर्फ़ पूरी गिनती में मिलता है।`
        : `${name} ${common(f).quantity(UNITS[unitId].stepMilli, unitId)} के हिसाब से मिलता है।`,
  },

  changes: {
    outOfStock: (name, word) => `${name} स्टॉक में नहीं है, इसलिए ${fromYour(word)} हटा दिया गया।`,
    unavailable: (name, word) => `${name} अब नहीं मिलता, इसलिए ${fromYour(word)} हटा दिया गया।`,
    unavailableUnnamed: (word) => `अब न मिलने वाला एक सामान ${fromYour(word)} हटा दिया गया।`,
    unavailableCount: (count, word) => `अब न मिलने वाले ${f.count(count)} सामान ${fromYour(word)} हटा दिए गए।`,
    price: (name, nowPaise, wasPaise, per) =>
      `${name}: अब दाम ${f.money(nowPaise)}${per} है (पहले ${f.money(wasPaise)}${per})।`,
    delivery: (paise) => `डिलीवरी चार्ज अब ${f.money(paise)} है।`,
    noDelivery: "अब कोई डिलीवरी चार्ज नहीं है।",
    net: (paise) => `कुल देय रकम अब ${f.money(paise)} है।`,
  },
  ok: "ठीक है",

  customerForm: {
    title: "आपकी जानकारी",
    notice:
      "आपका नाम, व्हाट्सऐप नंबर, पता और ऑर्डर रखे जाते हैं ताकि यह दुकान ऑर्डर पहुँचा सके और उसके बारे में आपसे बात कर सके। यह जानकारी सिर्फ़ यही दुकान देखती है। इसे हटाने के लिए आप अपने ऑर्डर के पेज से कह सकते हैं।",
    name: "नाम",
    whatsApp: "व्हाट्सऐप नंबर",
    address: "पता",
    proceed: "खरीदारी शुरू करें",
    guest: "गेस्ट के तौर पर आगे बढ़ें",
  },
});
export default order;
