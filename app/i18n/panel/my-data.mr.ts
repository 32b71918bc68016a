import type { Book, Texts } from "../book";
import type en from "./my-data.en";
import type { ReadmeFacts } from "./my-data.en";

const myData: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: "माझा सगळा डेटा डाउनलोड करा",
  intro:
    "तुमच्या दुकानाचे Yaadi मध्ये ठेवलेले सगळे एका ZIP फाइलमध्ये: प्रॉडक्ट्स, कॅटेगरी, ब्रँड, ऑफर, ग्राहक, यादी, बिले, उधार, सेटिंग्ज आणि फोटो. यात तुमच्या ग्राहकांची माहिती आहे: फाइल जपून ठेवा.",
  open: "तयार करा आणि डाउनलोड करा",
  start: "माझा डेटा तयार करा",
  starting: "सुरू होत आहे…",
  waiting: "सुरू होण्याची वाट पाहत आहे…",
  copying: (done: number, total: number) => `तुमच्या नोंदी कॉपी होत आहेत: ${f.count(total)} पैकी ${f.count(done)} टेबल`,
  packing: (done: number, total: number) => `फाइल्स भरत आहे: ${f.count(total)} पैकी ${f.count(done)}`,
  preparing: "तुमची फाइल तयार होत आहे. तुम्ही हे पान सोडून नंतर परत येऊ शकता; फाइल 7 दिवस ठेवली जाते.",
  ready: "तुमची फाइल तयार आहे.",
  download: "ZIP डाउनलोड करा",
  downloadOf: (made: string) => `${made} ला तयार केलेली ZIP डाउनलोड करा`,
  failed: "फाइल तयार होऊ शकली नाही. कृपया पुन्हा तयार करा.",
  tooMany: "गेल्या 24 तासांत तुम्ही 3 फाइल्स तयार केल्या आहेत. कृपया उद्या पुन्हा प्रयत्न करा.",
  gone: "ही फाइल आता ठेवलेली नाही. कृपया पुन्हा तयार करा.",
  earlier: "गेल्या 7 दिवसांच्या फाइल्स",
  made: (at: number) => f.date(at),
  size: (bytes: number) =>
    bytes < 1_048_576
      ? `${f.count(Math.max(1, Math.ceil(bytes / 1024)))} केबी`
      : `${f.count(Math.round(bytes / 1_048_576))} एमबी`,
  readme: (facts: ReadmeFacts) =>
    [
      `${facts.shop} (${facts.url}) चा Yaadi मध्ये ठेवलेला सगळा डेटा, ${facts.day} रोजी.`,
      "",
      "data/      प्रत्येक प्रकारच्या नोंदींसाठी एक फोल्डर (प्रॉडक्ट्स, ग्राहक, यादी, बिले, उधार…),",
      "           एका ओळीत एक नोंद (JSON lines), Yaadi ठेवते तशी",
      "images/    तुमचा लोगो, दुकानाचे फोटो, कॅटेगरी आणि प्रॉडक्टचे फोटो, पेमेंटचे स्क्रीनशॉट",
      "manifest.json  प्रत्येक प्रकारच्या किती नोंदी, आणि प्रत्येक फाइलची तपासणी (SHA-256)",
      "",
      "प्रत्येक प्रकारच्या नोंदी:",
      ...facts.tables.filter((t) => t.rows > 0).map((t) => `  ${t.name}: ${f.count(t.rows)}`),
      "",
      "या फाइलमधून Yaadi तुमचे दुकान पुन्हा उभे करू शकते: फाइल आहे तशीच ठेवा.",
    ].join("\n"),
});

export default myData;
