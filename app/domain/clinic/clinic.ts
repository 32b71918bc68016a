/**
 * The diet-clinic variant of the admin panel (spec 3 §1, §2 "Diet-clinic admin", §3 Client / Diet / ClientSheet, §4
 * "Client options", §5, §8; DECISIONS.md "Diet clinic"): a shop of the type "Diet Clinic" whose admin manages clients,
 * diets and each client's diet sheets. Pure: what makes a shop a clinic, the options, the field rules and the texts
 * shared by the three screens.
 */
import type { FieldRule } from "../field-rules";
import { SHOP_TYPE } from "../shop-types";

export const isClinic = (shop: { shopTypeId: number }) => shop.shopTypeId === SHOP_TYPE.dietClinic;

/** Spec 3 §4 "Client options", in the spec's order and spelling. */
export const CLIENT_STATUSES = ["enquired", "Active", "On Hold", "Stopped"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const DELIVERY_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];
export const DIET_TYPES = ["Easy", "Moderate", "Tough", "Fruits"] as const;
export type DietType = (typeof DIET_TYPES)[number];

/** Spec 3 §5 "Client". */
export const clientRules = {
  name: { label: "Name", min: 5, max: 40 },
  age: { label: "Age", min: 1, max: 3, kind: "digits" },
  address: { label: "Address", min: 5, max: 80 },
  whatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  weightOriginal: { label: "Weight", min: 2, max: 6 },
  height: { label: "Height", min: 2, max: 10 },
  illness: { label: "Illness", min: 2, max: 100 },
  extraInfo: { label: "Extra information", min: 2, max: 80 },
} as const satisfies Record<string, FieldRule>;
/** The two selects of the client form ('{label} is required' while the first option is chosen). */
export const CLIENT_SELECT_LABELS = { status: "Status", dietDeliveryDay: "Delivery day" } as const;

/** Spec 3 §5 "Diet". */
export const dietRules = {
  dietNumber: { label: "Diet number", min: 1, max: 3, kind: "digits" },
  dietName: { label: "Diet name", min: 4, max: 80 },
  dietContent: { label: "Diet content", min: 20, max: 1000, multiline: true },
} as const satisfies Record<string, FieldRule>;
export const DIET_TYPE_LABEL = "Diet type";

/** Spec 3 §5 "ClientSheet": the diet number must also name one of the clinic's diets (checked by the server). */
export const sheetRules = {
  dietNumber: { label: "Diet number", min: 1, max: 3, kind: "digits" },
  clientWeight: { label: "Weight", min: 2, max: 6 },
} as const satisfies Record<string, FieldRule>;

const sheetCount = (n: number) => `${n} client sheet${n === 1 ? "" : "s"}`;

/** Spec 3 §8 "Client and diet", verbatim; the diet's and the sheet's are the client's, word for word. */
export const CLINIC_MESSAGES = {
  client: {
    added: (name: string) => `Client ${name} added successfully.`,
    updated: (name: string) => `The client '${name}' updated successfully.`,
    deleted: (name: string) => `${name} deleted successfully`,
    couldNotAdd: "Error... could not add client.",
    couldNotUpdate: "Error... could not update client.",
    couldNotDelete: "Error....could not delete the client",
    addReturnedZero: "Something went wrong...",
    /** Spec 3 §2, the premium download's label. */
    downloadLabel: "Download Client Information",
    /** Ours: the spec names no load failure or download result for clients; worded like its others ('Error retriving Dealers'). */
    loadFailed: "Error retriving Clients",
    downloaded: "Client information downloaded.",
  },
  diet: {
    added: (name: string) => `Diet ${name} added successfully.`,
    updated: (name: string) => `The diet '${name}' updated successfully.`,
    deleted: (name: string) => `${name} deleted successfully`,
    couldNotAdd: "Error... could not add diet.",
    couldNotUpdate: "Error... could not update diet.",
    couldNotDelete: "Error....could not delete the diet",
    /* Ours: the spec has no diet-number rule beyond its digits, nor texts for the list's extras. */
    numberUsed: (dietNumber: number, name: string) => `Diet number ${dietNumber} is already used by ${name}.`,
    /** Sheets name their diet by number: deleting it, or changing its number, would leave them naming nothing. */
    usedBySheets: (dietNumber: number, sheets: number) =>
      `Diet ${dietNumber} is used by ${sheetCount(sheets)}, so it cannot be deleted.`,
    numberKeptBySheets: (dietNumber: number, sheets: number) =>
      `Diet number ${dietNumber} is used by ${sheetCount(sheets)}, so it cannot be changed.`,
    loadFailed: "Error retriving Diets",
    downloadLabel: "Download Diet Information",
    downloaded: "Diets downloaded.",
    copied: "Copied",
    copyRefused: "Could not copy here. Select the content and copy it by hand.",
  },
  sheet: {
    added: (sheetNumber: number) => `Client sheet ${sheetNumber} added successfully.`,
    updated: (sheetNumber: number) => `The client sheet '${sheetNumber}' updated successfully.`,
    deleted: (sheetNumber: number) => `Client sheet ${sheetNumber} deleted successfully`,
    couldNotAdd: "Error... could not add client sheet.",
    couldNotUpdate: "Error... could not update client sheet.",
    couldNotDelete: "Error....could not delete the client sheet",
    unknownDiet: (dietNumber: string) => `There is no diet number ${dietNumber}. Add it under Diets first.`,
    /** Ours: the spec's date picker gives no text for a date that is not one (a typed or forged value). */
    invalidDate: "Enter a valid date of delivery",
    /** Ours: the client select of Client Sheets while the clinic has no client yet. */
    noClients: "There are no clients yet. Add a client first, then their sheets.",
  },
  deleting: "Delete action in Progress.",
} as const;
