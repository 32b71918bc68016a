/**
 * Store Settings (spec 2 §3, §9; DECISIONS.md "Plans"): colour scheme, language choice and plan. The plan sets the
 * products limit, so a plan too small for the products the shop already holds is refused.
 */
import { z } from "#app/domain/zod";
import { DIGITS, type Digits, LOCALE_NAMES, LOCALES, type Locale } from "#app/i18n/locale";
import { COLOR_SCHEMES, type ColorScheme, LANGUAGE_CHOICES } from "../../../themes/themes";
import { PLANS, planById } from "../plans";
import {
  DIGITS_REQUIRED,
  type PlanRefusal,
  planRefusalMessage,
  STORE_SETTINGS_LABELS,
  storePlanText,
  UPI_ID_MESSAGE,
} from "./settings-texts";
import { isUpiId } from "./upi";

export {
  DIGITS_REQUIRED,
  type PlanRefusal,
  planRefusalMessage,
  STORE_SETTINGS_LABELS,
  STORE_SETTINGS_NOT_SAVED,
  storePlanText,
  UPI_ID_MESSAGE,
} from "./settings-texts";

/** `upiId`, `storeLanguage` or `digits` undefined: the form did not send it, and the saved one stays. */
export type StoreSettingsValues = {
  colorScheme: ColorScheme;
  languageChoice: 0 | 1;
  plan: number;
  upiId?: string;
  storeLanguage?: Locale;
  digits?: Digits;
};

/** The shop's UPI id for its customers (ours: the spec has none): empty, or a handle@bank UPI apps accept. */
export function checkShopUpiId(value: string): string | null {
  const v = value.trim();
  return v === "" || isUpiId(v) ? null : UPI_ID_MESSAGE;
}

export const COLOR_SCHEME_OPTIONS = COLOR_SCHEMES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
export const LANGUAGE_OPTIONS = LANGUAGE_CHOICES.map((l) => ({ value: String(l.value), label: l.label }));
/** The store's language: what its customers read first (each may choose another from the store's header). */
export const STORE_LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));
/** The digits of the store's and its bills' figures. */
export const DIGITS_OPTIONS: { value: Digits; label: string }[] = [
  { value: "latn", label: "1 2 3" },
  { value: "deva", label: "१ २ ३" },
];

export const PLAN_OPTIONS = PLANS.map((p) => ({ value: String(p.plan), label: storePlanText(p.plan) }));

/** Null when the shop's products fit the plan; else its figures, for the refusal in the reader's language. */
export function planRefusalOf(plan: number, currentProducts: number): PlanRefusal | null {
  const { productsLimit } = planById(plan);
  return currentProducts <= productsLimit ? null : { currentProducts, productsLimit };
}

/** Null when the shop's products fit the plan; else why it may not be chosen. */
export function checkPlanChoice(plan: number, currentProducts: number): string | null {
  const refusal = planRefusalOf(plan, currentProducts);
  return refusal && planRefusalMessage(refusal);
}

export const storeSettingsSchema = z.object({
  colorScheme: z.enum(COLOR_SCHEMES, { error: `${STORE_SETTINGS_LABELS.colorScheme} is required` }),
  languageChoice: z
    .enum(["0", "1"], { error: `${STORE_SETTINGS_LABELS.languageChoice} is required` })
    .transform((v) => (v === "1" ? 1 : 0) as 0 | 1),
  plan: z
    .enum(PLANS.map((p) => String(p.plan)) as [string, ...string[]], {
      error: `${STORE_SETTINGS_LABELS.plan} is required`,
    })
    .transform(Number),
  upiId: z
    .string()
    .max(300, UPI_ID_MESSAGE)
    .transform((v) => v.trim())
    .refine((v) => checkShopUpiId(v) === null, UPI_ID_MESSAGE)
    .optional(),
  storeLanguage: z.enum(LOCALES, { error: `${STORE_SETTINGS_LABELS.storeLanguage} is required` }).optional(),
  digits: z.enum(DIGITS, { error: DIGITS_REQUIRED }).optional(),
});
