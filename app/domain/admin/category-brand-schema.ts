/** Server-side re-check of the category/brand form (same rules and messages as the live ones in category-brand.ts). */
import { z } from "#app/domain/zod";
import { zField } from "../field-schemas";
import { checkRating, checkShopType, NAMED_LISTS, type NamedListKind } from "./category-brand";

const fieldText = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim());

/**
 * `shopTypeIds` is the list of store types the master store may choose from, or null for every other shop: then a
 * posted store type is ignored (only the master store assigns them, spec 2 §1).
 */
export function namedItemSchema(kind: NamedListKind, shopTypeIds: readonly number[] | null) {
  return z.object({
    name: zField(NAMED_LISTS[kind].rule),
    rating: fieldText
      .superRefine((v, ctx) => {
        const message = checkRating(v);
        if (message) ctx.addIssue({ code: "custom", message });
      })
      .transform(Number),
    shopTypeId: fieldText
      .superRefine((v, ctx) => {
        const message = shopTypeIds ? checkShopType(v, shopTypeIds) : null;
        if (message) ctx.addIssue({ code: "custom", message });
      })
      .transform((v) => (shopTypeIds && v !== "" ? Number(v) : null)),
  });
}

export type NamedItemInput = z.output<ReturnType<typeof namedItemSchema>>;
