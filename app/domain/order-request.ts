import { z } from "zod";
import { rules } from "./field-rules";
import { zField } from "./field-schemas";
import { ORDER_MESSAGES } from "./order";

/** Quantities are integer thousandths: 1 piece or 1 kg = 1000. The step each unit may be bought in: */
const STEP_MILLI: Record<number, number> = { 1: 1000, 2: 250, 3: 1000, 4: 500, 5: 1000 };
/** 10,000 pieces or kg: far above any real order, low enough that totals stay exact integers. */
export const MAX_ORDER_QUANTITY_MILLI = 10_000_000;

export function isValidOrderQuantity(unitId: number, quantityMilli: number): boolean {
  const step = STEP_MILLI[unitId];
  return step !== undefined && Number.isInteger(quantityMilli) && quantityMilli > 0 && quantityMilli <= MAX_ORDER_QUANTITY_MILLI && quantityMilli % step === 0;
}

/**
 * What the storefront posts to place an order. Only product ids and quantities are taken from the browser;
 * names, prices, totals and delivery charges are recomputed from the catalogue (DECISIONS.md).
 */
export const orderRequestSchema = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "A request key is required"),
  customer: z.object(
    { name: zField(rules.customerName), whatsApp: zField(rules.customerWhatsApp), address: zField(rules.customerAddress) },
    { error: ORDER_MESSAGES.enterDetails },
  ),
  lines: z
    .array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive().max(MAX_ORDER_QUANTITY_MILLI) }))
    .max(1000),
});

export type OrderRequest = z.output<typeof orderRequestSchema>;
