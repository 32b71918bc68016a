/**
 * Special offers (promo codes, spec 2 §3, §5): name 4–30 and description 10–200 with typing cut at the maximum,
 * criteria, discount in percent or rupees, a whole-number discount value and active/inactive. Only active offers
 * show under the store's Offers button.
 */
import { checkField, checkSelect, type FieldRule } from "../field-rules";
import { adminRules } from "./rules";

export const OFFER_CRITERIA = [
  { value: "amount", label: "Amount" },
  { value: "delivery", label: "Delivery" },
  { value: "other", label: "Other" },
] as const;
export const DISCOUNT_IN = [
  { value: "percent", label: "Percent (%)" },
  { value: "rupees", label: "Rupees (Rs.)" },
] as const;
export const OFFER_STATUS = [
  { value: "1", label: "Active" },
  { value: "0", label: "Inactive" },
] as const;

export type OfferCriteria = (typeof OFFER_CRITERIA)[number]["value"];
export type DiscountIn = (typeof DISCOUNT_IN)[number]["value"];

export const offerRules = {
  name: adminRules.offerName,
  description: adminRules.offerDescription,
  // Whole rupees or a whole percentage; five digits cover any discount a small shop gives.
  discountValue: { label: "Discount value", min: 1, max: 5, kind: "digits" },
} satisfies Record<string, FieldRule>;

export const OFFER_LABELS = { criteria: "Criteria", discountIn: "Discount in", status: "Status" } as const;
export const PERCENT_TOO_HIGH = "At most 100 percent";

export type OfferValues = {
  name: string;
  description: string;
  criteria: string;
  discountIn: string;
  discountValue: string;
  status: string;
};
export type OfferField = keyof OfferValues;

/** An offer as the LIST and the UPDATE screen show it. */
export type OfferRow = {
  id: number;
  name: string;
  description: string;
  criteria: OfferCriteria;
  discountIn: DiscountIn;
  discountValue: number;
  status: number;
};

export const emptyOffer = (): OfferValues => ({
  name: "",
  description: "",
  criteria: "",
  discountIn: "percent",
  discountValue: "",
  status: "1",
});

const oneOf = (options: readonly { value: string }[], value: string) => options.some((o) => o.value === value);

/** First message per field, the same in the browser and on the server. */
export function checkOffer(values: OfferValues): Partial<Record<OfferField, string>> {
  const m: Partial<Record<OfferField, string>> = {};
  const set = (field: OfferField, message: string | null) => {
    if (message) m[field] = message;
  };
  set("name", checkField(offerRules.name, values.name));
  set("description", checkField(offerRules.description, values.description));
  set(
    "criteria",
    checkSelect(OFFER_LABELS.criteria, values.criteria) ??
      (oneOf(OFFER_CRITERIA, values.criteria) ? null : `${OFFER_LABELS.criteria} is required`),
  );
  set("discountIn", oneOf(DISCOUNT_IN, values.discountIn) ? null : `${OFFER_LABELS.discountIn} is required`);
  const value = checkField(offerRules.discountValue, values.discountValue);
  set(
    "discountValue",
    value ?? (values.discountIn === "percent" && Number(values.discountValue.trim()) > 100 ? PERCENT_TOO_HIGH : null),
  );
  set("status", oneOf(OFFER_STATUS, values.status) ? null : `${OFFER_LABELS.status} is required`);
  return m;
}

/** How the list shows a discount: "10%" or "Rs. 50". */
export function discountText(discountIn: DiscountIn, value: number): string {
  return discountIn === "percent" ? `${value}%` : `Rs. ${value}`;
}

export const criteriaLabel = (criteria: OfferCriteria) =>
  OFFER_CRITERIA.find((c) => c.value === criteria)?.label ?? criteria;
