/**
 * Categories and brands (spec 2 §3, §5, §9): the same small record — a name, a rating 1–10 (default 5) and, for the
 * master store only, a store type. Pure rules shared by the form's live messages and the server's zod re-check.
 */
import { checkField, type FieldRule } from "../field-rules";
import { adminRules } from "./rules";

export type NamedListKind = "category" | "brand";

/** What each screen calls things: list title subject, labels, URLs. */
export const NAMED_LISTS = {
  category: {
    subject: "CATEGORIES",
    label: "Category",
    plural: "Categories",
    base: "/adminpanel/categories",
    rule: adminRules.categoryName,
  },
  brand: {
    subject: "BRANDS",
    label: "Brand",
    plural: "Brands",
    base: "/adminpanel/brands",
    rule: adminRules.brandName,
  },
} as const satisfies Record<
  NamedListKind,
  { subject: string; label: string; plural: string; base: string; rule: FieldRule }
>;

/** Spec 2 §9: the rating scale and the default of categories and brands. */
export const RATINGS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;
export const DEFAULT_RATING = 5;
export const RATING_LABEL = "Rating";
/** A store type the list does not offer (our text: the form's select cannot send one). */
export const SHOP_TYPE_NOT_LISTED = "Choose a store type from the list";

export type NamedItemValues = { name: string; rating: string; shopTypeId: string };
export type NamedItemField = keyof NamedItemValues;

export const emptyNamedItem = (): NamedItemValues => ({ name: "", rating: String(DEFAULT_RATING), shopTypeId: "" });

/** A rating is one of the ten stars; anything else reads as the select left unchosen. */
export function checkRating(value: string): string | null {
  return /^(10|[1-9])$/.test(value.trim()) ? null : `${RATING_LABEL} is required`;
}

/** The store type is optional (empty = none); when chosen it must be one the list offers. */
export function checkShopType(value: string, known: readonly number[]): string | null {
  const v = value.trim();
  if (v === "") return null;
  return /^[1-9][0-9]{0,5}$/.test(v) && known.includes(Number(v)) ? null : SHOP_TYPE_NOT_LISTED;
}

/** First message per field; `shopTypeIds` is null when the shop may not assign store types (not the master store). */
export function checkNamedItem(
  kind: NamedListKind,
  values: NamedItemValues,
  shopTypeIds: readonly number[] | null,
): Partial<Record<NamedItemField, string>> {
  const messages: Partial<Record<NamedItemField, string>> = {};
  const name = checkField(NAMED_LISTS[kind].rule, values.name);
  if (name) messages.name = name;
  const rating = checkRating(values.rating);
  if (rating) messages.rating = rating;
  const type = shopTypeIds ? checkShopType(values.shopTypeId, shopTypeIds) : null;
  if (type) messages.shopTypeId = type;
  return messages;
}

/** Names compare trimmed and case-insensitively: "Rice" and " rice " are the same category to a shopper. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("en-IN") === b.trim().toLocaleLowerCase("en-IN");
}

/** Our text (the spec has none): a second category or brand of the same name would only confuse the store's filters. */
export function duplicateNameMessage(kind: NamedListKind, name: string): string {
  return `${NAMED_LISTS[kind].label} '${name.trim()}' already exists.`;
}
