import { z } from "#app/domain/zod";
import { DECLINE_REASON_MAX } from "./requests";

/*
 * The forms of "Delete my details". The customer's page posts only its intent (what is deleted is read from the
 * page's own order or account, never from the form). The shop's screen names a request and, to decline, a reason.
 * A failure is said by the screen by its kind (`path`), in the page's language.
 */

export const forgetSchema = z.object({ intent: z.literal("forget") });

const requestId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

export const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("carry-out"), request: requestId }),
  z.object({
    intent: z.literal("decline"),
    request: requestId,
    reason: z.string().trim().min(1).max(DECLINE_REASON_MAX),
  }),
]);

export type Decision = z.infer<typeof decisionSchema>;
