import type { ListWord } from "#app/domain/cart";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type { ListKind } from "../yaadi/en";
import common from "./common.mr";
import type en from "./order.en";

/** "तुमची यादी", "तुमचे कार्ट", "तुमचे बिल": the list with the word that agrees with it. */
const your = (kind: ListKind) => (kind === "Yaadi" ? "तुमची यादी" : kind === "Cart" ? "तुमचे कार्ट" : "तुमचे बिल");
const fromYour = (word: ListWord) => (word === "Cart" ? "तुमच्या कार्टमधून" : "तुमच्या यादीतून");
const order: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  whatsAppNumber: (number) => `व्हॉट्सॲप: ${number}`,

  messages: {
    emptyYaadi: "यादी रिकामी आहे, ऑर्डर करता येणार नाही.",
    emptyCart: "कार्ट रिकामे आहे, ऑर्डर करता येणार नाही.",
    emptyBill: "बिलात काहीही नाही",
    guest: "गेस्ट म्हणून ऑर्डर करता येत नाही. हे पेज रिफ्रेश करा",
    enterDetails: "आधी तुमची माहिती भरा.",
    failed: "काहीतरी चुकले... थोड्या वेळाने पुन्हा प्रयत्न करा",
    opening: "व्हॉट्सॲप उघडत आहे... थांबा...",
    minimumAmount: (paise) => `किमान ${f.money(paise)} ची खरेदी करावी लागेल`,
    minimumCount: (count) => `किमान ${f.count(count)} वस्तू घ्याव्या लागतील`,
    changed: (word) => `तुम्ही दुकान उघडल्यानंतर काही वस्तू बदलल्या आहेत. खाली ${your(word)} तपासा आणि पुन्हा पाठवा.`,
    rateLimitedClient: "या फोनवरून खूप वेळा प्रयत्न झाले. काही मिनिटांनी पुन्हा प्रयत्न करा.",
    rateLimitedShop: "दुकानात आत्ता खूप गर्दी आहे. काही मिनिटांनी पुन्हा प्रयत्न करा.",
    unreadable: "ही ऑर्डर वाचता आली नाही. हे पेज रिफ्रेश करा आणि पुन्हा प्रयत्न करा.",
    tooManyLines: (limit) => `एका ऑर्डरमध्ये जास्तीत जास्त ${f.count(limit)} वस्तू असू शकतात.`,
    offStep: (name, unitId) =>
      unitId === 1
        ? `${name} फक्त पूर्ण संख्येत मिळते.`
        : `${name} ${common(f).quantity(UNITS[unitId].stepMilli, unitId)} च्या पटीत मिळते.`,
  },

  changes: {
    outOfStock: (name, word) => `${name} स्टॉकमध्ये नाही, म्हणून ${fromYour(word)} काढले.`,
    unavailable: (name, word) => `${name} आता मिळत नाही, म्हणून ${fromYour(word)} काढले.`,
    unavailableUnnamed: (word) => `आता न मिळणारी एक वस्तू ${fromYour(word)} काढली.`,
    unavailableCount: (count, word) => `आता न मिळणाऱ्या ${f.count(count)} वस्तू ${fromYour(word)} काढल्या.`,
    price: (name, nowPaise, wasPaise, per) =>
      `${name}: आता किंमत ${f.money(nowPaise)}${per} (आधी ${f.money(wasPaise)}${per}).`,
    delivery: (paise) => `डिलिव्हरी चार्ज आता ${f.money(paise)}.`,
    noDelivery: "आता डिलिव्हरी चार्ज नाही.",
    net: (paise) => `एकूण देय रक्कम आता ${f.money(paise)}.`,
  },
  ok: "ठीक आहे",

  customerForm: {
    title: "तुमची माहिती",
    notice:
      "तुमचे नाव, व्हॉट्सॲप नंबर, पत्ता आणि ऑर्डर ठेवल्या जातात, म्हणजे हे दुकान ऑर्डर पोचवू शकेल आणि त्याबद्दल तुमच्याशी बोलू शकेल. ही माहिती फक्त हेच दुकान पाहते. ती हटवायला तुमच्या ऑर्डरच्या पानावरून सांगू शकता.",
    name: "नाव",
    whatsApp: "व्हॉट्सॲप नंबर",
    address: "पत्ता",
    proceed: "खरेदी सुरू करा",
    guest: "गेस्ट म्हणून पुढे जा",
  },
});
export default order;
