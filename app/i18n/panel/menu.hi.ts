import type { Book, Texts } from "../book";
import type en from "./menu.en";

const menu: Book<Texts<ReturnType<typeof en>>> = () => ({
  groups: { manage: "प्रबंधन", control: "सेटिंग्स", utilities: "हिसाब और साधन" },
  screens: {
    products: "उत्पाद",
    categories: "श्रेणियाँ",
    brands: "ब्रांड",
    customers: "ग्राहक",
    udhaar: "उधार",
    dealers: "डीलर",
    offers: "खास ऑफ़र",
    prices: "उत्पाद - कीमत",
    stockRating: "उत्पाद - स्टॉक/रेटिंग",
    productsTax: "उत्पाद - टैक्स",
    productImages: "उत्पाद - फ़ोटो",
    masterList: "मास्टर लिस्ट इस्तेमाल करें",
    homePageSettings: "होम पेज सेटिंग्स",
    firstPageSettings: "पहले पेज की सेटिंग्स",
    storeSettings: "दुकान की सेटिंग्स",
    logo: "दुकान का लोगो",
    storeImages: "दुकान की फ़ोटो",
    yaadiSummary: "यादी सारांश",
    yaadies: "यादियाँ",
    productwiseSale: "उत्पाद के हिसाब से बिक्री",
    customerVisits: "ग्राहकों की विज़िट",
    customerData: "ग्राहकों का डेटा",
    productSheet: "उत्पादों की शीट",
    makeYaadi: "यादी बनाएँ",
    bills: "बिल",
    billing: "नकद बिलिंग",
    gstReturns: "जीएसटी रिटर्न",
    clients: "क्लाइंट",
    diets: "डाइट",
    clientSheets: "क्लाइंट शीट",
  },
});
export default menu;
