import { rules } from "#app/domain/field-rules";
import { RESET_LINK_MINUTES } from "#app/domain/password-reset";
import type { Book, Texts } from "../book";
import type en from "./auth.en";

const { min, max } = rules.newPassword;

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  signIn: {
    title: "ॲडमिन पॅनल लॉगिन",
    userName: "युजरनेम",
    password: "पासवर्ड",
    login: "लॉगिन करा",
    loggingIn: "लॉगिन होत आहे…",
    forgot: "पासवर्ड विसरलात?",
    passwordSent: "(पासवर्ड तुमच्या ई-मेल आयडीवर पाठवला आहे)",
    sessionExpired: "सेशन संपले, पुन्हा लॉगिन करा",
    throttled: (minutes) => `लॉगिनचे खूप प्रयत्न झाले. ${f.count(minutes)} मिनिटांनी पुन्हा प्रयत्न करा.`,
  },
  forgot: {
    title: "पासवर्ड विसरलात?",
    meta: "पासवर्ड विसरलात",
    intro: "तुम्ही ज्या ई-मेल आयडीने लॉगिन करता तो लिहा. नवा पासवर्ड निवडण्यासाठी आम्ही त्यावर लिंक पाठवू.",
    email: "ई-मेल आयडी",
    send: "लिंक पाठवा",
    mobileUsers: "तुम्ही मोबाइल नंबरने लॉगिन करत असाल, तर पासवर्ड बदलण्यासाठी Yaadi सपोर्टला सांगा.",
    sent: `हा ई-मेल आयडी एखाद्या ॲडमिनचा असेल, तर नवा पासवर्ड निवडण्याची लिंक त्यावर पाठवली आहे. ती एकदाच, ${f.count(RESET_LINK_MINUTES)} मिनिटे चालेल.`,
    backToLogin: "लॉगिनकडे परत",
  },
  reset: {
    title: "नवा पासवर्ड निवडा",
    meta: "नवा पासवर्ड",
    save: "नवा पासवर्ड सेव्ह करा",
    askAgain: "नवी लिंक मागवा",
  },
  change: {
    title: "तुमचा पासवर्ड बदला",
    welcome: (shopName) => `${shopName} मध्ये स्वागत आहे. पुढे जाण्याआधी तुमचा स्वतःचा पासवर्ड निवडा.`,
    oldPassword: "जुना पासवर्ड",
    oldHint: "ई-मेलमध्ये आलेला पासवर्ड.",
    submit: "पासवर्ड बदला",
  },
  newPassword: {
    label: "नवा पासवर्ड",
    hint: `${f.count(min)} ते ${f.count(max)} अक्षरे.`,
    again: "नवा पासवर्ड पुन्हा",
  },
  mail: {
    reset: (link) => ({
      subject: "तुमच्या Yaadi ॲडमिन पॅनलसाठी नवा पासवर्ड निवडा",
      text: [
        "कोणीतरी तुमच्या Yaadi ॲडमिन पॅनलचा पासवर्ड बदलण्याची विनंती केली आहे.",
        "",
        `नवा पासवर्ड इथे निवडा (ही लिंक एकदाच, ${f.count(RESET_LINK_MINUTES)} मिनिटे चालेल):`,
        link,
        "",
        "ही विनंती तुम्ही केली नसेल, तर हा ई-मेल सोडून द्या: तुमचा पासवर्ड आहे तसाच राहील.",
      ].join("\n"),
    }),
    newPassword: (p) => ({
      subject: `तुमच्या Yaadi दुकान ${p.shopName} साठी नवा पासवर्ड`,
      text: [
        "Yaadi टीमने तुमच्या दुकानाच्या ॲडमिन पॅनलसाठी नवा पासवर्ड ठेवला आहे.",
        "",
        `ॲडमिन पॅनल: ${p.adminLink}`,
        `युजरनेम: ${p.userName}`,
        `पासवर्ड: ${p.password}`,
        "",
        "लॉगिन केल्यावर तुम्हाला तुमचा स्वतःचा पासवर्ड निवडायला सांगितले जाईल.",
      ].join("\n"),
    }),
  },
  error: {
    notFound: "पेज सापडले नाही",
    refused: "हे करता आले नाही",
    failed: "काहीतरी चुकले",
    notFoundDetail: "तुम्ही उघडलेले पेज अस्तित्वात नाही.",
    tryAgain: "थोड्या वेळाने पुन्हा प्रयत्न करा.",
    openAgain: "पेज पुन्हा उघडा",
    home: "मुख्य पेजवर जा",
    offline: "तुम्ही ऑफलाइन आहात",
    offlineDetail: "इंटरनेट कनेक्शनशिवाय हे पेज उघडत नाही. कनेक्शन परत आल्यावर ते पुन्हा उघडा.",
  },
  said: {
    "User name": "युजरनेम",
    Password: "पासवर्ड",
    "New password": "नवा पासवर्ड",
    "Old password": "जुना पासवर्ड",
    "Email-id": "ई-मेल आयडी",
    "Something went wrong... Try again": "काहीतरी चुकले... पुन्हा प्रयत्न करा",
    "Invalid username... Try again": "युजरनेम चुकीचे आहे... पुन्हा प्रयत्न करा",
    "Invalid password... Try again": "पासवर्ड चुकीचा आहे... पुन्हा प्रयत्न करा",
    "This store's account is closed. Its data is deleted 30 days after closing.":
      "या दुकानाचे खाते बंद झाले आहे. बंद केल्यापासून 30 दिवसांनी त्याची माहिती हटवली जाते.",
    "Entered old password is wrong, try again": "जुना पासवर्ड चुकीचा आहे, पुन्हा प्रयत्न करा",
    "Password is modified successfully": "पासवर्ड बदलला आहे",
    "Too many requests. Please try again in an hour.": "खूप विनंत्या आल्या. एका तासाने पुन्हा प्रयत्न करा.",
    "This link is either expired or invalid.": "ही लिंक जुनी झाली आहे किंवा चुकीची आहे.",
    "Your password is changed. Log in with the new password.": "तुमचा पासवर्ड बदलला आहे. नव्या पासवर्डने लॉगिन करा.",
    "Something went wrong... refresh this page": "काहीतरी चुकले... हे पेज रिफ्रेश करा",
  },
});
export default texts;
