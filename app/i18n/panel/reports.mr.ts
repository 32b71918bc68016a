import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { milliToDecimal } from "#app/domain/quantity";
import { EXPORT_KEEP_DAYS } from "#app/domain/reports/exports";
import type { Book, Texts } from "../book";
import { clock, DAY_PARTS } from "../clock";
import { dayInstant, dayMonth } from "./report-days";
import type en from "./reports.en";

const texts: Book<Texts<ReturnType<typeof en>>> = (f) => {
  const day = (isoDay: string) => f.date(dayInstant(isoDay));
  const status = {
    placed: "नवीन",
    accepted: "स्वीकारली",
    packed: "पॅक झाली",
    delivered: "पोहोचवली",
    cancelled: "रद्द",
  } as const;
  /** The buttons that move a yaadi to a status; a row's button is named by its own words first. */
  const statusAction = {
    placed: "परत नवीन करा",
    accepted: "स्वीकारा",
    packed: "पॅक झाली",
    delivered: "पोहोचवली",
    cancelled: "रद्द करा",
  } as const;
  // The link shows the number: its name says it as a word of the sentence, as English's does.
  const chat = (name: string, whatsApp: string) => `${name} यांना ${whatsApp} वर व्हॉट्सॲप करा`;
  const shownName = (fileName: string) => `${fileName.replace(/\.csv$/i, "")} (CSV फाइल)`;
  return {
    amount: (paise) => f.amount(paise),
    money: (paise) => f.money(paise),
    time: (at) => clock(f, at, DAY_PARTS.mr),
    dateTime: (at) => `${f.date(at)}, ${clock(f, at, DAY_PARTS.mr)}`,

    days: {
      legend: "दिवस",
      yesterday: "काल",
      today: "आज",
      between: "तारखांच्या दरम्यान",
      from: "पासून",
      to: "पर्यंत",
      pickFrom: "सुरुवातीचा दिवस निवडा",
      pickTo: "शेवटचा दिवस निवडा",
      placeholder: "वर्ष/महिना/दिवस",
      window: { before: "निवडता येणारे दिवस: ", between: " ते ", after: "." },
      day,
      showHere: "इथे दाखवा",
      dealer: "डीलर",
      allYaadies: "सर्व याद्या",
      shopOwn: "दुकानाच्या स्वतःच्या (डीलरशिवाय)",
      sales: "विक्री",
      allSales: "सर्व",
      online: "ऑनलाइन ऑर्डर",
      counter: "काउंटरवरची विक्री",
    },

    summary: {
      totals: "एकूण",
      yaadies: "याद्या",
      totalAmount: "एकूण रक्कम",
      deliveryCharges: "डिलिव्हरी चार्ज",
      netAmount: "निव्वळ रक्कम",
      paid: "पैसे मिळाले",
      unpaidAmount: "येणे बाकी",
      downloadCsv: "CSV डाउनलोड करा",
      matched: (matched, count, q) => `${f.count(count)} पैकी ${f.count(matched)} याद्यांत ‘${q}’ सापडले.`,
      noMatch: "शोधलेल्या नावाची एकही यादी नाही.",
      scrolls: "याद्या, बाजूला सरकवा",
      table: "याद्या",
      serial: "क्र.",
      yaadiNo: "यादी क्र.",
      name: "नाव",
      whatsApp: "व्हॉट्सॲप",
      address: "पत्ता",
      time: "वेळ",
      status: "स्थिती",
      actions: "कृती",
      openYaadi: (id) => `यादी क्र. ${f.digits(id)} उघडा`,
      chat,
      markAs: (id, to) => `${statusAction[to]}: यादी क्र. ${f.digits(id)}`,
      editYaadi: (id) => `यादी क्र. ${f.digits(id)} बदला`,
      download: "डाउनलोड",
      downloadYaadi: (id) => `यादी क्र. ${f.digits(id)} डाउनलोड करा`,
      onCredit: "उधारीत टाका",
      onCreditOf: (id) => `उधारीत टाका: यादी क्र. ${f.digits(id)}`,
      isOnCredit: "उधारीत",
      openCredit: (name) => `उधारी: ${name}`,
      putOnCredit: (id) => `यादी क्र. ${f.digits(id)} उधारीत टाकली.`,
      addCustomer: "ग्राहक जोडा",
      cashSale: "रोख विक्री",
      detailsDeleted: "माहिती हटवली",
      addToCustomers: (name) => `ग्राहक जोडा: ${name}`,
      deleteYaadi: (id) => `यादी क्र. ${f.digits(id)} काढा`,
      confirmDelete: (id) => `यादी क्र. ${f.digits(id)} खरंच काढायची आहे?`,
      search: "ग्राहकाच्या नावाने शोधा",
      searchButton: "शोधा",
      pages: "पाने",
      previous: "मागे",
      next: "पुढे",
      pageOf: (page, pages) => `पान ${f.count(page)} / ${f.count(pages)}`,
    },

    status,
    statusAction,

    chart: {
      caption: "रोजची निव्वळ रक्कम",
      best: "सर्वात जास्त",
      label: (first, last) => `${day(first)} ते ${day(last)}: रोजची निव्वळ रक्कम`,
      bar: (d, count, paise) => `${dayMonth(f, d)}: ${f.count(count)} याद्या, ${f.money(paise)}`,
      day: (d) => dayMonth(f, d),
    },

    customerAdded: (name) => `ग्राहक ${name} जोडले.`,

    allYaadies: {
      intro: "निवडलेल्या दिवसांच्या याद्यांची प्रत्येक ओळ एकाच शीटमध्ये, किंवा चलन म्हणून (पॅकिंगसाठी, किमतीशिवाय).",
      downloadYaadies: "याद्या डाउनलोड करा",
      yaadiesDone: "याद्या डाउनलोड झाल्या.",
      downloadChallans: "चलन डाउनलोड करा",
      challansDone: "चलन डाउनलोड झाली.",
    },

    productwise: {
      totalItems: "एकूण वस्तू: ",
      downloadCsv: "CSV डाउनलोड करा",
      done: "एकूण विक्री डाउनलोड झाली.",
      search: "वस्तू शोधा",
      table: "उत्पादनानुसार विक्री",
      description: "वस्तू",
      quantity: "नग/वजन",
      sold: (quantityMilli, unitId) => {
        const amount = f.digits(milliToDecimal(quantityMilli));
        return unitId >= 2 && unitId <= 5 ? `${amount} किलो` : amount;
      },
    },

    visits: {
      count: (n) => `एकूण ${f.count(n)} ग्राहक.`,
      table: "ग्राहकांच्या भेटी",
      serial: "क्र.",
      name: "नाव",
      time: "वेळ",
      chat,
    },

    customerData: {
      productSheet: "उत्पादनांची शीट",
      productSheetText: "सर्व उत्पादने त्यांच्या किंमती, स्टॉक आणि विभागासह: जपून ठेवा, किंवा बदलून पुन्हा अपलोड करा.",
      downloadProductSheet: "उत्पादनांची शीट डाउनलोड करा",
      customerData: "ग्राहकांची माहिती",
      customerDataText: "ज्यांनी तुम्हाला यादी पाठवली ते सर्व: नाव, व्हॉट्सॲप नंबर, पत्ता, किती याद्या आणि शेवटची कधी.",
      downloadCustomerData: "ग्राहकांची माहिती डाउनलोड करा",
    },

    file: {
      title: "रिपोर्टची फाइल",
      name: shownName,
      progress: ({ status: state, doneYaadies, totalYaadies }) => {
        if (state === "queued") return "सुरू होण्याची वाट पाहत आहे…";
        if (state === "running") return `${f.count(totalYaadies)} पैकी ${f.count(doneYaadies)} याद्या लिहिल्या`;
        return state === "done" ? "तुमची फाइल तयार आहे." : "फाइल तयार होऊ शकली नाही. कृपया पुन्हा डाउनलोड करा.";
      },
      download: "डाउनलोड",
      downloadFile: (fileName) => `${shownName(fileName)} डाउनलोड करा`,
      others: `गेल्या ${f.count(EXPORT_KEEP_DAYS)} दिवसांच्या फाइल`,
      failed: "तयार झाली नाही",
      preparing: "तयार होत आहे",
      back: "यादी सारांशकडे परत",
    },

    said: {
      "Enter dates correctly...": "तारखा बरोबर लिहा...",
      "Choose a dealer from the list.": "यादीतून डीलर निवडा.",
      "Choose online orders or counter sales from the list.": "यादीतून ऑनलाइन ऑर्डर किंवा काउंटरवरची विक्री निवडा.",
      "Error retriving Yaadies": "याद्या आणता आल्या नाहीत",
      "Error retriving Cumulative ": "एकूण विक्री आणता आली नाही",
      "Error retriving Product Sheet": "उत्पादनांची शीट आणता आली नाही",
      "Error retriving Customer Sheet": "ग्राहकांची शीट आणता आली नाही",
      "No Data": "माहिती नाही",
      "Product-sheet downloaded.": "उत्पादनांची शीट डाउनलोड झाली.",
      "Customer-Data downloaded.": "ग्राहकांची माहिती डाउनलोड झाली.",
      "No Customer Visits.": "ग्राहकांची एकही भेट नाही.",
      [ADMIN_ERRORS.loadCustomers]: "ग्राहक आणता आले नाहीत",
      "This yaadi has moved on since the page was loaded. Open it again to see where it is.":
        "पान उघडल्यानंतर ही यादी पुढे गेली आहे. ती कुठे आहे ते पाहण्यासाठी पुन्हा उघडा.",
      "This yaadi is not in your shop.": "ही यादी तुमच्या दुकानाची नाही.",
      "A customer with this WhatsApp number is already saved.": "या व्हॉट्सॲप नंबरचा ग्राहक आधीच सेव्ह आहे.",
      "No yaadies for these days.": "या दिवसांत एकही यादी नाही.",
      "Your file is being prepared. You can leave this page and come back; it is kept for 7 days.":
        "तुमची फाइल तयार होत आहे. हे पान सोडून नंतर परत येऊ शकता; फाइल 7 दिवस ठेवली जाते.",
      "Your file is ready.": "तुमची फाइल तयार आहे.",
      "The file could not be prepared. Please download it again.": "फाइल तयार होऊ शकली नाही. कृपया पुन्हा डाउनलोड करा.",
      "This file is no longer kept. Please download it again.": "ही फाइल आता ठेवलेली नाही. कृपया पुन्हा डाउनलोड करा.",
    },
  };
};
export default texts;
