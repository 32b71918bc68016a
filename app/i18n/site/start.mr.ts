import { rules } from "#app/domain/field-rules";
import type { Book, Texts } from "../book";
import type en from "./start.en";

const { min, max } = rules.storeName;

/** The seed's store types (app/domain/shop-types.ts), by id. */
const SHOP_TYPES: Record<number, string> = {
  1: "किराणा / ग्रोसरी",
  2: "भाजी आणि फळे",
  3: "मिठाई",
  4: "सुकामेवा",
  5: "खाद्यपदार्थ",
  6: "इतर प्रकारचे दुकान",
  7: "डाएट क्लिनिक",
  8: "जनरल स्टोअर",
};

const start: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  heading: "तुमचे ऑनलाइन दुकान बनवा",
  description: `${f.count(3)} पायऱ्यांत तुमचे दुकान ऑनलाइन आणा.`,
  step: (step, of) => `${f.count(of)} पैकी पायरी ${f.count(step)}`,
  storeName: "दुकानाचे नाव",
  storeNameHint: `${f.count(min)} ते ${f.count(max)} इंग्रजी अक्षरे, अंक किंवा अंडरस्कोर (_). हीच तुमच्या दुकानाची लिंक बनते.`,
  yourLink: (url) => `तुमची लिंक: /${url}`,
  next: "पुढे",
  checkName: "नाव तपासा",
  checking: "तपासत आहे…",
  storeType: "दुकानाचा प्रकार",
  selectStoreType: "दुकानाचा प्रकार निवडा",
  shopType: (id, name) => SHOP_TYPES[id] ?? name,
  productType: "मालाचा प्रकार",
  productTypeHint: "तुमच्या दुकानात काय विकता? उदा.: स्टेशनरी, हार्डवेअर, फुले.",
  back: "मागे",
  email: "ई-मेल आयडी",
  emailHint: "हेच तुमचे युजरनेम. तुमचा पासवर्ड या ई-मेलवर पाठवला जाईल.",
  create: "दुकान बनवा",
  creating: "बनवत आहे…",
  created: "तुमचे दुकान तयार झाले",
  createdNext: "तुमचे दुकान उघडा, मग ॲडमिन पॅनलमध्ये लॉगिन करून दुकानाची माहिती भरा आणि दुकान सुरू करा.",
  openStore: (url) => `तुमचे दुकान उघडा: /${url}`,
  goToPanel: "ॲडमिन पॅनलवर जा: /adminpanel",
  mail: (p) => ({
    subject: `तुमचे Yaadi दुकान ${p.storeName} तयार आहे`,
    text: [
      "Yaadi मध्ये स्वागत आहे!",
      "",
      `तुमचे ऑनलाइन दुकान "${p.storeName}" तयार झाले आहे.`,
      "",
      `दुकानाची लिंक: ${p.storeLink}`,
      `ॲडमिन पॅनल: ${p.adminLink}`,
      "",
      `युजरनेम: ${p.userName}`,
      `पासवर्ड: ${p.password}`,
      "",
      "पहिल्यांदा लॉगिन केल्यावर तुम्हाला नवा पासवर्ड निवडायला सांगितले जाईल.",
      "दुकान सुरू करण्यासाठी ॲडमिन पॅनलमधील होम पेज सेटिंग्ज भरा.",
      "पहिला महिना मोफत आहे.",
    ].join("\n"),
  }),
  said: {
    "Store name": "दुकानाचे नाव",
    "Store type": "दुकानाचा प्रकार",
    "Product type": "मालाचा प्रकार",
    "Email-id": "ई-मेल आयडी",
    "Oh! This name is already taken! Try some other name": "अरेरे! हे नाव आधीच घेतलेले आहे! दुसरे नाव वापरून पाहा",
    "This name is reserved. Try some other name": "हे नाव राखीव आहे. दुसरे नाव वापरून पाहा",
    "Congratulations, this name is available!": "अभिनंदन, हे नाव मिळू शकते!",
    "Something went wrong, refresh this page.": "काहीतरी चुकले, हे पेज रिफ्रेश करा.",
    "Oh! This email-id is already registered,  Try some other name":
      "अरेरे! हा ई-मेल आयडी आधीच नोंदलेला आहे, दुसरा ई-मेल आयडी वापरून पाहा",
    "Username and password is emailed to you.": "युजरनेम आणि पासवर्ड तुम्हाला ई-मेलने पाठवले आहेत.",
    "Too many stores were created from this connection. Try again in an hour.":
      "या कनेक्शनवरून खूप दुकाने बनवली गेली. एका तासाने पुन्हा प्रयत्न करा.",
  },
});
export default start;
