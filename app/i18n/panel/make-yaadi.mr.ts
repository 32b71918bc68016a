import { MAX_PENDING } from "#app/domain/orders/make-yaadi";
import type { Book, Texts } from "../book";
import type en from "./make-yaadi.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const slot = (n: number) => `यादी ${f.digits(n)}`;
  const items = (count: number) => `${f.count(count)} वस्तू`;
  const full = `आधीच ${f.count(MAX_PENDING)} याद्या अपूर्ण आहेत. नवी यादी सुरू करण्याआधी एक पूर्ण करा, किंवा एखादी रिकामी यादी रद्द करा.`;
  const gone = "ही अपूर्ण यादी आता इथे नाही: ती दुसऱ्या फोनवर पूर्ण किंवा रद्द झाली.";
  return {
    pending: (count, max) => `अपूर्ण याद्या (${f.count(max)} पैकी ${f.count(count)})`,
    noPending: "एकही यादी अपूर्ण नाही.",
    slot,
    slotItems: (n, count) => `${slot(n)} · ${items(count)}`,
    newYaadi: "नवी यादी",
    full,
    gone,
    leave: (n) => `${slot(n)} मधले बदल ठेवलेले नाहीत. ते न ठेवता बाहेर पडायचे? (‘नंतरसाठी ठेवा’ दाबल्यास ते राहतात.)`,

    prepare: {
      search: "वस्तू शोधा",
      searchHint: "नाव, मराठी नाव किंवा शोध-शब्द",
      found: "सापडलेल्या वस्तू",
      noMatch: "जुळणारी वस्तू सापडली नाही.",
      outOfStock: "स्टॉक संपला",
      inYaadi: "यादीत आहे",
      add: "जोडा",
      addName: (name) => `${name} जोडा`,
      itemsOf: (n) => `${slot(n)} मधील वस्तू`,
      items: (count) => `वस्तू: ${f.count(count)}`,
      empty: "वस्तू शोधा आणि यादीत जोडा.",
      grandTotal: "एकूण",
      deliveryCharges: "डिलिव्हरी चार्ज",
      netPayable: "देय रक्कम",
      step: "दर टॅपला",
      stepKg: (kg) => `${f.count(kg)} किलो`,
      clearName: (name) => `${name} शून्य करा`,
      remove: "काढा",
      removeName: (name) => `${name} काढा`,
      keep: "नंतरसाठी ठेवा",
      cancel: "रद्द करा",
      done: "झाले",
    },

    customer: {
      heading: (n) => `${slot(n)}: ग्राहकाची माहिती`,
      summary: (count, paise) => `${items(count)} · एकूण ₹${f.amount(paise)}`,
      fields: { name: "नाव", whatsApp: "व्हॉट्सॲप नंबर", address: "पत्ता" },
      legend: "ग्राहक",
      default: "रोख विक्री",
      details: "माहिती भरा",
      defaultHint: "यादी ‘रोख विक्री’ म्हणून, ग्राहकाच्या नंबरशिवाय सेव्ह होईल.",
      saved: "जतन केलेले ग्राहक",
      search: "ग्राहक शोधा",
      searchHint: "नाव किंवा व्हॉट्सॲप नंबर",
      searchButton: "शोधा",
      noMatch: "शोधाशी जुळणारा ग्राहक नाही.",
      none: "अजून एकही ग्राहक जतन केलेला नाही.",
      firstOf: (count) => `जतन केलेले ग्राहक (पहिले ${f.count(count)})`,
      pick: "निवडा",
      pickName: (name) => `${name} निवडा`,
      back: "वस्तूंकडे परत",
      save: "यादी सेव्ह करा",
    },

    done: {
      started: (n) => `${slot(n)} सुरू झाली.`,
      kept: (n) => `${slot(n)} नंतरसाठी ठेवली.`,
      cancelled: (n) => `${slot(n)} रद्द झाली.`,
      enterCustomer: (n) => `${slot(n)}: ग्राहकाची माहिती भरा.`,
      saved: (id) => `यादी क्र. ${f.digits(id)} सेव्ह झाली.`,
    },

    said: {
      "3 yaadies are already pending. Finish one, or cancel an empty one, before starting a new yaadi.": full,
      "This yaadi was changed on another device. It is shown here as it is now: check it and try again.":
        "ही यादी दुसऱ्या फोनवर बदलली गेली. ती आता जशी आहे तशी इथे दाखवली आहे: तपासा आणि पुन्हा प्रयत्न करा.",
      "This pending yaadi is no longer there: it was finished or cancelled on another device.": gone,
      "Only a yaadi with no items can be cancelled. Remove its items first.":
        "फक्त रिकामी यादीच रद्द करता येते. आधी तिच्यातल्या वस्तू काढा.",
      "Add at least one product before Done.": "‘झाले’ दाबण्याआधी किमान एक वस्तू जोडा.",
      "A product in this yaadi is no longer in your catalogue. Remove it and try again.":
        "या यादीतली एक वस्तू आता तुमच्या दुकानात नाही. ती काढा आणि पुन्हा प्रयत्न करा.",
    },
  };
};
export default texts;
