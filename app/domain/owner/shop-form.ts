/**
 * The platform owner's Add/Update Shop form (spec 3 §2 "Shops", §3 "Shop (owner view)", §5 "Shop (owner)"): the
 * rules, the owner's settings and their texts. Pure: the form's live messages and the server's re-check are the same.
 */
import { COLOR_SCHEMES } from "../../../themes/themes";
import { checkFields, type FieldRule } from "../field-rules";
import { LARGEST_PRODUCTS_LIMIT } from "../plans";

/** Spec 3 §5 "Shop (owner)". Land line, e-mail, about us, valid upto and the payment message may be left empty. */
export const shopRules = {
  name: { label: "Shop name", min: 4, max: 40 },
  shopUrl: { label: "Shop url", min: 4, max: 20, kind: "noSymbols" },
  title: { label: "Title", min: 4, max: 40 },
  owner: { label: "Owner", min: 5, max: 30 },
  address: { label: "Address", min: 10, max: 60 },
  city: { label: "City", min: 2, max: 25 },
  pinCode: { label: "Pin code", min: 6, max: 6, kind: "digits" },
  whatsApp: { label: "WhatsApp", min: 10, max: 10, kind: "digits" },
  mobile: { label: "Mobile", min: 10, max: 10, kind: "digits" },
  landLine: { label: "Land line", min: 11, max: 11, kind: "digits", required: false },
  email: { label: "Email id", min: 6, max: 40, kind: "email", required: false },
  aboutUs: { label: "About us", min: 50, max: 800, multiline: true, required: false },
  validUpto: { label: "Valid upto", min: 1, max: 30, required: false },
  productsLimit: { label: "Products limit", min: 1, max: 10, kind: "digits" },
  paymentMessage: { label: "Payment message", max: 60, required: false },
} satisfies Record<string, FieldRule>;

export type ShopTextField = keyof typeof shopRules;

export const SHOP_STATUSES = ["not ready", "ready", "disabled"] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** Where a product's information shows in the store (shops.information_place; Info place on the Shops list). */
export const INFO_PLACES = [
  { value: "0", label: "Under the name" },
  { value: "1", label: "Beside the price" },
] as const;

export const VERSION_TYPES = [
  { value: "1", label: "Basic" },
  { value: "2", label: "Premium" },
  { value: "3", label: "Turbo" },
] as const;

/** Everything the form sends, as text (checkboxes "1" or ""). */
export type ShopFormValues = Record<ShopTextField, string> & {
  shopTypeId: string;
  status: string;
  plan: string;
  versionTypeId: string;
  languageChoice: string;
  colorScheme: string;
  paymentDueDate: string;
  dealerFacility: string;
  homePageFacility: string;
  productImages: string;
  informationPlace: string;
  showItemCount: string;
  lastPaymentVerified: string;
};

/** Spec 3 §3: productsLimit 50 by default on the owner's form (DECISIONS.md "Plans"). */
/** A shop as its UPDATE screen shows it: its URL and admin for the heading, its stored values for the form. */
export type ShopItem = {
  id: number;
  url: string;
  adminUserName: string | null;
  values: ShopFormValues;
  /** Where a request to close the account stands (docs/decisions/0038); null when none is waiting or done. */
  closing?: "requested" | "confirmed" | null;
};

export const emptyShopForm = (): ShopFormValues => ({
  name: "",
  shopUrl: "",
  title: "",
  owner: "",
  address: "",
  city: "",
  pinCode: "",
  whatsApp: "",
  mobile: "",
  landLine: "",
  email: "",
  aboutUs: "",
  validUpto: "",
  productsLimit: "50",
  paymentMessage: "",
  shopTypeId: "",
  status: "not ready",
  plan: "0",
  versionTypeId: "1",
  languageChoice: "1",
  colorScheme: "green",
  paymentDueDate: "",
  dealerFacility: "",
  homePageFacility: "",
  productImages: "1",
  informationPlace: "0",
  showItemCount: "1",
  lastPaymentVerified: "",
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const SHOP_FORM_MESSAGES = {
  shopTypeRequired: "Shop type is required",
  badChoice: "Choose one of the options",
  dueDate: "Enter the due date as a date",
  productsLimitRange: `Products limit must be between 1 and ${LARGEST_PRODUCTS_LIMIT}`,
} as const;

/**
 * A shop made through the wizard has no owner, address or phone numbers until its admin fills Home Page Settings: on
 * UPDATE those may stay empty (the rules hold once filled), so the owner can change a plan or suspend any shop.
 */
const FILLED_BY_THE_SHOP: readonly ShopTextField[] = [
  "title",
  "owner",
  "address",
  "city",
  "pinCode",
  "whatsApp",
  "mobile",
];
const updateRules = Object.fromEntries(
  Object.entries(shopRules).map(([name, rule]) => [
    name,
    FILLED_BY_THE_SHOP.includes(name as ShopTextField) ? { ...rule, required: false } : rule,
  ]),
) as Record<ShopTextField, FieldRule>;

/**
 * The first message per field (text rules, then the choices). On UPDATE, `stored` is the shop as saved: a value left
 * as it is passes, because the shop's own Home Page Settings accept some values this form's rules do not (about us of
 * 10–49 characters, addresses up to 80), and the owner must still be able to change the plan or the status.
 */
export function checkShopForm(
  values: ShopFormValues,
  mode: "add" | "update" = "add",
  stored?: ShopFormValues,
): Partial<Record<keyof ShopFormValues, string>> {
  const messages: Partial<Record<keyof ShopFormValues, string>> = checkFields<ShopTextField>(
    mode === "add" ? shopRules : updateRules,
    values,
  );
  if (mode === "update" && stored)
    for (const name of Object.keys(shopRules) as ShopTextField[])
      if (values[name] === stored[name]) delete messages[name];
  if (!/^[1-9][0-9]*$/.test(values.shopTypeId)) messages.shopTypeId = SHOP_FORM_MESSAGES.shopTypeRequired;
  if (!(SHOP_STATUSES as readonly string[]).includes(values.status)) messages.status = SHOP_FORM_MESSAGES.badChoice;
  if (!["0", "1", "2"].includes(values.plan)) messages.plan = SHOP_FORM_MESSAGES.badChoice;
  if (!VERSION_TYPES.some((v) => v.value === values.versionTypeId))
    messages.versionTypeId = SHOP_FORM_MESSAGES.badChoice;
  if (!["0", "1"].includes(values.languageChoice)) messages.languageChoice = SHOP_FORM_MESSAGES.badChoice;
  if (!INFO_PLACES.some((p) => p.value === values.informationPlace))
    messages.informationPlace = SHOP_FORM_MESSAGES.badChoice;
  if (!(COLOR_SCHEMES as readonly string[]).includes(values.colorScheme))
    messages.colorScheme = SHOP_FORM_MESSAGES.badChoice;
  if (values.paymentDueDate !== "" && !isCalendarDay(values.paymentDueDate))
    messages.paymentDueDate = SHOP_FORM_MESSAGES.dueDate;
  if (
    !messages.productsLimit &&
    (Number(values.productsLimit) < 1 || Number(values.productsLimit) > LARGEST_PRODUCTS_LIMIT)
  )
    messages.productsLimit = SHOP_FORM_MESSAGES.productsLimitRange;
  return messages;
}

export const SHOP_MESSAGES = {
  added: (url: string) => `${url} added successfully.`,
  updated: (url: string) => `${url} updated successfully`,
  deleted: (url: string) => `${url} deleted successfully`,
  couldNotDelete: "Error....could not delete the shop",
  couldNotUpdate: "Error... could not update the shop",
  /** Spec 3 §8, its trailing space kept. */
  loadFailed: "Error retriving shops ",
  urlTaken: "This shop url is already taken.",
  urlReserved: "This shop url is reserved. Please choose another.",
  mobileTaken: "An admin with this mobile number already exists.",
  unknownType: "Choose a shop type from the list.",
  /** Shown once after an add: the admin's user name and one-time password (DECISIONS.md). */
  credentials: (userName: string, password: string) =>
    `Admin user name: ${userName} · One-time password: ${password} (shown only now; the admin must change it at the first sign-in)`,
} as const;

const flag = (value: string) => (value === "1" ? 1 : 0);

/** The checked values as the shops table stores them. */
export function shopColumns(values: ShopFormValues) {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    owner: values.owner.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    pinCode: values.pinCode.trim(),
    whatsApp: values.whatsApp.trim(),
    mobile: values.mobile.trim(),
    landLine: values.landLine.trim(),
    email: values.email.trim().toLowerCase(),
    aboutUs: values.aboutUs.trim(),
    validUpto: values.validUpto.trim(),
    productsLimit: Number(values.productsLimit),
    paymentMessage: values.paymentMessage.trim(),
    shopTypeId: Number(values.shopTypeId),
    status: values.status as ShopStatus,
    plan: Number(values.plan),
    versionTypeId: Number(values.versionTypeId),
    languageChoice: Number(values.languageChoice),
    colorScheme: values.colorScheme as (typeof COLOR_SCHEMES)[number],
    paymentDueDate: values.paymentDueDate === "" ? null : values.paymentDueDate,
    dealerFacility: flag(values.dealerFacility),
    homePageFacility: flag(values.homePageFacility),
    productImages: flag(values.productImages),
    informationPlace: Number(values.informationPlace),
    showItemCount: flag(values.showItemCount),
    lastPaymentVerified: flag(values.lastPaymentVerified),
  };
}

export const SHOP_FORM_FIELDS = Object.keys(emptyShopForm()) as (keyof ShopFormValues)[];

/** The form's fields from a posted form (a missing one is empty). */
export function shopFormOf(read: (name: string) => string): ShopFormValues {
  return Object.fromEntries(SHOP_FORM_FIELDS.map((name) => [name, read(name)])) as ShopFormValues;
}
