import type { Book, Texts } from "../book";
import type en from "./menu.en";

const menu: Book<Texts<ReturnType<typeof en>>> = () => ({
  groups: { manage: "व्यवस्थापन", control: "सेटिंग्ज", utilities: "हिशोब आणि साधने" },
  screens: {
    products: "उत्पादने",
    categories: "विभाग",
    brands: "ब्रँड",
    customers: "ग्राहक",
    udhaar: "उधारी",
    dealers: "डीलर",
    offers: "खास ऑफर",
    prices: "उत्पादने - किंमत",
    stockRating: "उत्पादने - स्टॉक/रेटिंग",
    productsTax: "उत्पादने - कर",
    productImages: "उत्पादने - फोटो",
    masterList: "मास्टर लिस्ट वापरा",
    homePageSettings: "होम पेज सेटिंग्ज",
    firstPageSettings: "पहिल्या पानाच्या सेटिंग्ज",
    storeSettings: "दुकानाच्या सेटिंग्ज",
    logo: "दुकानाचा लोगो",
    storeImages: "दुकानाचे फोटो",
    yaadiSummary: "यादी सारांश",
    yaadies: "याद्या",
    productwiseSale: "उत्पादनानुसार विक्री",
    customerVisits: "ग्राहकांच्या भेटी",
    customerData: "ग्राहकांची माहिती",
    productSheet: "उत्पादनांची शीट",
    makeYaadi: "यादी बनवा",
    bills: "बिले",
    billing: "रोख बिलिंग",
    gstReturns: "जीएसटी रिटर्न",
    clients: "क्लायंट",
    diets: "डाएट",
    clientSheets: "क्लायंट शीट",
  },
});
export default menu;
