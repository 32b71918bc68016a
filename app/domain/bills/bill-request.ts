import { gstinProblem, normaliseGstin } from "#app/domain/gst/gstin";
import { isStateCode, type StateCode } from "#app/domain/gst/states";
import { z } from "#app/domain/zod";

/*
 * What a bill's post carries besides its lines: the buyer's GSTIN and state, both optional (a registered buyer's
 * GSTIN goes on a tax invoice; the state is the place of supply when it is not the shop's). Checked here, on the
 * server, whatever the page sent.
 */

export type BuyerProblem = "gstin" | "state" | "mismatch";

export type Buyer = { gstin: string; stateCode: StateCode | "" };

const field = z.string().max(40).optional().default("");

export const buyerSchema = z.object({ gstin: field, stateCode: field });

/** The buyer's GSTIN and state as the bill takes them, or what is wrong. A GSTIN alone names its state. */
export function readBuyer(
  fields: Record<string, string | undefined>,
): { ok: true; buyer: Buyer } | { ok: false; problem: BuyerProblem } {
  const parsed = buyerSchema.safeParse({ gstin: fields.gstin, stateCode: fields.stateCode });
  if (!parsed.success) return { ok: false, problem: "gstin" };
  const gstin = normaliseGstin(parsed.data.gstin);
  const state = parsed.data.stateCode.trim();
  if (state && !isStateCode(state)) return { ok: false, problem: "state" };
  if (gstin && gstinProblem(gstin)) return { ok: false, problem: "gstin" };
  if (gstin && state && gstin.slice(0, 2) !== state) return { ok: false, problem: "mismatch" };
  const stateCode = (state || (gstin ? gstin.slice(0, 2) : "")) as StateCode | "";
  return { ok: true, buyer: { gstin, stateCode } };
}

/** A counter sale's customer: none (a Cash Sale) or one of the shop's saved customers, by id. */
export function readCustomerId(raw: string | undefined): number | null | "bad" {
  if (!raw) return null;
  return /^[1-9][0-9]{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : "bad";
}
