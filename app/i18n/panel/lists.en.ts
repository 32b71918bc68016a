import {
  duplicateNameMessage,
  NAMED_LISTS,
  type NamedListKind,
  RATING_LABEL,
  SHOP_TYPE_NOT_LISTED,
} from "#app/domain/admin/category-brand";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import {
  criteriaLabel,
  DISCOUNT_IN,
  type DiscountIn,
  discountText,
  OFFER_LABELS,
  OFFER_STATUS,
  offerRules,
  PERCENT_TOO_HIGH,
} from "#app/domain/admin/offer";
import { byEnglish, type Figures } from "../book";

/** A Categories or Brands screen's words (spec 2 §2, §8 verbatim; the list's words ours). */
function named(kind: NamedListKind) {
  const words = NAMED_LISTS[kind];
  const plural = words.plural.toLowerCase();
  const one = words.label.toLowerCase();
  return {
    /** The screen's title, and the table's name. */
    title: words.plural,
    /** The list's word in its title, in capitals where English writes it so. */
    subject: words.subject,
    search: `Search ${plural}`,
    noMatch: `No ${plural} match the search.`,
    addHeading: `Add ${one}`,
    updateHeading: `Update ${one}`,
    nameLabel: words.rule.label,
    loadFailed: kind === "category" ? ADMIN_ERRORS.loadCategories : ADMIN_ERRORS.loadBrands,
    added: (name: string) => ADMIN_MESSAGES.added(kind, name),
    updated: (name: string) => ADMIN_MESSAGES.updated(kind, name),
    addFailed: ADMIN_ERRORS.couldNotAdd(kind),
    updateFailed: ADMIN_ERRORS.couldNotUpdate(kind),
    deleteFailed: ADMIN_ERRORS.couldNotDelete(kind),
    /** A name the list already has. */
    duplicate: (name: string) => duplicateNameMessage(kind, name),
  };
}

const option = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The Categories, Brands and Special Offers screens (English, the source: spec 2 §2, §3, §8, verbatim where the spec
 * words them).
 */
export default (_f: Figures) => ({
  categories: named("category"),
  brands: named("brand"),
  /** A column's heading. */
  name: "Name",
  rating: RATING_LABEL,
  /** A rating cell's accessible name (the star is drawn). */
  ratingOf: (rating: number) => `Rating ${rating}`,
  stars: (rating: number) => `${rating} ★`,
  ratingHint: "Higher ratings come first in the store; rating 1 hides it from customers.",
  storeType: "Store type",
  noStoreType: "No store type",
  /** The form's submit buttons. */
  add: "ADD",
  update: "UPDATE",
  offers: {
    title: "Special Offers",
    subject: "SPECIAL OFFERS",
    /** The table's name. */
    label: "Special offers",
    search: "Search special offers",
    noMatch: "No special offers match the search.",
    criteria: OFFER_LABELS.criteria,
    discount: "Discount",
    status: OFFER_LABELS.status,
    active: option(OFFER_STATUS, "1"),
    inactive: option(OFFER_STATUS, "0"),
    criteriaOptions: {
      amount: criteriaLabel("amount"),
      delivery: criteriaLabel("delivery"),
      other: criteriaLabel("other"),
    },
    discountInOptions: {
      percent: option(DISCOUNT_IN, "percent"),
      rupees: option(DISCOUNT_IN, "rupees"),
    },
    /** How the list shows a discount: "10%" or "Rs. 50" (whole rupees). */
    discountText: (discountIn: DiscountIn, value: number) => discountText(discountIn, value),
    addHeading: "Add special offer",
    updateHeading: "Update special offer",
    nameLabel: offerRules.name.label,
    nameHint: (min: number, max: number) => `${min} to ${max} characters, e.g. DIWALI10.`,
    descriptionLabel: offerRules.description.label,
    descriptionPlaceholder: (min: number, max: number) =>
      `What the customer gets, and when (${min} to ${max} characters)`,
    criteriaPlaceholder: "Select criteria",
    discountIn: OFFER_LABELS.discountIn,
    discountValue: offerRules.discountValue.label,
    activeHint: "Only active offers show under Offers in the store.",
    loadFailed: ADMIN_ERRORS.loadOffers,
    added: (name: string) => ADMIN_MESSAGES.offerAdded(name),
    updated: ADMIN_MESSAGES.offerUpdated,
    deleted: (name: string) => ADMIN_MESSAGES.offerDeleted(name),
  },
  /** What the forms' rules say in English: their labels and fixed messages (panelSay). */
  said: byEnglish(
    NAMED_LISTS.category.rule.label,
    NAMED_LISTS.brand.rule.label,
    RATING_LABEL,
    SHOP_TYPE_NOT_LISTED,
    offerRules.name.label,
    offerRules.description.label,
    offerRules.discountValue.label,
    OFFER_LABELS.criteria,
    OFFER_LABELS.discountIn,
    OFFER_LABELS.status,
    PERCENT_TOO_HIGH,
  ),
});
