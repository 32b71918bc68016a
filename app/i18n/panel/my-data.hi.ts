import type { Book, Texts } from "../book";
import type en from "./my-data.en";
import type { ReadmeFacts } from "./my-data.en";

const myData: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: "मेरा पूरा डेटा डाउनलोड करें",
  intro:
    "आपकी दुकान का Yaadi में रखा सब कुछ एक ZIP फ़ाइल में: प्रोडक्ट, कैटेगरी, ब्रांड, ऑफ़र, ग्राहक, यादी, बिल, उधार, सेटिंग्स और फ़ोटो। इसमें आपके ग्राहकों की जानकारी है: फ़ाइल सँभालकर रखें।",
  open: "तैयार करें और डाउनलोड करें",
  start: "मेरा डेटा तैयार करें",
  starting: "शुरू हो रहा है…",
  waiting: "शुरू होने का इंतज़ार…",
  copying: (done: number, total: number) => `आपके रिकॉर्ड कॉपी हो रहे हैं: ${f.count(total)} में से ${f.count(done)} टेबल`,
  packing: (done: number, total: number) => `फ़ाइलें भरी जा रही हैं: ${f.count(total)} में से ${f.count(done)}`,
  preparing: "आपकी फ़ाइल तैयार हो रही है। आप यह पेज छोड़कर बाद में लौट सकते हैं; फ़ाइल 7 दिन रखी जाती है।",
  ready: "आपकी फ़ाइल तैयार है।",
  download: "ZIP डाउनलोड करें",
  downloadOf: (made: string) => `${made} को तैयार की गई ZIP डाउनलोड करें`,
  failed: "फ़ाइल तैयार नहीं हो सकी। कृपया फिर से तैयार करें।",
  tooMany: "पिछले 24 घंटों में आप 3 फ़ाइलें तैयार कर चुके हैं। कृपया कल फिर कोशिश करें।",
  gone: "यह फ़ाइल अब नहीं रखी गई है। कृपया फिर से तैयार करें।",
  earlier: "पिछले 7 दिनों की फ़ाइलें",
  made: (at: number) => f.date(at),
  size: (bytes: number) =>
    bytes < 1_048_576
      ? `${f.count(Math.max(1, Math.ceil(bytes / 1024)))} केबी`
      : `${f.count(Math.round(bytes / 1_048_576))} एमबी`,
  readme: (facts: ReadmeFacts) =>
    [
      `${facts.shop} (${facts.url}) का Yaadi में रखा पूरा डेटा, ${facts.day} को।`,
      "",
      "data/      हर तरह के रिकॉर्ड के लिए एक फ़ोल्डर (प्रोडक्ट, ग्राहक, यादी, बिल, उधार…),",
      "           एक लाइन में एक रिकॉर्ड (JSON lines), जैसे Yaadi रखता है",
      "images/    आपका लोगो, दुकान के फ़ोटो, कैटेगरी और प्रोडक्ट के फ़ोटो, पेमेंट के स्क्रीनशॉट",
      "manifest.json  हर तरह के कितने रिकॉर्ड, और हर फ़ाइल की जाँच (SHA-256)",
      "",
      "हर तरह के रिकॉर्ड:",
      ...facts.tables.filter((t) => t.rows > 0).map((t) => `  ${t.name}: ${f.count(t.rows)}`),
      "",
      "इस फ़ाइल से Yaadi आपकी दुकान फिर से बना सकता है: फ़ाइल जैसी है वैसी ही रखें।",
    ].join("\n"),
});

export default myData;
