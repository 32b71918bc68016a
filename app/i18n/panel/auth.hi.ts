import { rules } from "#app/domain/field-rules";
import { RESET_LINK_MINUTES } from "#app/domain/password-reset";
import type { Book, Texts } from "../book";
import type en from "./auth.en";

const { min, max } = rules.newPassword;

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  signIn: {
    title: "एडमिन पैनल लॉगिन",
    userName: "यूज़रनेम",
    password: "पासवर्ड",
    login: "लॉगिन करें",
    loggingIn: "लॉगिन हो रहा है…",
    forgot: "पासवर्ड भूल गए?",
    passwordSent: "(पासवर्ड आपके ई-मेल आईडी पर भेजा गया है)",
    sessionExpired: "सेशन ख़त्म हो गया, फिर से लॉगिन करें",
    throttled: (minutes) => `लॉगिन की बहुत कोशिशें हुईं। ${f.count(minutes)} मिनट बाद फिर कोशिश करें।`,
  },
  forgot: {
    title: "पासवर्ड भूल गए?",
    meta: "पासवर्ड भूल गए",
    intro: "जिस ई-मेल आईडी से आप लॉगिन करते हैं, वह लिखें। नया पासवर्ड चुनने के लिए हम उस पर लिंक भेजेंगे।",
    email: "ई-मेल आईडी",
    send: "लिंक भेजें",
    mobileUsers: "अगर आप मोबाइल नंबर से लॉगिन करते हैं, तो पासवर्ड बदलने के लिए Yaadi सपोर्ट से कहें।",
    sent: `अगर यह ई-मेल आईडी किसी एडमिन का है, तो नया पासवर्ड चुनने का लिंक उस पर भेज दिया गया है। यह एक बार, ${f.count(RESET_LINK_MINUTES)} मिनट तक चलेगा।`,
    backToLogin: "लॉगिन पर वापस",
  },
  reset: {
    title: "नया पासवर्ड चुनें",
    meta: "नया पासवर्ड",
    save: "नया पासवर्ड सेव करें",
    askAgain: "नया लिंक मँगाएँ",
  },
  change: {
    title: "अपना पासवर्ड बदलें",
    welcome: (shopName) => `${shopName} में आपका स्वागत है। आगे बढ़ने से पहले अपना पासवर्ड चुनें।`,
    oldPassword: "पुराना पासवर्ड",
    oldHint: "ई-मेल में आया पासवर्ड।",
    submit: "पासवर्ड बदलें",
  },
  newPassword: {
    label: "नया पासवर्ड",
    hint: `${f.count(min)} से ${f.count(max)} अक्षर।`,
    again: "नया पासवर्ड दोबारा",
  },
  mail: {
    reset: (link) => ({
      subject: "अपने Yaadi एडमिन पैनल के लिए नया पासवर्ड चुनें",
      text: [
        "किसी ने आपके Yaadi एडमिन पैनल का पासवर्ड बदलने का अनुरोध किया है।",
        "",
        `नया पासवर्ड यहाँ चुनें (यह लिंक एक बार, ${f.count(RESET_LINK_MINUTES)} मिनट तक चलेगा):`,
        link,
        "",
        "अगर यह अनुरोध आपने नहीं किया, तो इस ई-मेल को छोड़ दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
      ].join("\n"),
    }),
    newPassword: (p) => ({
      subject: `आपकी Yaadi दुकान ${p.shopName} के लिए नया पासवर्ड`,
      text: [
        "Yaadi टीम ने आपकी दुकान के एडमिन पैनल के लिए नया पासवर्ड रखा है।",
        "",
        `एडमिन पैनल: ${p.adminLink}`,
        `यूज़रनेम: ${p.userName}`,
        `पासवर्ड: ${p.password}`,
        "",
        "लॉगिन करने पर आपसे अपना पासवर्ड चुनने को कहा जाएगा।",
      ].join("\n"),
    }),
  },
  error: {
    notFound: "पेज नहीं मिला",
    refused: "यह नहीं हो सका",
    failed: "कुछ गड़बड़ हो गई",
    notFoundDetail: "आपने जो पेज खोला, वह मौजूद नहीं है।",
    tryAgain: "थोड़ी देर बाद फिर कोशिश करें।",
    openAgain: "पेज फिर से खोलें",
    home: "होम पेज पर जाएँ",
    offline: "आप ऑफ़लाइन हैं",
    offlineDetail: "इंटरनेट कनेक्शन के बिना यह पेज नहीं खुलता। कनेक्शन वापस आने पर इसे फिर से खोलें।",
  },
  said: {
    "User name": "यूज़रनेम",
    Password: "पासवर्ड",
    "New password": "नया पासवर्ड",
    "Old password": "पुराना पासवर्ड",
    "Email-id": "ई-मेल आईडी",
    "Something went wrong... Try again": "कुछ गड़बड़ हो गई... फिर कोशिश करें",
    "Invalid username... Try again": "यूज़रनेम ग़लत है... फिर कोशिश करें",
    "Invalid password... Try again": "पासवर्ड ग़लत है... फिर कोशिश करें",
    "This store's account is closed. Its data is deleted 30 days after closing.":
      "इस दुकान का खाता बंद हो गया है। बंद होने के 30 दिन बाद इसकी जानकारी हटा दी जाती है।",
    "Entered old password is wrong, try again": "पुराना पासवर्ड ग़लत है, फिर कोशिश करें",
    "Password is modified successfully": "पासवर्ड बदल दिया गया है",
    "Too many requests. Please try again in an hour.": "बहुत ज़्यादा अनुरोध आए। एक घंटे बाद फिर कोशिश करें।",
    "This link is either expired or invalid.": "यह लिंक पुराना हो गया है या ग़लत है।",
    "Your password is changed. Log in with the new password.": "आपका पासवर्ड बदल गया है। नए पासवर्ड से लॉगिन करें।",
    "Something went wrong... refresh this page": "कुछ गड़बड़ हो गई... यह पेज रिफ़्रेश करें",
  },
});
export default texts;
