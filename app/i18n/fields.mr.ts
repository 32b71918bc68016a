import type { Book, Texts } from "./book";
import type en from "./fields.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  required: (label) => `${label} भरा`,
  notAllowed: (label) => `${label} मध्ये न चालणारी अक्षरे आहेत.`,
  onlyDigits: "फक्त अंक लिहा",
  space: "जागा (space) चालणार नाही",
  symbol: (symbol) => `अंडरस्कोर (_) सोडून इतर चिन्हे चालणार नाहीत, तुम्ही ${symbol} वापरले आहे`,
  allDigits: "फक्त अंक चालणार नाहीत, काही अक्षरेही वापरा",
  email: "योग्य ई-मेल आयडी लिहा",
  minCharacters: (limit) => `किमान ${f.count(limit)} अक्षरे हवीत`,
  maxCharacters: (limit) => `जास्तीत जास्त ${f.count(limit)} अक्षरे चालतील`,
  minDigits: (limit) => `किमान ${f.count(limit)} अंक हवेत`,
  maxDigits: (limit) => `जास्तीत जास्त ${f.count(limit)} अंक चालतील`,
  passwordsDoNotMatch: "दोन्ही पासवर्ड जुळत नाहीत",
});
export default texts;
