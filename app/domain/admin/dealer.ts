/**
 * The shop's dealers (spec 3 §2 "Dealers", §3, §5): sub-sellers reached through /{shopUrl}_{link}, whose orders go to
 * their own WhatsApp number. The form's rules, the link as it is stored and shown, and which store URLs would capture a
 * link. Pure, so the browser (live messages, the preview) and the Worker (re-checks) share it. The CSV is in
 * dealer-csv.ts, the zod re-check in dealer-schema.ts.
 */
import { checkFields, type FieldRule } from "../field-rules";
import { dealerReadings, toShopUrl } from "../shop-url";
import { adminRules } from "./rules";

/** ADD: every field is required. */
export const dealerRules = {
  name: adminRules.dealerName,
  whatsApp: adminRules.dealerWhatsApp,
  link: adminRules.dealerLink,
  password: adminRules.dealerPassword,
} satisfies Record<string, FieldRule>;

/** UPDATE: an empty password keeps the stored one (only its hash is kept, so it cannot be shown to be edited). */
export const dealerUpdateRules = {
  ...dealerRules,
  password: { ...adminRules.dealerPassword, required: false },
} satisfies Record<string, FieldRule>;

export type DealerValues = { name: string; whatsApp: string; link: string; password: string };
export type DealerField = keyof DealerValues;
export type DealerMode = "add" | "update";

/** A row of the Dealers LIST: the dealer and the full store link to share. */
export type DealerListRow = { id: number; name: string; whatsApp: string; link: string; storeLink: string };
/** The dealer an UPDATE screen edits (never the password). */
export type DealerItem = { id: number; name: string; whatsApp: string; link: string };

export const emptyDealer = (): DealerValues => ({ name: "", whatsApp: "", link: "", password: "" });

/**
 * A mode's rules with the name's label as the reader reads it: 'Name' is many forms' word, so the panel's book says it
 * per screen rather than once for every form ('{label} is required' then names it in the admin's language).
 */
export function dealerRulesOf(mode: DealerMode, name: string = dealerRules.name.label): Record<DealerField, FieldRule> {
  const rules: Record<DealerField, FieldRule> = mode === "add" ? dealerRules : dealerUpdateRules;
  return { ...rules, name: { ...rules.name, label: name } };
}

export const checkDealer = (values: DealerValues, mode: DealerMode, name?: string) =>
  checkFields(dealerRulesOf(mode, name), values);

/** A link as stored and matched: trimmed and lowercase, as the store URL it becomes part of (tenant resolution lowercases). */
export const normalizeDealerLink = (link: string): string => toShopUrl(link);

/** The path segment a dealer's customers open: "{shopUrl}_{link}". */
export const dealerSegment = (shopUrl: string, link: string): string => `${shopUrl}_${normalizeDealerLink(link)}`;

/** The preview under the link field (spec 3 §2), verbatim shape: '.../demoveggiestore_ramesh'. */
export const dealerLinkPreview = (shopUrl: string, link: string): string => `.../${dealerSegment(shopUrl, link)}`;

/** The link the owner shares: the store's public origin, then the dealer's segment. */
export const dealerStoreLink = (origin: string, shopUrl: string, link: string): string =>
  `${origin}/${dealerSegment(shopUrl, link)}`;

/**
 * The store URLs that, if a shop held one of them, would take /{shopUrl}_{link} away from our dealer. Tenant
 * resolution (DECISIONS.md "Shop URL with underscores") tries the whole segment as a shop first, then the longest shop
 * URL before an underscore; readings with a shop URL longer than ours come before ours and win.
 */
export function capturingShopUrls(shopUrl: string, link: string): string[] {
  const segment = dealerSegment(shopUrl, link);
  const longer = dealerReadings(segment)
    .map((r) => r.shopUrl)
    .filter((url) => url.length > shopUrl.length);
  return [segment, ...longer];
}
