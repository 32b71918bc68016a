/**
 * The settings screens' fixed English (spec 2 §3, §9): their choices, labels and refusals, without zod, so the panel's
 * English book (app/i18n/panel/settings.en.ts) can name them and the forms' modules (first-page-form.ts,
 * store-settings.ts) use the same words.
 */
import { planById } from "../plans";
import { duplicateNoRoomMessage } from "./messages";

export const MINIMUM_CRITERIA = [
  { value: "none", label: "None" },
  { value: "amount", label: "Minimum amount (Rs.)" },
  { value: "count", label: "Minimum number of items" },
] as const;
export const MINIMUM_CRITERIA_LABEL = "Minimum criteria";

/** Store Settings' labels: what its fields are called and what '{label} is required' says. */
export const STORE_SETTINGS_LABELS = {
  colorScheme: "Colour scheme",
  languageChoice: "Language",
  storeLanguage: "Store language",
  digits: "Digits",
  plan: "Plan",
  upiId: "UPI id for customers' payments",
} as const;
export const DIGITS_REQUIRED = "Digits are required";
/** A save that found its row changed meanwhile and no refusal to give. */
export const STORE_SETTINGS_NOT_SAVED = "Store Settings could not be saved, try again.";

/** The shop's UPI id for its customers (ours: the spec has none): empty, or a handle@bank UPI apps accept. */
export const UPI_ID_MESSAGE = "Enter a UPI id like shopname@okaxis, or leave it empty";

/**
 * The store settings' plan text (spec 2 §9: 'plan-{productsLimit}' with 'max {productsLimit} products, Rs. …/mnth').
 * The price is the plan's own: DECISIONS.md calls the "Rs. 299" copy wrong.
 */
export function storePlanText(plan: number): string {
  const p = planById(plan);
  return `plan-${p.productsLimit} (max ${p.productsLimit} products, Rs. ${p.rupeesPerMonth}/mnth)`;
}

/** Why a plan may not be chosen: the shop holds more products than its limit. */
export type PlanRefusal = { currentProducts: number; productsLimit: number };

/** The refusal in English (the spec gives no text for this). */
export function planRefusalMessage({ currentProducts, productsLimit }: PlanRefusal): string {
  return `${duplicateNoRoomMessage(currentProducts, productsLimit)} Delete some products before choosing plan-${productsLimit}.`;
}
