/**
 * Home Page Settings, the activation form (spec 2 §2, §5): the shop's public details. Pure rules shared by the live
 * messages in the browser and the server's zod re-check.
 */
import { z } from "#app/domain/zod";
import { checkFields, type FieldRule } from "../field-rules";
import { zField } from "../field-schemas";
import { adminRules } from "./rules";

export const homePageRules = {
  name: adminRules.shopName,
  owner: adminRules.owner,
  address: adminRules.address,
  city: adminRules.city,
  pinCode: adminRules.pinCode,
  state: adminRules.state,
  whatsApp: adminRules.whatsApp,
  aboutUs: adminRules.aboutUs,
} satisfies Record<string, FieldRule>;

export type HomePageField = keyof typeof homePageRules;
export type HomePageValues = Record<HomePageField, string>;
export const HOME_PAGE_FIELDS = Object.keys(homePageRules) as HomePageField[];

export const homePageSchema = z.object({
  name: zField(homePageRules.name),
  owner: zField(homePageRules.owner),
  address: zField(homePageRules.address),
  city: zField(homePageRules.city),
  pinCode: zField(homePageRules.pinCode),
  state: zField(homePageRules.state),
  whatsApp: zField(homePageRules.whatsApp),
  aboutUs: zField(homePageRules.aboutUs),
});

/** The live message of each field; the form keeps Save disabled while any is present. */
export function homePageMessages(values: HomePageValues): Partial<Record<HomePageField, string>> {
  return checkFields(homePageRules, values);
}

/**
 * "Typing is cut at the maximum" (spec 2 §5): the browser's maxLength counts UTF-16 units, so a pasted text is also
 * cut here by characters (an emoji is one).
 */
export function cutAtMax(rule: FieldRule, value: string): string {
  if (rule.max === undefined) return value;
  const chars = Array.from(value);
  return chars.length > rule.max ? chars.slice(0, rule.max).join("") : value;
}
