import { MAX_PENDING } from "#app/domain/orders/make-yaadi";
import type { Book, Texts } from "../book";
import type en from "./make-yaadi.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const slot = (n: number) => `यादी ${f.digits(n)}`;
  const items = (count: number) => `${f.count(count)} सामान`;
  const full = `पहले से ${f.count(MAX_PENDING)} यादियाँ अधूरी हैं। नई यादी शुरू करने से पहले एक पूरी करें, या कोई खाली यादी रद्द करें।`;
  const gone = "यह अधूरी यादी अब यहाँ नहीं है: वह किसी दूसरे फ़ोन पर पूरी या रद्द हो गई।";
  return {
    pending: (count, max) => `अधूरी यादियाँ (${f.count(max)} में से ${f.count(count)})`,
    noPending: "कोई यादी अधूरी नहीं है।",
    slot,
    slotItems: (n, count) => `${slot(n)} · ${items(count)}`,
    newYaadi: "नई यादी",
    full,
    gone,
    leave: (n) => `${slot(n)} के बदलाव रखे नहीं गए हैं। उन्हें छोड़कर बाहर जाएँ? (‘बाद के लिए रखें’ से वे रह जाते हैं।)`,

    prepare: {
      search: "सामान खोजें",
      searchHint: "नाम, मराठी नाम या खोज शब्द",
      found: "मिला हुआ सामान",
      noMatch: "मिलता-जुलता सामान नहीं मिला।",
      outOfStock: "स्टॉक में नहीं",
      inYaadi: "यादी में है",
      add: "जोड़ें",
      addName: (name) => `${name} जोड़ें`,
      itemsOf: (n) => `${slot(n)} का सामान`,
      items: (count) => `सामान: ${f.count(count)}`,
      empty: "सामान खोजें और यादी में जोड़ें।",
      grandTotal: "कुल",
      deliveryCharges: "डिलीवरी चार्ज",
      netPayable: "देय रकम",
      step: "हर टैप पर",
      stepKg: (kg) => `${f.count(kg)} किलो`,
      clearName: (name) => `${name} शून्य करें`,
      remove: "हटाएँ",
      removeName: (name) => `${name} हटाएँ`,
      keep: "बाद के लिए रखें",
      cancel: "रद्द करें",
      done: "हो गया",
    },

    customer: {
      heading: (n) => `${slot(n)}: ग्राहक की जानकारी`,
      summary: (count, paise) => `${items(count)} · कुल ₹${f.amount(paise)}`,
      fields: { name: "नाम", whatsApp: "व्हाट्सऐप नंबर", address: "पता" },
      legend: "ग्राहक",
      default: "नकद बिक्री",
      details: "जानकारी भरें",
      defaultHint: "यादी ‘नकद बिक्री’ के नाम से, ग्राहक के नंबर के बिना सेव होगी।",
      saved: "सेव किए ग्राहक",
      search: "ग्राहक खोजें",
      searchHint: "नाम या व्हाट्सऐप नंबर",
      searchButton: "खोजें",
      noMatch: "खोज से मिलता कोई ग्राहक नहीं है।",
      none: "अभी कोई ग्राहक सेव नहीं है।",
      firstOf: (count) => `सेव किए ग्राहक (पहले ${f.count(count)})`,
      pick: "चुनें",
      pickName: (name) => `${name} चुनें`,
      back: "सामान पर वापस",
      save: "यादी सेव करें",
    },

    done: {
      started: (n) => `${slot(n)} शुरू हुई।`,
      kept: (n) => `${slot(n)} बाद के लिए रखी गई।`,
      cancelled: (n) => `${slot(n)} रद्द हो गई।`,
      enterCustomer: (n) => `${slot(n)}: ग्राहक की जानकारी भरें।`,
      saved: (id) => `यादी नं. ${f.digits(id)} सेव हो गई।`,
    },

    said: {
      "3 yaadies are already pending. Finish one, or cancel an empty one, before starting a new yaadi.": full,
      "This yaadi was changed on another device. It is shown here as it is now: check it and try again.":
        "यह यादी किसी दूसरे फ़ोन पर बदली गई। यहाँ वह अभी जैसी है वैसी दिखाई गई है: जाँच लें और फिर से कोशिश करें।",
      "This pending yaadi is no longer there: it was finished or cancelled on another device.": gone,
      "Only a yaadi with no items can be cancelled. Remove its items first.":
        "सिर्फ़ खाली यादी ही रद्द हो सकती है। पहले उसका सामान हटाएँ।",
      "Add at least one product before Done.": "‘हो गया’ दबाने से पहले कम से कम एक सामान जोड़ें।",
      "A product in this yaadi is no longer in your catalogue. Remove it and try again.":
        "इस यादी का एक सामान अब आपकी दुकान में नहीं है। उसे हटाकर फिर से कोशिश करें।",
    },
  };
};
export default texts;
