import { z } from "#app/domain/zod";
import { LOCALES } from "#app/i18n/locale";
import { rules } from "./field-rules";
import { zField } from "./field-schemas";
import { ORDER_MESSAGES, REQUEST_UNREADABLE, tooManyLinesMessage } from "./order";
import type { OrderRefusal } from "./order-outcome";
import { LARGEST_PRODUCTS_LIMIT } from "./plans";

/**
 * The most lines an order may hold: a cart holds one line per product and a shop at most its plan's products, so the
 * largest plan's limit is what the cart, this request and the server all allow.
 */
export const MAX_ORDER_LINES = LARGEST_PRODUCTS_LIMIT;

const whole = (min: number) =>
  z.number({ error: REQUEST_UNREADABLE }).int({ error: REQUEST_UNREADABLE }).min(min, { error: REQUEST_UNREADABLE });

/**
 * What the storefront posts to place an order: per line the product, the quantity (thousandths, checked against the
 * product's unit by the server) and the price the customer saw, and the net payable amount they saw. The server
 * prices the order from the catalogue and stores it only when those figures are what the customer confirmed
 * (app/domain/place-order.ts checkOrder); names and totals are never taken from the browser.
 */
export const orderRequestSchema = z.object(
  {
    idempotencyKey: z
      .string({ error: REQUEST_UNREADABLE })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: REQUEST_UNREADABLE }),
    customer: z.object(
      {
        name: zField(rules.customerName),
        whatsApp: zField(rules.customerWhatsApp),
        address: zField(rules.customerAddress),
      },
      { error: ORDER_MESSAGES.enterDetails },
    ),
    lines: z
      .array(
        z.object({ productId: whole(1), quantity: whole(1), pricePaise: whole(0) }, { error: REQUEST_UNREADABLE }),
        { error: REQUEST_UNREADABLE },
      )
      .max(MAX_ORDER_LINES, { error: tooManyLinesMessage(MAX_ORDER_LINES) }),
    netPaise: whole(0),
    /** The language the WhatsApp message is written in (absent: English, as before languages). */
    locale: z.enum(LOCALES, { error: REQUEST_UNREADABLE }).optional(),
  },
  { error: REQUEST_UNREADABLE },
);

export type OrderRequest = z.output<typeof orderRequestSchema>;

/** The refusal for a request the schema did not take: incomplete customer details have their own spec text. */
export function requestRefusal(error: z.ZodError): OrderRefusal {
  const issue = error.issues[0];
  if (issue?.path[0] === "customer") return { code: "enterDetails" };
  const tooManyLines = issue?.code === "too_big" && issue.path.length === 1 && issue.path[0] === "lines";
  return {
    code: "invalid",
    problem: tooManyLines ? { kind: "tooManyLines", limit: MAX_ORDER_LINES } : { kind: "unreadable" },
  };
}
