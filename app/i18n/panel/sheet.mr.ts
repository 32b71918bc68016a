import { UNIT_NAMES as FILE_UNIT_NAMES } from "#app/domain/admin/sheet-words";
import type { Book, Texts } from "../book";
import type en from "./sheet.en";

type Said = Texts<ReturnType<typeof en>>;

const COLUMN_NAMES: Said["columns"] = {
  Name: "नाव",
  "Regional name": "स्थानिक नाव",
  Information: "माहिती",
  MRP: "एमआरपी",
  "Final price": "विक्री किंमत",
  Unit: "एकक",
  Instock: "स्टॉक",
  Rating: "रेटिंग",
  Category: "विभाग",
  Brand: "ब्रँड",
  "Search words": "शोध शब्द",
  HSN: "HSN कोड",
  "GST Rate": "जीएसटी दर",
};

const columnName = (heading: string) => (COLUMN_NAMES as Record<string, string>)[heading] ?? heading;
const list = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} आणि ${names.at(-1)}`;

const texts: Book<Said> = (f) => ({
  pageTitle: (shopUrl) => `उत्पादनांची शीट-${shopUrl}`,
  heading: "उत्पादनांची शीट",
  download: "1. डाउनलोड करा",
  downloadLead: (productCount, productsLimit) =>
    `तुमच्या दुकानाची ${f.plural(productCount) === "one" ? "" : "सगळी "}${f.count(productCount)} ${f.plural(productCount) === "one" ? "उत्पादन" : "उत्पादने"} (प्लॅन: जास्तीत जास्त ${f.count(productsLimit)} उत्पादने), Excel किंवा दुसऱ्या स्प्रेडशीटमध्ये बदलण्यासाठी.`,
  downloadButton: "उत्पादनांची शीट डाउनलोड करा",
  upload: "2. अपलोड करा",
  keepRows:
    "डाउनलोड केलेल्या शीटमधली प्रत्येक ओळ ठेवा. नाव, माहिती, एमआरपी, विक्री किंमत, एकक, स्टॉक, रेटिंग, HSN कोड किंवा जीएसटी दर बदला (शीटमधल्या स्तंभांची नावे English मध्ये आहेत).",
  newRow: "नवीन उत्पादन नवीन ओळीत लिहा आणि त्याचा ID रिकामा ठेवा.",
  readOnly: {
    before: (columns) => `${list(columns.map(columnName))} फक्त माहितीसाठी दाखवले आहेत: अपलोडने ते बदलत नाहीत (ते `,
    link: "उत्पादने",
    after: " मध्ये बदला).",
  },
  values: (_units) =>
    "एकक आणि स्टॉक: शीटमध्ये जसे लिहिले आहे तसेच, English मध्ये लिहा (दुसऱ्या ओळीतून कॉपी करा). रेटिंग: 1 ते 10. किमती रुपयांत. HSN कोड: 4, 6 किंवा 8 अंक, किंवा रिकामा. जीएसटी दर: 0, 0.25, 3, 5, 18, 28 किंवा 40 (रिकामा: 0).",
  saveAs: (kb) =>
    `“CSV” (यूटीएफ-8) म्हणून सेव्ह करा, ${f.count(kb)} केबी पेक्षा लहान (लहान करण्यासाठी फक्त माहितीसाठी असलेले स्तंभ काढून टाका).`,
  file: "उत्पादनांची शीट (CSV)",
  analyse: "तपासा",
  analysing: "तपासत आहे…",
  ready: "वरचा सारांश तपासा, ‘सारांश तपासला’ वर खूण करा, मग ‘शीट अपलोड करा’: सगळ्या ओळी एकत्र जातात.",
  cannotUpload: "या शीटमधून काहीही अपलोड होऊ शकत नाही: ती दुरुस्त करा, पुन्हा निवडा आणि तपासा.",
  summaryChecked: "सारांश तपासला",
  uploadButton: "शीट अपलोड करा",
  uploading: "अपलोड होत आहे…",
  tickSummaryChecked: "आधी ‘सारांश तपासला’ वर खूण करा.",
  nothingWritten: "काहीही सेव्ह झाले नाही: पुन्हा तपासल्यावर ही शीट अपलोड करता येत नाही.",
  done: "उत्पादने बदलली आणि जोडली गेली!",
  summary: {
    heading: "सारांश",
    rows: "शीटमधील ओळी",
    toAdd: "जोडायची",
    toUpdate: "बदलायची",
    unchanged: "बदल नाही",
    rejected: "नाकारलेली",
    matches: "जोडण्यासारखे किंवा बदलण्यासारखे काही नाही: शीट दुकानाशी जुळते.",
    group: (title, count) => `${title} (${f.count(count)})`,
    noName: "(नाव नाही)",
    empty: "(रिकामे)",
    row: (row) => `ओळ ${f.count(row)}`,
    id: (id) => `ID क्र. ${id}`,
    added: (v) =>
      `${v.information ? `${v.information} · ` : ""}एमआरपी ${f.money(v.mrpPaise)} · विक्री किंमत ${f.money(v.pricePaise)} · ${v.unit} · ${v.inStock ? "स्टॉकमध्ये" : "स्टॉक नाही"} · रेटिंग ${f.count(v.rating)}`,
  },
  columns: COLUMN_NAMES,
  analysis: {
    noRows: "शीटमध्ये उत्पादनांची एकही ओळ नाही.",
    columnsMissing: (columns) => `हे स्तंभ नाहीत: ${columns.map((c) => `${c} (${columnName(c)})`).join(", ")}.`,
    notInSheet: (products, more) =>
      `शीटमध्ये नाहीत: ID ${products.map((p) => `${p.id} (${p.name})`).join(", ")}${more > 0 ? ` आणि आणखी ${f.count(more)}` : ""}.`,
    sheetAdds: (added, existing, limit) =>
      `शीट ${f.count(added)} ${f.plural(added) === "one" ? "उत्पादन" : "उत्पादने"} जोडते; दुकानात ${f.count(limit)} पैकी ${f.count(existing)} आहेत.`,
    repeatedId: (id, row) => `ID ${id} ओळ ${f.count(row)} मध्येही आहे`,
    unknownUnit: (text) => `‘${text}’ चालणार नाही; शीटमध्ये यापैकी एक लिहा: ${FILE_UNIT_NAMES.join(", ")}`,
    reason: (column, message) => `${columnName(column)}: ${message}`,
    tooBig: (maxBytes) => `फाईल ${f.count(Math.floor(maxBytes / 1000))} केबी पेक्षा लहान असावी`,
  },
  said: {
    "Sorry...products without ID": "माफ करा... उत्पादनांना ID नाही",
    "Products Mismatch.. Use latest downloaded file...": "उत्पादने जुळत नाहीत.. नुकतीच डाउनलोड केलेली फाईल वापरा...",
    "Do not write ID for new products...": "नवीन उत्पादनांसाठी ID लिहू नका...",
    "Rating should be from 1 to 10": "रेटिंग 1 ते 10 पर्यंत असावे",
    "Enter a smaller price": "कमी किंमत लिहा",
    "Unit is required": "एकक भरा",
  },
});
export default texts;
