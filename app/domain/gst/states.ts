/**
 * India's states and union territories by their GST state codes: the first two digits of a GSTIN, the place of supply
 * on a bill and in the returns ("27-Maharashtra"). The one list of them; names as a shop writes them in each language.
 * Codes 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014) are no longer issued.
 */
export const GST_STATES = [
  { code: "01", en: "Jammu and Kashmir", mr: "जम्मू आणि काश्मीर", hi: "जम्मू और कश्मीर" },
  { code: "02", en: "Himachal Pradesh", mr: "हिमाचल प्रदेश", hi: "हिमाचल प्रदेश" },
  { code: "03", en: "Punjab", mr: "पंजाब", hi: "पंजाब" },
  { code: "04", en: "Chandigarh", mr: "चंदीगड", hi: "चंडीगढ़" },
  { code: "05", en: "Uttarakhand", mr: "उत्तराखंड", hi: "उत्तराखंड" },
  { code: "06", en: "Haryana", mr: "हरियाणा", hi: "हरियाणा" },
  { code: "07", en: "Delhi", mr: "दिल्ली", hi: "दिल्ली" },
  { code: "08", en: "Rajasthan", mr: "राजस्थान", hi: "राजस्थान" },
  { code: "09", en: "Uttar Pradesh", mr: "उत्तर प्रदेश", hi: "उत्तर प्रदेश" },
  { code: "10", en: "Bihar", mr: "बिहार", hi: "बिहार" },
  { code: "11", en: "Sikkim", mr: "सिक्कीम", hi: "सिक्किम" },
  { code: "12", en: "Arunachal Pradesh", mr: "अरुणाचल प्रदेश", hi: "अरुणाचल प्रदेश" },
  { code: "13", en: "Nagaland", mr: "नागालँड", hi: "नागालैंड" },
  { code: "14", en: "Manipur", mr: "मणिपूर", hi: "मणिपुर" },
  { code: "15", en: "Mizoram", mr: "मिझोराम", hi: "मिज़ोरम" },
  { code: "16", en: "Tripura", mr: "त्रिपुरा", hi: "त्रिपुरा" },
  { code: "17", en: "Meghalaya", mr: "मेघालय", hi: "मेघालय" },
  { code: "18", en: "Assam", mr: "आसाम", hi: "असम" },
  { code: "19", en: "West Bengal", mr: "पश्चिम बंगाल", hi: "पश्चिम बंगाल" },
  { code: "20", en: "Jharkhand", mr: "झारखंड", hi: "झारखंड" },
  { code: "21", en: "Odisha", mr: "ओडिशा", hi: "ओडिशा" },
  { code: "22", en: "Chhattisgarh", mr: "छत्तीसगड", hi: "छत्तीसगढ़" },
  { code: "23", en: "Madhya Pradesh", mr: "मध्य प्रदेश", hi: "मध्य प्रदेश" },
  { code: "24", en: "Gujarat", mr: "गुजरात", hi: "गुजरात" },
  {
    code: "26",
    en: "Dadra and Nagar Haveli and Daman and Diu",
    mr: "दादरा नगर हवेली आणि दमण दीव",
    hi: "दादरा नगर हवेली और दमन दीव",
  },
  { code: "27", en: "Maharashtra", mr: "महाराष्ट्र", hi: "महाराष्ट्र" },
  { code: "29", en: "Karnataka", mr: "कर्नाटक", hi: "कर्नाटक" },
  { code: "30", en: "Goa", mr: "गोवा", hi: "गोवा" },
  { code: "31", en: "Lakshadweep", mr: "लक्षद्वीप", hi: "लक्षद्वीप" },
  { code: "32", en: "Kerala", mr: "केरळ", hi: "केरल" },
  { code: "33", en: "Tamil Nadu", mr: "तमिळनाडू", hi: "तमिलनाडु" },
  { code: "34", en: "Puducherry", mr: "पुदुच्चेरी", hi: "पुदुचेरी" },
  { code: "35", en: "Andaman and Nicobar Islands", mr: "अंदमान आणि निकोबार बेटे", hi: "अंडमान और निकोबार द्वीपसमूह" },
  { code: "36", en: "Telangana", mr: "तेलंगणा", hi: "तेलंगाना" },
  { code: "37", en: "Andhra Pradesh", mr: "आंध्र प्रदेश", hi: "आंध्र प्रदेश" },
  { code: "38", en: "Ladakh", mr: "लडाख", hi: "लद्दाख" },
  { code: "97", en: "Other Territory", mr: "इतर प्रदेश", hi: "अन्य क्षेत्र" },
] as const;

export type GstState = (typeof GST_STATES)[number];
export type StateCode = GstState["code"];

const byCode = new Map<string, GstState>(GST_STATES.map((s) => [s.code, s]));

export function isStateCode(code: string): code is StateCode {
  return byCode.has(code);
}

export function gstState(code: string): GstState | undefined {
  return byCode.get(code);
}

/** The returns' way of naming a place of supply: "27-Maharashtra". */
export function placeOfSupplyLabel(code: string): string {
  const state = byCode.get(code);
  return state ? `${state.code}-${state.en}` : code;
}

const squeeze = (s: string) => s.toLowerCase().replace(/[^a-z\u0900-\u097f]+/g, "");
const byName = new Map<string, StateCode>(
  GST_STATES.flatMap((s) => [s.en, s.mr, s.hi].map((name) => [squeeze(name), s.code] as const)),
);
// Names shops write that are not the list's own.
for (const [name, code] of [
  ["orissa", "21"],
  ["pondicherry", "34"],
  ["newdelhi", "07"],
  ["nctofdelhi", "07"],
  ["jammukashmir", "01"],
  ["uttaranchal", "05"],
] as const) {
  byName.set(name, code);
}

/** The state a shop's free-text state names ("maharashtra", "महाराष्ट्र", "Orissa"), if it names one. */
export function stateCodeOfName(name: string): StateCode | undefined {
  return byName.get(squeeze(name));
}
