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
    placed: "नई",
    accepted: "स्वीकार की",
    packed: "पैक हुई",
    delivered: "पहुँचाई",
    cancelled: "रद्द",
  } as const;
  /** The buttons that move a yaadi to a status; a row's button is named by its own words first. */
  const statusAction = {
    placed: "वापस नई करें",
    accepted: "स्वीकार करें",
    packed: "पैक हो गई",
    delivered: "पहुँचा दी",
    cancelled: "रद्द करें",
  } as const;
  // The link shows the number: its name says it as a word of the sentence, as English's does.
  const chat = (name: string, whatsApp: string) => `${name} को ${whatsApp} पर व्हाट्सऐप करें`;
  const shownName = (fileName: string) => `${fileName.replace(/\.csv$/i, "")} (CSV फ़ाइल)`;
  return {
    amount: (paise) => f.amount(paise),
    money: (paise) => f.money(paise),
    time: (at) => clock(f, at, DAY_PARTS.hi),
    dateTime: (at) => `${f.date(at)}, ${clock(f, at, DAY_PARTS.hi)}`,

    days: {
      legend: "दिन",
      yesterday: "कल",
      today: "आज",
      between: "तारीखों के बीच",
      from: "से",
      to: "तक",
      pickFrom: "शुरू का दिन चुनें",
      pickTo: "आखिरी दिन चुनें",
      placeholder: "वर्ष/माह/दिन",
      window: { before: "चुन सकते हैं: ", between: " से ", after: " तक।" },
      day,
      showHere: "यहाँ दिखाएँ",
      dealer: "डीलर",
      allYaadies: "सभी यादियाँ",
      shopOwn: "दुकान की अपनी (बिना डीलर)",
      sales: "बिक्री",
      allSales: "सभी",
      online: "ऑनलाइन ऑर्डर",
      counter: "काउंटर की बिक्री",
    },

    summary: {
      totals: "कुल",
      yaadies: "यादियाँ",
      totalAmount: "कुल रकम",
      deliveryCharges: "डिलीवरी चार्ज",
      netAmount: "शुद्ध रकम",
      paid: "पैसे मिले",
      unpaidAmount: "बाकी रकम",
      downloadCsv: "CSV डाउनलोड करें",
      matched: (matched, count, q) => `${f.count(count)} में से ${f.count(matched)} यादियों में ‘${q}’ मिला।`,
      noMatch: "खोजे गए नाम की कोई यादी नहीं।",
      scrolls: "यादियाँ, बगल में सरकाएँ",
      table: "यादियाँ",
      serial: "क्र.",
      yaadiNo: "यादी नं.",
      name: "नाम",
      whatsApp: "व्हाट्सऐप",
      address: "पता",
      time: "समय",
      status: "स्थिति",
      actions: "काम",
      openYaadi: (id) => `यादी नं. ${f.digits(id)} खोलें`,
      chat,
      markAs: (id, to) => `${statusAction[to]}: यादी नं. ${f.digits(id)}`,
      editYaadi: (id) => `यादी नं. ${f.digits(id)} बदलें`,
      download: "डाउनलोड",
      downloadYaadi: (id) => `यादी नं. ${f.digits(id)} डाउनलोड करें`,
      onCredit: "उधार में डालें",
      onCreditOf: (id) => `उधार में डालें: यादी नं. ${f.digits(id)}`,
      isOnCredit: "उधार में",
      openCredit: (name) => `उधार: ${name}`,
      putOnCredit: (id) => `यादी नं. ${f.digits(id)} उधार में डाली।`,
      addCustomer: "ग्राहक जोड़ें",
      cashSale: "नकद बिक्री",
      detailsDeleted: "जानकारी हटाई गई",
      addToCustomers: (name) => `ग्राहक जोड़ें: ${name}`,
      deleteYaadi: (id) => `यादी नं. ${f.digits(id)} हटाएँ`,
      confirmDelete: (id) => `क्या आप सच में यादी नं. ${f.digits(id)} हटाना चाहते हैं?`,
      search: "ग्राहक के नाम से खोजें",
      searchButton: "खोजें",
      pages: "पेज",
      previous: "पिछला",
      next: "अगला",
      pageOf: (page, pages) => `पेज ${f.count(page)} / ${f.count(pages)}`,
    },

    status,
    statusAction,

    chart: {
      caption: "रोज़ की शुद्ध रकम",
      best: "सबसे ज़्यादा",
      label: (first, last) => `${day(first)} से ${day(last)} तक रोज़ की शुद्ध रकम`,
      bar: (d, count, paise) => `${dayMonth(f, d)}: ${f.count(count)} यादियाँ, ${f.money(paise)}`,
      day: (d) => dayMonth(f, d),
    },

    customerAdded: (name) => `ग्राहक ${name} जोड़ दिया गया।`,

    allYaadies: {
      intro: "चुने हुए दिनों की यादियों की हर लाइन एक ही शीट में, या चालान के रूप में (पैकिंग के लिए, बिना दाम)।",
      downloadYaadies: "यादियाँ डाउनलोड करें",
      yaadiesDone: "यादियाँ डाउनलोड हो गईं।",
      downloadChallans: "चालान डाउनलोड करें",
      challansDone: "चालान डाउनलोड हो गए।",
    },

    productwise: {
      totalItems: "कुल चीज़ें: ",
      downloadCsv: "CSV डाउनलोड करें",
      done: "कुल बिक्री डाउनलोड हो गई।",
      search: "चीज़ खोजें",
      table: "उत्पाद के हिसाब से बिक्री",
      description: "चीज़",
      quantity: "मात्रा",
      sold: (quantityMilli, unitId) => {
        const amount = f.digits(milliToDecimal(quantityMilli));
        return unitId >= 2 && unitId <= 5 ? `${amount} किलो` : amount;
      },
    },

    visits: {
      count: (n) => `कुल ${f.count(n)} ग्राहक।`,
      table: "ग्राहकों की विज़िट",
      serial: "क्र.",
      name: "नाम",
      time: "समय",
      chat,
    },

    customerData: {
      productSheet: "उत्पादों की शीट",
      productSheetText: "सभी उत्पाद उनके दाम, स्टॉक और श्रेणी के साथ: संभालकर रखें, या बदलकर फिर से अपलोड करें।",
      downloadProductSheet: "उत्पादों की शीट डाउनलोड करें",
      customerData: "ग्राहकों का डेटा",
      customerDataText: "जिन्होंने भी आपको यादी भेजी: नाम, व्हाट्सऐप नंबर, पता, कितनी यादियाँ और आखिरी कब।",
      downloadCustomerData: "ग्राहकों का डेटा डाउनलोड करें",
    },

    file: {
      title: "रिपोर्ट की फ़ाइल",
      name: shownName,
      progress: ({ status: state, doneYaadies, totalYaadies }) => {
        if (state === "queued") return "शुरू होने का इंतज़ार…";
        if (state === "running") return `${f.count(totalYaadies)} में से ${f.count(doneYaadies)} यादियाँ लिखी गईं`;
        return state === "done" ? "आपकी फ़ाइल तैयार है।" : "फ़ाइल तैयार नहीं हो सकी। कृपया फिर से डाउनलोड करें।";
      },
      download: "डाउनलोड",
      downloadFile: (fileName) => `${shownName(fileName)} डाउनलोड करें`,
      others: `पिछले ${f.count(EXPORT_KEEP_DAYS)} दिनों की फ़ाइलें`,
      failed: "नहीं बनी",
      preparing: "बन रही है",
      back: "यादी सारांश पर वापस",
    },

    said: {
      "Enter dates correctly...": "तारीखें सही लिखें...",
      "Choose a dealer from the list.": "सूची में से डीलर चुनें।",
      "Choose online orders or counter sales from the list.": "सूची में से ऑनलाइन ऑर्डर या काउंटर की बिक्री चुनें।",
      "Error retriving Yaadies": "यादियाँ नहीं ला सके",
      "Error retriving Cumulative ": "कुल बिक्री नहीं ला सके",
      "Error retriving Product Sheet": "उत्पादों की शीट नहीं ला सके",
      "Error retriving Customer Sheet": "ग्राहकों की शीट नहीं ला सके",
      "No Data": "कोई डेटा नहीं",
      "Product-sheet downloaded.": "उत्पादों की शीट डाउनलोड हो गई।",
      "Customer-Data downloaded.": "ग्राहकों का डेटा डाउनलोड हो गया।",
      "No Customer Visits.": "ग्राहकों की कोई विज़िट नहीं।",
      [ADMIN_ERRORS.loadCustomers]: "ग्राहक नहीं ला सके",
      "This yaadi has moved on since the page was loaded. Open it again to see where it is.":
        "पेज खुलने के बाद यह यादी आगे बढ़ गई है। यह कहाँ है, देखने के लिए इसे फिर से खोलें।",
      "This yaadi is not in your shop.": "यह यादी आपकी दुकान की नहीं है।",
      "A customer with this WhatsApp number is already saved.": "इस व्हाट्सऐप नंबर का ग्राहक पहले से सेव है।",
      "No yaadies for these days.": "इन दिनों की कोई यादी नहीं।",
      "Your file is being prepared. You can leave this page and come back; it is kept for 7 days.":
        "आपकी फ़ाइल बन रही है। आप यह पेज छोड़कर बाद में लौट सकते हैं; फ़ाइल 7 दिन रखी जाती है।",
      "Your file is ready.": "आपकी फ़ाइल तैयार है।",
      "The file could not be prepared. Please download it again.": "फ़ाइल तैयार नहीं हो सकी। कृपया फिर से डाउनलोड करें।",
      "This file is no longer kept. Please download it again.": "यह फ़ाइल अब रखी नहीं है। कृपया फिर से डाउनलोड करें।",
    },
  };
};
export default texts;
