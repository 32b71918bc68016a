import { indiaDate, SHEET_CLIENT_LABEL, SHEET_DATE_LABEL } from "#app/domain/clinic/client-sheet";
import {
  CLIENT_SELECT_LABELS,
  CLIENT_STATUSES,
  CLINIC_MESSAGES,
  clientRules,
  DELIVERY_DAYS,
  type DeliveryDay,
  DIET_TYPE_LABEL,
  DIET_TYPES,
  dietRules,
  sheetRules,
} from "#app/domain/clinic/clinic";
import { DIET_MESSAGE_WORDS } from "#app/domain/clinic/diet-message";
import { formatKg, WEIGHT_WORDS } from "#app/domain/clinic/weight-chart";
import { byEnglish, type Figures } from "../book";

const CLIENT = CLINIC_MESSAGES.client;
const DIET = CLINIC_MESSAGES.diet;
const SHEET = CLINIC_MESSAGES.sheet;

/** "Client sheet 3": a sheet's name in its headings, its buttons' labels and the delete confirmation. */
const sheetName = (sheetNumber: number) => `Client sheet ${sheetNumber}`;

/**
 * The diet clinic's screens (English, the source: spec 3 §2, §4, §8, verbatim): Clients, Diets and Client Sheets with
 * the printed diet and the diet sent on WhatsApp. The stored options (a client's status, a delivery day, a diet's
 * type) stay English in the database; these tables say them. The CSV files' headings stay English (a file format).
 */
export default (_f: Figures) => ({
  /** A sheet's date (stored yyyy-mm-dd) as its list, its chart, its print and its message write it. */
  date: (isoDate: string) => indiaDate(isoDate),
  /** A weight on the chart's scale. */
  kg: (kg: number) => formatKg(kg),
  add: "ADD",
  update: "UPDATE",
  statuses: byEnglish(...CLIENT_STATUSES),
  days: byEnglish(...DELIVERY_DAYS),
  /** A delivery day where a phone's row has no room for it ("Wed"). */
  shortDays: Object.fromEntries(DELIVERY_DAYS.map((day) => [day, day.slice(0, 3)])) as Record<DeliveryDay, string>,
  dietTypes: byEnglish(...DIET_TYPES),
  clients: {
    title: "Clients",
    /** Spec 3 §4 "Panels": the one top button. */
    toggle: { add: "Add a Client", list: "List of Clients" },
    subject: "CLIENTS",
    label: "Clients",
    searchLabel: "Search Clients",
    noMatch: "No clients match the search.",
    client: "Client",
    /**
     * The name field's label: 'Name' cannot be in `said` while app/i18n/panel/say.test.ts uses it as the label no
     * section knows, so the form says it (and its messages) from here.
     */
    name: clientRules.name.label,
    status: "Status",
    day: "Day",
    whatsApp: "WhatsApp",
    address: "Address",
    showColumns: "Show columns",
    addHeading: "Add Client",
    updateHeading: "Update Client",
    whatsAppHint: "10 digits, without +91.",
    ageHint: "Years.",
    weightHint: "e.g. 72 kg",
    heightHint: "e.g. 5 ft 4 in",
    selectStatus: "Select status",
    selectDay: "Select delivery day",
    download: CLIENT.downloadLabel,
    downloaded: CLIENT.downloaded,
    loadFailed: CLIENT.loadFailed,
    added: (name: string) => CLIENT.added(name),
    updated: (name: string) => CLIENT.updated(name),
    deleted: (name: string) => CLIENT.deleted(name),
    couldNotAdd: CLIENT.couldNotAdd,
    couldNotUpdate: CLIENT.couldNotUpdate,
    couldNotDelete: CLIENT.couldNotDelete,
  },
  diets: {
    title: "Diets",
    toggle: { add: "Add a Diet", list: "List of Diets" },
    subject: "DIETS",
    label: "Diets",
    searchLabel: "Search Diets",
    noMatch: "No diets match the search.",
    dietNumber: "Diet Number",
    name: "Name",
    type: "Type",
    addHeading: "Add diet",
    updateHeading: "Update diet",
    numberHint: "1 to 3 digits, not used by another diet.",
    chooseType: "Choose the type",
    copy: "Copy",
    copyContentOf: (dietName: string) => `content of ${dietName}`,
    copyForm: "COPY",
    copyFormContent: "the diet content",
    content: "Content",
    /** Read out after 'Content' (hidden on screen). */
    contentOf: (dietName: string) => ` of ${dietName}`,
    copied: DIET.copied,
    copyRefused: DIET.copyRefused,
    download: DIET.downloadLabel,
    downloaded: DIET.downloaded,
    loadFailed: DIET.loadFailed,
    added: (name: string) => DIET.added(name),
    updated: (name: string) => DIET.updated(name),
    deleted: (name: string) => DIET.deleted(name),
    couldNotAdd: DIET.couldNotAdd,
    couldNotUpdate: DIET.couldNotUpdate,
    couldNotDelete: DIET.couldNotDelete,
    numberUsed: (dietNumber: number, dietName: string) => DIET.numberUsed(dietNumber, dietName),
    usedBySheets: (dietNumber: number, sheets: number) => DIET.usedBySheets(dietNumber, sheets),
    numberKeptBySheets: (dietNumber: number, sheets: number) => DIET.numberKeptBySheets(dietNumber, sheets),
  },
  sheets: {
    title: "Client Sheets",
    toggle: { add: "Add a Client Sheet", list: "List of Client Sheets" },
    subject: "CLIENT SHEETS",
    searchLabel: "Search sheets",
    sheetName,
    noSheets: (clientName: string) => `${clientName} has no sheets yet.`,
    noMatch: "No sheets match the search.",
    tableLabel: (clientName: string) => `Sheets of ${clientName}`,
    sn: "Sn",
    dietNumber: "Diet Number",
    weight: "Weight",
    date: "Date",
    actions: "Actions",
    noSuchDiet: "No such diet",
    sendDiet: "Send diet",
    sendDietOf: (name: string) => `Send the diet of ${name} on WhatsApp`,
    print: "Print",
    printName: (name: string) => `Print ${name}`,
    addHeading: "Add a Client Sheet",
    updateHeading: (sheetNumber: number) => `Update ${sheetName(sheetNumber)}`,
    selectClient: "Select a client",
    showSheets: "Show sheets",
    noClients: SHEET.noClients,
    clientLine: "Client:",
    chosenDiet: (dietNumber: string, dietName: string) => `Diet ${dietNumber}: ${dietName}`,
    weightHint: "In kg, for example 72.5",
    added: (sheetNumber: number) => SHEET.added(sheetNumber),
    updated: (sheetNumber: number) => SHEET.updated(sheetNumber),
    deleted: (sheetNumber: number) => SHEET.deleted(sheetNumber),
    couldNotAdd: SHEET.couldNotAdd,
    couldNotUpdate: SHEET.couldNotUpdate,
    couldNotDelete: SHEET.couldNotDelete,
    unknownDiet: (dietNumber: string) => SHEET.unknownDiet(dietNumber),
  },
  /** One sheet's diet, to print or send. */
  print: {
    title: "Diet – Client Sheets",
    print: "Print",
    send: "Send on WhatsApp",
    diet: "Diet",
    dietFor: "Diet for",
    date: "Date",
    sheet: "Sheet",
  },
  /** The diet sent on WhatsApp (and its heading on the print), in the admin's language. */
  message: {
    dietFor: DIET_MESSAGE_WORDS.dietFor,
    date: DIET_MESSAGE_WORDS.date,
    heading: DIET_MESSAGE_WORDS.heading,
  },
  /** The client's weight over time, above their sheets. */
  chart: {
    title: (clientName: string) => `Weight of ${clientName}`,
    point: (sheetNumber: number, isoDate: string, kg: number) =>
      WEIGHT_WORDS.point(sheetNumber, indiaDate(isoDate), kg),
    one: (kg: number, isoDate: string) => WEIGHT_WORDS.one(kg, indiaDate(isoDate)),
    range: (fromKg: number, fromDate: string, toKg: number, toDate: string) =>
      WEIGHT_WORDS.range(fromKg, indiaDate(fromDate), toKg, indiaDate(toDate)),
    skipped: (count: number) => WEIGHT_WORDS.skipped(count),
  },
  /** The clinic forms' labels and fixed messages, as the domain writes them (app/domain/clinic). */
  said: byEnglish(
    clientRules.age.label,
    clientRules.address.label,
    clientRules.whatsApp.label,
    clientRules.weightOriginal.label,
    clientRules.height.label,
    clientRules.illness.label,
    clientRules.extraInfo.label,
    CLIENT_SELECT_LABELS.status,
    CLIENT_SELECT_LABELS.dietDeliveryDay,
    dietRules.dietNumber.label,
    dietRules.dietName.label,
    dietRules.dietContent.label,
    DIET_TYPE_LABEL,
    sheetRules.clientWeight.label,
    SHEET_DATE_LABEL,
    SHEET_CLIENT_LABEL,
    SHEET.invalidDate,
  ),
});
