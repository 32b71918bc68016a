import { z } from "#app/domain/zod";
import { LARGEST_QUANTITY_MILLI } from "../units";

/* What the Edit yaadi form posts, as the server reads it (the edit's rules are edit-yaadi.ts). */

/** What the Edit yaadi form posts (as JSON in one field): each line by its id, each added product by its id. */
export const editRequestSchema = z
  .array(
    z.union([
      z
        .object({ lineId: z.number().int().positive(), quantity: z.number().int().min(0).max(LARGEST_QUANTITY_MILLI) })
        .strict(),
      z
        .object({
          productId: z.number().int().positive(),
          quantity: z.number().int().min(1).max(LARGEST_QUANTITY_MILLI),
        })
        .strict(),
    ]),
  )
  .max(1000);
export type EditRequest = z.infer<typeof editRequestSchema>;
