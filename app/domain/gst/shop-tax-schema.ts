import { z } from "#app/domain/zod";
import { checkShopTax, type ShopTaxToStore, shopTaxToStore } from "./shop-tax-form";

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

/** The Tax (GST) form as posted (a missing field is empty): the first message of `checkShopTax`, or the row to store. */
export const shopTaxSchema: z.ZodType<ShopTaxToStore> = z
  .object({ kind: text, gstin: text, stateCode: text, legalName: text, turnoverBand: text })
  .superRefine((values, ctx) => {
    const first = Object.values(checkShopTax(values)).find(Boolean);
    if (first) ctx.addIssue({ code: "custom", message: first });
  })
  .transform(shopTaxToStore);
