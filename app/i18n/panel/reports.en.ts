import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { formatRupees, rupees } from "#app/domain/money";
import { STATUS_ACTIONS, STATUS_LABELS, type YaadiStatus } from "#app/domain/orders/order-status";
import { EXPORT_KEEP_DAYS, EXPORT_MESSAGES, type ExportView, progressText } from "#app/domain/reports/exports";
import { YAADI_REPORT_MESSAGES as M } from "#app/domain/reports/messages";
import { saleQuantity } from "#app/domain/reports/productwise";
import { DATES_MESSAGE, DEALER_FILTER_MESSAGE, SALE_FILTER_MESSAGE, slashDay } from "#app/domain/reports/report-range";
import { formatIstDateTime, formatIstTime } from "#app/domain/time";
import { byEnglish, type Figures } from "../book";

/** "2026-11-20" → "20/11": a chart's day. */
const dm = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/**
 * The report screens (English, the source: spec 3 §2, §5, §8, §9 verbatim): Yaadi Summary, Yaadies (All Yaadies),
 * Productwise Sale, Customer Visits, Customer Data and a report file made in the background. Amounts and times keep
 * the specs' English forms ("120.00", "09:05 AM"); the other languages write them through `Intl`.
 */
export default (_f: Figures) => ({
  /** A table's amount (its heading or its figure's name says the currency). */
  amount: (paise: number) => rupees(paise),
  /** An amount on its own. */
  money: (paise: number) => formatRupees(paise),
  /** A yaadi's time on a single day's report (India time). */
  time: (at: number) => formatIstTime(new Date(at)),
  /** A yaadi's day and time (India time). */
  dateTime: (at: number) => formatIstDateTime(new Date(at)),

  days: {
    legend: "Days",
    yesterday: "Yesterday",
    today: "Today",
    between: "Between Dates",
    from: "From",
    to: "To",
    pickFrom: "Pick the From day",
    pickTo: "Pick the To day",
    /** The pickers' format. */
    placeholder: "yyyy/MM/dd",
    /** The report window's first and last day, as "{before}{first}{between}{last}{after}". */
    window: { before: "From ", between: " to ", after: "." },
    /** An India day (yyyy-mm-dd) in the window's line. */
    day: (isoDay: string) => slashDay(isoDay),
    showHere: "Show Here",
    dealer: "Dealer",
    allYaadies: "All yaadies",
    shopOwn: "The shop's own (no dealer)",
    sales: "Sales",
    allSales: "All",
    online: "Online orders",
    counter: "Counter sales",
  },

  summary: {
    totals: "Totals",
    yaadies: "Yaadies",
    totalAmount: "Total Amount",
    deliveryCharges: "Delivery Charges",
    netAmount: "Net Amount",
    paid: "Paid",
    unpaidAmount: "Unpaid amount",
    downloadCsv: "Download CSV",
    matched: (matched: number, count: number, q: string) => `${matched} of ${count} yaadies match '${q}'.`,
    noMatch: "No yaadies match the search.",
    scrolls: "Yaadies, scrolls sideways",
    table: "Yaadies",
    serial: "S.No.",
    yaadiNo: "Yaadi No.",
    name: "Name",
    whatsApp: "WhatsApp",
    address: "Address",
    time: "Time",
    status: "Status",
    actions: "Actions",
    openYaadi: (id: number) => `Open yaadi no. ${id}`,
    chat: (name: string, whatsApp: string) => `WhatsApp ${name} on ${whatsApp}`,
    // A row button's name begins with what it shows, so a voice command of its visible words finds it.
    markAs: (id: number, status: YaadiStatus) => `${STATUS_ACTIONS[status]}: yaadi no. ${id}`,
    editYaadi: (id: number) => `Edit yaadi no. ${id}`,
    download: "Download",
    downloadYaadi: (id: number) => `Download yaadi no. ${id}`,
    onCredit: "On credit",
    onCreditOf: (id: number) => `On credit: yaadi no. ${id}`,
    isOnCredit: "On credit",
    openCredit: (name: string) => `Udhaar: ${name}`,
    putOnCredit: (id: number) => `Yaadi no. ${id} is on credit.`,
    addCustomer: "Add customer",
    cashSale: "Cash Sale",
    /** A yaadi whose customer had their details deleted (docs/decisions/0039): no name, number or address left. */
    detailsDeleted: "Details deleted",
    addToCustomers: (name: string) => `Add customer: ${name}`,
    deleteYaadi: (id: number) => `Delete yaadi no. ${id}`,
    confirmDelete: (id: number) => ADMIN_MESSAGES.confirmDelete(`Yaadi no. ${id}`),
    search: "Search by customer name",
    searchButton: "Search",
    pages: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },

  /** A yaadi's status as the owner reads it, and the button that moves a yaadi to it. */
  status: { ...STATUS_LABELS },
  statusAction: { ...STATUS_ACTIONS },

  chart: {
    caption: "Net amount per day",
    /** Before the best day and its amount. */
    best: "best",
    /** `first` and `last`: India days, yyyy-mm-dd. */
    label: (first: string, last: string) => `Net amount per day from ${first} to ${last}`,
    bar: (day: string, count: number, paise: number) => `${dm(day)}: ${count} yaadies, ${formatRupees(paise)}`,
    day: (day: string) => dm(day),
  },

  /** What the summary's row actions say (a flash after the redirect). */
  customerAdded: (name: string) => ADMIN_MESSAGES.added("customer", name),

  allYaadies: {
    intro: "Every line of the chosen days' yaadies in one sheet, or as challans (packing lists, without prices).",
    downloadYaadies: "Download Yaadies",
    yaadiesDone: "Yaadies downloaded.",
    downloadChallans: "Download Challans",
    challansDone: "Challans downloaded.",
  },

  productwise: {
    /** Before the count. */
    totalItems: "Total items: ",
    downloadCsv: "Download CSV",
    done: "Cumulative downloaded.",
    search: "Search an item",
    table: "Productwise Sale",
    description: "Description",
    quantity: "Quantity",
    /** Spec 3 §3: loose goods in kg, a count as a plain number. */
    sold: (quantityMilli: number, unitId: number) => saleQuantity(quantityMilli, unitId),
  },

  visits: {
    count: (n: number) => M.visits(n),
    table: "Customer Visits",
    serial: "No.",
    name: "Name",
    time: "Time",
    chat: (name: string, whatsApp: string) => `WhatsApp ${name} on ${whatsApp}`,
  },

  customerData: {
    productSheet: "Product Sheet",
    productSheetText: "Every product with its prices, stock and category, to keep or to edit and upload again.",
    downloadProductSheet: "Download Product Sheet",
    customerData: "Customer Data",
    customerDataText:
      "Everyone who has sent you a yaadi: name, WhatsApp number, address, how many yaadies and the last one.",
    downloadCustomerData: "Download Customer Data",
  },

  file: {
    title: "Report file",
    /** The file's name as the screen shows it. */
    name: (fileName: string) => fileName,
    progress: (view: ExportView) => progressText(view),
    download: "Download",
    downloadFile: (fileName: string) => `Download ${fileName}`,
    others: `Files of the last ${EXPORT_KEEP_DAYS} days`,
    failed: "Failed",
    preparing: "Being prepared",
    back: "Back to Yaadi Summary",
  },

  /** What the reports' rules and servers say in English (refusals, notices), said in the admin's language. */
  said: byEnglish(
    DATES_MESSAGE,
    DEALER_FILTER_MESSAGE,
    SALE_FILTER_MESSAGE,
    M.loadFailed,
    M.cumulativeFailed,
    M.productSheetFailed,
    M.customerSheetFailed,
    M.noData,
    M.productSheetDownloaded,
    M.customerDataDownloaded,
    M.noVisits,
    M.visitsFailed,
    M.statusRefused,
    M.notFound,
    M.customerSaved,
    M.noYaadies,
    EXPORT_MESSAGES.preparing,
    EXPORT_MESSAGES.ready,
    EXPORT_MESSAGES.failed,
    EXPORT_MESSAGES.gone,
  ),
});
