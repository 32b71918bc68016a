import { UNIT_NAMES as FILE_UNIT_NAMES } from "#app/domain/admin/sheet-words";
import type { Book, Texts } from "../book";
import type en from "./sheet.en";

type Said = Texts<ReturnType<typeof en>>;

const COLUMN_NAMES: Said["columns"] = {
  Name: "नाम",
  "Regional name": "स्थानीय नाम",
  Information: "जानकारी",
  MRP: "एमआरपी",
  "Final price": "बिक्री कीमत",
  Unit: "इकाई",
  Instock: "स्टॉक",
  Rating: "रेटिंग",
  Category: "श्रेणी",
  Brand: "ब्रांड",
  "Search words": "खोज शब्द",
  HSN: "HSN कोड",
  "GST Rate": "जीएसटी दर",
};

const columnName = (heading: string) => (COLUMN_NAMES as Record<string, string>)[heading] ?? heading;
const list = (names: readonly string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} और ${names.at(-1)}`;

const texts: Book<Said> = (f) => ({
  pageTitle: (shopUrl) => `उत्पादों की शीट-${shopUrl}`,
  heading: "उत्पादों की शीट",
  download: "1. डाउनलोड करें",
  downloadLead: (productCount, productsLimit) =>
    `आपकी दुकान के सभी ${f.count(productCount)} उत्पाद (प्लान: ज़्यादा से ज़्यादा ${f.count(productsLimit)} उत्पाद), Excel या किसी और स्प्रेडशीट में बदलने के लिए।`,
  downloadButton: "उत्पादों की शीट डाउनलोड करें",
  upload: "2. अपलोड करें",
  keepRows:
    "डाउनलोड की गई शीट की हर पंक्ति रखें। नाम, जानकारी, एमआरपी, बिक्री कीमत, इकाई, स्टॉक, रेटिंग, HSN कोड या जीएसटी दर बदलें (शीट में कॉलम के नाम English में हैं)।",
  newRow: "नया उत्पाद नई पंक्ति में लिखें और उसका ID खाली छोड़ें।",
  readOnly: {
    before: (columns) => `${list(columns.map(columnName))} सिर्फ़ जानकारी के लिए दिखाए गए हैं: अपलोड इन्हें नहीं बदलता (इन्हें `,
    link: "उत्पाद",
    after: " में बदलें)।",
  },
  values: (_units) =>
    "इकाई और स्टॉक: शीट में जैसा लिखा है वैसा ही, English में लिखें (किसी दूसरी पंक्ति से कॉपी करें)। रेटिंग: 1 से 10। कीमतें रुपये में। HSN कोड: 4, 6 या 8 अंक, या ख़ाली। जीएसटी दर: 0, 0.25, 3, 5, 18, 28 या 40 (ख़ाली: 0)।",
  saveAs: (kb) =>
    `“CSV” (यूटीएफ़-8) के रूप में सेव करें, ${f.count(kb)} केबी से छोटी (छोटी करने के लिए सिर्फ़ जानकारी वाले कॉलम हटा दें)।`,
  file: "उत्पादों की शीट (CSV)",
  analyse: "जाँचें",
  analysing: "जाँच रहे हैं…",
  ready: "ऊपर का सारांश जाँचें, ‘सारांश जाँच लिया’ पर निशान लगाएँ, फिर ‘शीट अपलोड करें’: सारी पंक्तियाँ एक साथ जाती हैं।",
  cannotUpload: "इस शीट से कुछ भी अपलोड नहीं हो सकता: इसे ठीक करें, फिर से चुनें और जाँचें।",
  summaryChecked: "सारांश जाँच लिया",
  uploadButton: "शीट अपलोड करें",
  uploading: "अपलोड हो रहा है…",
  tickSummaryChecked: "पहले ‘सारांश जाँच लिया’ पर निशान लगाएँ।",
  nothingWritten: "कुछ भी सेव नहीं हुआ: दोबारा जाँचने पर यह शीट अपलोड नहीं हो सकती।",
  done: "उत्पाद बदल गए और जुड़ गए!",
  summary: {
    heading: "सारांश",
    rows: "शीट की पंक्तियाँ",
    toAdd: "जोड़ने हैं",
    toUpdate: "बदलने हैं",
    unchanged: "कोई बदलाव नहीं",
    rejected: "नामंज़ूर",
    matches: "जोड़ने या बदलने को कुछ नहीं: शीट दुकान से मेल खाती है।",
    group: (title, count) => `${title} (${f.count(count)})`,
    noName: "(नाम नहीं)",
    empty: "(खाली)",
    row: (row) => `पंक्ति ${f.count(row)}`,
    id: (id) => `ID नं. ${id}`,
    added: (v) =>
      `${v.information ? `${v.information} · ` : ""}एमआरपी ${f.money(v.mrpPaise)} · बिक्री कीमत ${f.money(v.pricePaise)} · ${v.unit} · ${v.inStock ? "स्टॉक में" : "स्टॉक में नहीं"} · रेटिंग ${f.count(v.rating)}`,
  },
  columns: COLUMN_NAMES,
  analysis: {
    noRows: "शीट में उत्पादों की एक भी पंक्ति नहीं है।",
    columnsMissing: (columns) => `ये कॉलम नहीं हैं: ${columns.map((c) => `${c} (${columnName(c)})`).join(", ")}।`,
    notInSheet: (products, more) =>
      `शीट में नहीं हैं: ID ${products.map((p) => `${p.id} (${p.name})`).join(", ")}${more > 0 ? ` और ${f.count(more)} अन्य` : ""}।`,
    sheetAdds: (added, existing, limit) =>
      `शीट ${f.count(added)} उत्पाद जोड़ती है; दुकान में ${f.count(limit)} में से ${f.count(existing)} हैं।`,
    repeatedId: (id, row) => `ID ${id} पंक्ति ${f.count(row)} में भी है`,
    unknownUnit: (text) => `‘${text}’ नहीं चलेगी; शीट में इनमें से एक लिखें: ${FILE_UNIT_NAMES.join(", ")}`,
    reason: (column, message) => `${columnName(column)}: ${message}`,
    tooBig: (maxBytes) => `फ़ाइल ${f.count(Math.floor(maxBytes / 1000))} केबी से छोटी होनी चाहिए`,
  },
  said: {
    "Sorry...products without ID": "माफ़ कीजिए... उत्पादों का ID नहीं है",
    "Products Mismatch.. Use latest downloaded file...": "उत्पाद मेल नहीं खाते.. सबसे नई डाउनलोड की गई फ़ाइल इस्तेमाल करें...",
    "Do not write ID for new products...": "नए उत्पादों का ID न लिखें...",
    "Rating should be from 1 to 10": "रेटिंग 1 से 10 तक होनी चाहिए",
    "Enter a smaller price": "कम कीमत लिखें",
    "Unit is required": "इकाई भरें",
  },
});
export default texts;
