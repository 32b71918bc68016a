import { milliToDecimal } from "#app/domain/quantity";
import { istParts } from "#app/domain/time";
import { UNITS } from "#app/domain/units";
import type { Book, Texts } from "../book";
import type en from "./yaadi.en";

/** The part of the day, as a Marathi clock is read: सकाळी ९:०५, दुपारी ३:१५. */
function dayPart(hours: number): string {
  if (hours >= 5 && hours < 12) return "सकाळी";
  if (hours >= 12 && hours < 16) return "दुपारी";
  if (hours >= 16 && hours < 20) return "संध्याकाळी";
  return "रात्री";
}

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const number = (id: number) => `यादी क्र. ${f.digits(id)}`;
  const kilograms = (milli: number) => `${f.digits(milliToDecimal(milli))} किलो`;
  const quantity = (milli: number, unitId: number) => {
    if (unitId === 1) return f.digits(milliToDecimal(milli));
    if (unitId === 3) return kilograms(milli);
    return milli < 1000 ? `${f.digits(Math.trunc(milli))} ग्रॅम` : kilograms(milli);
  };
  return {
    number,
    statuses: {
      placed: "नवी",
      accepted: "स्वीकारली",
      packed: "पॅक झाली",
      delivered: "पोचवली",
      cancelled: "रद्द",
    },
    actions: {
      placed: "पुन्हा नवी करा",
      accepted: "स्वीकारा",
      packed: "पॅक झाली",
      delivered: "पोचवली",
      cancelled: "रद्द करा",
    },
    markStatus: (label) => `‘${label}’ अशी नोंद करा`,
    status: "स्थिती",
    paid: "पैसे मिळाले",
    editYaadi: "यादी बदला",
    tell: (customerName) => `${customerName} यांना व्हॉट्सॲपवर कळवा`,
    customersPage: "ग्राहकाचे पेज",
    download: "डाउनलोड",
    markPaid: "पैसे मिळाले",
    markUnpaid: "पैसे आले नाहीत",
    deleteYaadi: (id) => `${number(id)} काढा`,
    confirmDelete: (id) => `${number(id)} खरंच काढायची आहे?`,
    cashSale: "रोख विक्री",

    print: {
      legend: "छापा",
      yaadi: "यादी",
      challan: "चलन (किमतीशिवाय)",
      a4: "A4",
      receipt80: `${f.digits(80)} मिमी पावती`,
      receipt58: `${f.digits(58)} मिमी पावती`,
      printYaadi: "यादी छापा",
      printChallan: "चलन छापा",
      inStoreLanguage: (language) => `दुकानाच्या भाषेत (${language}) छापले जाईल.`,
    },

    sheet: {
      challan: "चलन",
      challanNo: (id) => `चलन क्र. ${f.digits(id)}`,
      serial: "अ.क्र.",
      dateTime: (date) => {
        const { hours, minutes } = istParts(date);
        const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}`;
        return `${f.date(date)}, ${dayPart(hours)} ${f.digits(clock)}`;
      },
    },

    done: {
      paid: (id) => `${number(id)}: पैसे मिळाले अशी नोंद झाली.`,
      unpaid: (id) => `${number(id)}: पैसे आले नाहीत अशी नोंद झाली.`,
      moved: (id, label) => `${number(id)} ची स्थिती आता: ${label}.`,
      deleted: (id) => `${number(id)} काढली.`,
    },

    edit: {
      title: (id) => `${number(id)} बदला`,
      keepsPrices: "आधीच्या वस्तूंना ग्राहकाने ऑर्डर केली तेव्हाचीच किंमत राहते; नव्या जोडलेल्या वस्तूला आजची किंमत लागते.",
      lines: "वस्तू",
      undo: "परत आणा",
      undoName: (name) => `${name} परत आणा`,
      remove: "काढा",
      removeName: (name) => `${name} काढा`,
      grandTotal: "एकूण",
      deliveryNote: "सेव्ह करताना डिलिव्हरी चार्ज तुमच्या फर्स्ट पेज सेटिंग्जप्रमाणे पुन्हा मोजला जातो.",
      addProduct: "वस्तू जोडा",
      choose: "वस्तू निवडा",
      option: (name, paise) => `${name} – ₹${f.amount(paise)}`,
      add: "जोडा",
      save: "यादी सेव्ह करा",
      updated: (id) => `${number(id)} बदलली.`,
      notEditable: (label) => `ही यादी ${label} आहे: आता ती बदलता येणार नाही.`,
      twice: (name) => `${name} आधीच यादीत आहे.`,
    },

    amount: (paise) => f.amount(paise),
    price: (paise, unitId) => `₹${f.amount(paise)} ${unitId === 1 ? "प्रति नग" : "प्रति किलो"}`,
    quantity,
    stepper: {
      less: (name) => `${name} कमी करा`,
      more: (name) => `${name} वाढवा`,
      quantityOf: (name) => `${name} चे प्रमाण`,
    },
    atMost: (name, unitId) => `${name} जास्तीत जास्त ${quantity(UNITS[unitId].maxMilli, unitId)} घेता येईल.`,
    inSteps: (name, unitId) =>
      unitId === 1
        ? `${name} फक्त पूर्ण नगांत मिळते.`
        : `${name} ${quantity(UNITS[unitId].stepMilli, unitId)} च्या पटीतच मिळते.`,

    toCustomer: {
      status: (news) => {
        const said = {
          placed: "मिळाली आहे",
          accepted: "स्वीकारली आहे",
          packed: "पॅक होऊन तयार आहे",
          delivered: "पोचवली आहे. आमच्याकडून खरेदी केल्याबद्दल धन्यवाद",
          cancelled: "रद्द झाली आहे",
        }[news.status];
        return [
          `नमस्कार ${news.customerName},`,
          `${news.shopName} मधील तुमची ${number(news.yaadiId)} ${said}.`,
          `इथे पाहा: ${news.orderPageUrl}`,
        ].join("\n");
      },
      made: (news) =>
        [
          `नमस्कार ${news.customerName},`,
          `${news.shopName} मधील तुमची ${number(news.yaadiId)} तयार आहे.`,
          `वस्तू: ${f.count(news.itemCount)}`,
          `एकूण (डिलिव्हरीसह): ${f.money(news.netPaise)}`,
          `इथे पाहा: ${news.orderPageUrl}`,
        ].join("\n"),
    },

    said: {
      "This yaadi has changed since the page was loaded. Open it again and make the change once more.":
        "हे पेज उघडल्यानंतर ही यादी बदलली आहे. यादी पुन्हा उघडा आणि बदल पुन्हा करा.",
      "A product you added is no longer in your catalogue. Open the yaadi again.":
        "तुम्ही जोडलेली एक वस्तू आता तुमच्या दुकानात नाही. यादी पुन्हा उघडा.",
      "A yaadi needs at least one product. To cancel it, delete it from the Yaadi Summary.":
        "यादीत किमान एक वस्तू हवी. यादी रद्द करायची असेल तर ती यादी सारांशमधून काढा.",
    },
  };
};
export default texts;
