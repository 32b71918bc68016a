/** Server-side re-check of the special offer form: the rules of offer.ts, then typed values for the repository. */
import { z } from "#app/domain/zod";
import { checkOffer, type DiscountIn, type OfferCriteria, type OfferValues } from "./offer";

const fieldText = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim());

export const offerSchema = z
  .object({
    name: fieldText,
    description: fieldText,
    criteria: fieldText,
    discountIn: fieldText,
    discountValue: fieldText,
    status: fieldText,
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(checkOffer(values as OfferValues)))
      ctx.addIssue({ code: "custom", message, path: [field] });
  })
  .transform((v) => ({
    name: v.name,
    description: v.description,
    criteria: v.criteria as OfferCriteria,
    discountIn: v.discountIn as DiscountIn,
    discountValue: Number(v.discountValue),
    status: Number(v.status) as 0 | 1,
  }));

export type OfferInput = z.output<typeof offerSchema>;
