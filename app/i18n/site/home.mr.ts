import { MARKETING_PRICE_RUPEES } from "#app/domain/plans";
import type { Book, Texts } from "../book";
import type en from "./home.en";

const PRICE_PAISE = MARKETING_PRICE_RUPEES * 100;

const home: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  title: `Yaadi – तुमचे दुकान ऑनलाइन, ${f.count(3)} पायऱ्यांत`,
  description: `${f.count(3)} पायऱ्यांत तुमचे दुकान ऑनलाइन आणा. ग्राहक त्यांची यादी व्हॉट्सॲपवर पाठवतात. दरमहा ${f.money(PRICE_PAISE)}, पहिला महिना मोफत.`,
  shopLogin: "दुकान लॉगिन",
  invalidUrl: "तुम्ही उघडलेली दुकानाची लिंक बरोबर नाही. लिंक तपासा, किंवा खालीलपैकी एखादे डेमो दुकान उघडा.",
  headline: `${f.count(3)} पायऱ्यांत तुमचे दुकान ऑनलाइन. ऑर्डर व्हॉट्सॲपवर येतात.`,
  lead: "किराणा, भाजी, मिठाई आणि सुकामेव्याच्या दुकानांना स्वतःची लिंक मिळते. ग्राहक उत्पादने निवडतात, त्यांची यादी बनवतात आणि व्हॉट्सॲपवर तुम्हाला पाठवतात.",
  perMonth: `दरमहा ${f.money(PRICE_PAISE)}`,
  firstMonthFree: "· पहिला महिना मोफत",
  startNow: "आता सुरू करा",
  demos: "डेमो दुकान पाहा",
  demo: {
    demoveggiestore: { name: "भाजी आणि फळे", note: `भाजी ${f.count(250)} ग्रॅमप्रमाणे, फळे किलोप्रमाणे` },
    demogrocerystore: { name: "किराणा", note: "पीठ, डाळ, तेल, मसाले आणि रोजच्या गरजा" },
    demodryfruitstore: { name: "सुकामेवा", note: "बदाम, काजू, अंजीर आणि गिफ्ट बॉक्स" },
  },
  howItWorks: "हे कसे चालते",
  steps: [
    { title: "दुकानाचे नाव निवडा", text: "तेच तुमची लिंक बनते, जसे yaadi.in/ramkirana." },
    {
      title: "दुकानाचा प्रकार निवडा",
      text: `भाजीच्या दुकानात ${f.count(100)}+ भाज्या आणि फळे आधीच जोडलेली असतात.`,
    },
    { title: "तुमचा ई-मेल द्या", text: "तुमचे युजरनेम आणि पासवर्ड ई-मेलने येतात. तुमची लिंक ग्राहकांना पाठवा." },
  ],
  questions: "काही प्रश्न? आमच्याशी बोला.",
  contactUs: "व्हॉट्सॲपवर संपर्क करा",
  footer: "Yaadi · भारतातील छोट्या दुकानांसाठी ऑनलाइन दुकाने",
  whatsAppText: "नमस्कार Yaadi, मला माझ्या दुकानासाठी ऑनलाइन दुकानाबद्दल अधिक माहिती हवी आहे.",
});
export default home;
