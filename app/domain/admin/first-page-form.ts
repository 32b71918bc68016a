/**
 * First Page Settings (spec 2 §3, §5): the store's first page message, its minimum order and delivery charge.
 * The form speaks whole rupees and counts as digits; the table keeps paise and a line count (docs/decisions/0003).
 */
import { z } from "#app/domain/zod";
import { checkField, type FieldRule } from "../field-rules";
import { zField } from "../field-schemas";
import { adminRules } from "./rules";
import { type MINIMUM_CRITERIA, MINIMUM_CRITERIA_LABEL } from "./settings-texts";

export { MINIMUM_CRITERIA, MINIMUM_CRITERIA_LABEL } from "./settings-texts";
export type MinimumCriteria = (typeof MINIMUM_CRITERIA)[number]["value"];

export const firstPageRules = {
  firstPageMessage: adminRules.firstPageMessage,
  minimumAmount: adminRules.minimumAmount,
  deliveryCharges: adminRules.deliveryCharges,
  deliveryChargesBelow: adminRules.deliveryChargesBelow,
} satisfies Record<string, FieldRule>;

export type FirstPageValues = {
  firstPageMessage: string;
  minimumCriteria: MinimumCriteria;
  minimumAmount: string;
  deliveryCharges: string;
  deliveryChargesBelow: string;
};

export type FirstPageRow = {
  firstPageMessage: string;
  minimumCriteria: MinimumCriteria;
  minimumAmountPaise: number;
  minimumItemCount: number;
  deliveryChargesPaise: number;
  deliveryChargesBelowPaise: number;
};

/** The live messages; the minimum is asked only when a criteria is chosen. */
export function firstPageMessages(values: FirstPageValues): Partial<Record<keyof typeof firstPageRules, string>> {
  const messages: Partial<Record<keyof typeof firstPageRules, string>> = {};
  for (const key of Object.keys(firstPageRules) as (keyof typeof firstPageRules)[]) {
    if (key === "minimumAmount" && values.minimumCriteria === "none") continue;
    const message = checkField(firstPageRules[key], values[key]);
    if (message) messages[key] = message;
  }
  return messages;
}

export const firstPageSchema = z
  .object({
    firstPageMessage: zField(firstPageRules.firstPageMessage),
    minimumCriteria: z.enum(["none", "amount", "count"], { error: `${MINIMUM_CRITERIA_LABEL} is required` }),
    minimumAmount: z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim()),
    deliveryCharges: zField(firstPageRules.deliveryCharges),
    deliveryChargesBelow: zField(firstPageRules.deliveryChargesBelow),
  })
  .superRefine((v, ctx) => {
    if (v.minimumCriteria === "none") return;
    const message = checkField(firstPageRules.minimumAmount, v.minimumAmount);
    if (message) ctx.addIssue({ code: "custom", path: ["minimumAmount"], message });
  });

/** Form values (already checked) → the shop_settings columns. Only the chosen criteria keeps its minimum. */
export function toFirstPageRow(values: FirstPageValues): FirstPageRow {
  const minimum = values.minimumCriteria === "none" ? 0 : Number(values.minimumAmount);
  return {
    firstPageMessage: values.firstPageMessage.trim(),
    minimumCriteria: values.minimumCriteria,
    minimumAmountPaise: values.minimumCriteria === "amount" ? minimum * 100 : 0,
    minimumItemCount: values.minimumCriteria === "count" ? minimum : 0,
    deliveryChargesPaise: Number(values.deliveryCharges) * 100,
    deliveryChargesBelowPaise: Number(values.deliveryChargesBelow) * 100,
  };
}

/** The stored row → what the form shows (whole rupees; the form never writes fractions). */
export function fromFirstPageRow(row: FirstPageRow): FirstPageValues {
  const minimum =
    row.minimumCriteria === "amount"
      ? Math.floor(row.minimumAmountPaise / 100)
      : row.minimumCriteria === "count"
        ? row.minimumItemCount
        : 0;
  return {
    firstPageMessage: row.firstPageMessage,
    minimumCriteria: row.minimumCriteria,
    minimumAmount: row.minimumCriteria === "none" ? "" : String(minimum),
    deliveryCharges: String(Math.floor(row.deliveryChargesPaise / 100)),
    deliveryChargesBelow: String(Math.floor(row.deliveryChargesBelowPaise / 100)),
  };
}
