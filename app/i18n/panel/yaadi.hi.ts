import { milliToDecimal } from "#app/domain/quantity";
import { istParts } from "#app/domain/time";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type en from "./yaadi.en";

/** The part of the day, as a Hindi clock is read: सुबह 9:05, दोपहर 3:15. */
function dayPart(hours: number): string {
  if (hours >= 5 && hours < 12) return "सुबह";
  if (hours >= 12 && hours < 16) return "दोपहर";
  if (hours >= 16 && hours < 20) return "शाम";
  return "रात";
}

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const number = (id: number) => `यादी नं. ${f.digits(id)}`;
  /** The customer's word for their list, as the store's own pages write it (the store's book). */
  const customersNumber = (id: number) => `लिस्ट नं. ${f.digits(id)}`;
  const kilograms = (milli: number) => `${f.digits(milliToDecimal(milli))} किलो`;
  const quantity = (milli: number, unitId: number) => {
    if (unitId === 1) return f.digits(milliToDecimal(milli));
    if (unitId === 3) return kilograms(milli);
    return milli < 1000 ? `${f.digits(Math.trunc(milli))} ग्राम` : kilograms(milli);
  };
  return {
    number,
    statuses: {
      placed: "नई",
      accepted: "स्वीकार हुई",
      packed: "पैक हुई",
      delivered: "पहुँचा दी",
      cancelled: "रद्द",
    },
    actions: {
      placed: "फिर से नई करें",
      accepted: "स्वीकार करें",
      packed: "पैक हुई",
      delivered: "पहुँचा दी",
      cancelled: "रद्द करें",
    },
    markStatus: (label) => `‘${label}’ दर्ज करें`,
    status: "स्थिति",
    paid: "भुगतान हो गया",
    editYaadi: "यादी बदलें",
    tell: (customerName) => `${customerName} को व्हाट्सऐप पर बताएँ`,
    customersPage: "ग्राहक का पेज",
    download: "डाउनलोड",
    markPaid: "पैसे मिल गए",
    markUnpaid: "पैसे नहीं मिले",
    deleteYaadi: (id) => `${number(id)} हटाएँ`,
    confirmDelete: (id) => `क्या आप सच में ${number(id)} हटाना चाहते हैं?`,
    cashSale: "नकद बिक्री",

    print: {
      legend: "प्रिंट",
      yaadi: "यादी",
      challan: "चालान (बिना दाम)",
      a4: "A4",
      receipt80: `${f.digits(80)} मिमी रसीद`,
      receipt58: `${f.digits(58)} मिमी रसीद`,
      printYaadi: "यादी प्रिंट करें",
      printChallan: "चालान प्रिंट करें",
      inStoreLanguage: (language) => `दुकान की भाषा (${language}) में प्रिंट होगा।`,
    },

    sheet: {
      challan: "चालान",
      challanNo: (id) => `चालान नं. ${f.digits(id)}`,
      serial: "क्र.सं।",
      dateTime: (date) => {
        const { hours, minutes } = istParts(date);
        const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}`;
        return `${f.date(date)}, ${dayPart(hours)} ${f.digits(clock)}`;
      },
    },

    done: {
      paid: (id) => `${number(id)}: भुगतान मिला, दर्ज हो गया।`,
      unpaid: (id) => `${number(id)}: भुगतान बाकी, दर्ज हो गया।`,
      moved: (id, label) => `${number(id)} की स्थिति अब: ${label}।`,
      deleted: (id) => `${number(id)} हटा दी गई।`,
    },

    edit: {
      title: (id) => `${number(id)} बदलें`,
      keepsPrices: "पहले के सामान का दाम वही रहता है जिस पर ग्राहक ने ऑर्डर किया था; नए जोड़े गए सामान पर आज का दाम लगता है।",
      lines: "सामान",
      undo: "वापस लाएँ",
      undoName: (name) => `${name} वापस लाएँ`,
      remove: "हटाएँ",
      removeName: (name) => `${name} हटाएँ`,
      grandTotal: "कुल",
      deliveryNote: "सेव करते समय डिलीवरी चार्ज आपकी फ़र्स्ट पेज सेटिंग्स के हिसाब से फिर से लगाया जाता है।",
      addProduct: "सामान जोड़ें",
      choose: "सामान चुनें",
      option: (name, paise) => `${name} – ₹${f.amount(paise)}`,
      add: "जोड़ें",
      save: "यादी सेव करें",
      updated: (id) => `${number(id)} बदल दी गई।`,
      notEditable: (label) => `यह यादी ${label} है, अब इसे बदला नहीं जा सकता।`,
      twice: (name) => `${name} पहले से यादी में है।`,
    },

    amount: (paise) => f.amount(paise),
    price: (paise, unitId) => `₹${f.amount(paise)} ${unitId === 1 ? "प्रति नग" : "प्रति किलो"}`,
    quantity,
    stepper: {
      less: (name) => `${name} कम करें`,
      more: (name) => `${name} बढ़ाएँ`,
      quantityOf: (name) => `${name} की मात्रा`,
    },
    atMost: (name, unitId) => `${name} ज़्यादा से ज़्यादा ${quantity(UNITS[unitId].maxMilli, unitId)} ले सकते हैं।`,
    inSteps: (name, unitId) =>
      unitId === 1
        ? `${name} सिर्फ़ पूरे नग में मिलता है।`
        : `${name} ${quantity(UNITS[unitId].stepMilli, unitId)} के हिसाब से ही मिलता है।`,

    toCustomer: {
      status: (news) => {
        const said = {
          placed: "मिल गई है",
          accepted: "स्वीकार हो गई है",
          packed: "पैक होकर तैयार है",
          delivered: "पहुँचा दी गई है। हमसे खरीदारी के लिए धन्यवाद",
          cancelled: "रद्द कर दी गई है",
        }[news.status];
        return [
          `नमस्ते ${news.customerName},`,
          `${news.shopName} पर आपकी ${customersNumber(news.yaadiId)} ${said}।`,
          `यहाँ देखें: ${news.orderPageUrl}`,
        ].join("\n");
      },
      made: (news) =>
        [
          `नमस्ते ${news.customerName},`,
          `${news.shopName} पर आपकी ${customersNumber(news.yaadiId)} तैयार है।`,
          `सामान: ${f.count(news.itemCount)}`,
          `कुल (डिलीवरी के साथ): ${f.money(news.netPaise)}`,
          `यहाँ देखें: ${news.orderPageUrl}`,
        ].join("\n"),
    },

    said: {
      "This yaadi has changed since the page was loaded. Open it again and make the change once more.":
        "यह पेज खुलने के बाद यह यादी बदल गई है। यादी फिर से खोलें और बदलाव दोबारा करें।",
      "A product you added is no longer in your catalogue. Open the yaadi again.":
        "आपका जोड़ा हुआ एक सामान अब आपकी दुकान में नहीं है। यादी फिर से खोलें।",
      "A yaadi needs at least one product. To cancel it, delete it from the Yaadi Summary.":
        "यादी में कम से कम एक सामान चाहिए। इसे रद्द करना हो तो यादी सारांश से हटाएँ।",
    },
  };
};
export default texts;
