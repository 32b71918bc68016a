/**
 * Store Settings' Tax (GST) section (issue 28): the shop's kind for tax, GSTIN, state, legal name and turnover band,
 * as the form holds them, the live messages, and what is stored. Pure and free of zod, so the browser loads only this;
 * the server re-checks with the same rules (shop-tax-schema.ts). The back office's correction uses the same rules.
 */
import { checkField, type FieldRule } from "../field-rules";
import { gstinProblem, gstinState, normaliseGstin } from "./gstin";
import { TURNOVER_BANDS, type TurnoverBand } from "./rates";
import { isStateCode, type StateCode, stateCodeOfName } from "./states";
import { SHOP_TAX_KINDS, type ShopTaxKind } from "./tax";

export { SHOP_TAX_KINDS, TURNOVER_BANDS };

export type ShopTaxFormValues = {
  kind: string;
  gstin: string;
  stateCode: string;
  legalName: string;
  turnoverBand: string;
};
export type ShopTaxField = keyof ShopTaxFormValues;

/** What is stored (shop_tax): a shop that is not registered keeps no GSTIN and no legal name. */
export type ShopTaxToStore = {
  kind: ShopTaxKind;
  gstin: string;
  stateCode: StateCode | "";
  legalName: string;
  turnoverBand: TurnoverBand;
};

export const SHOP_TAX_LABELS = {
  kind: "GST registration",
  gstin: "GSTIN",
  stateCode: "State",
  legalName: "Legal name",
  turnoverBand: "Turnover",
} as const;

/** The refusals the form and the server give (English; the panel says them in the admin's language). */
export const SHOP_TAX_MESSAGES = {
  gstinShape: "Enter the GSTIN as on your GST certificate: 15 letters and digits",
  gstinState: "The GSTIN's first two digits are not a state's GST code",
  gstinCheck: "This GSTIN's last character does not match the others: check it for a typing mistake",
  gstinOtherState: "The GSTIN's first two digits must be the code of the state chosen",
} as const;

/** The legal name as on the GST certificate: a company's name can be long, never a paragraph. */
export const LEGAL_NAME_RULE: FieldRule = { label: SHOP_TAX_LABELS.legalName, min: 2, max: 100 };

const required = (label: string) => `${label} is required`;

export function isShopTaxKind(value: string): value is ShopTaxKind {
  return (SHOP_TAX_KINDS as readonly string[]).includes(value);
}

function isTurnoverBand(value: string): value is TurnoverBand {
  return (TURNOVER_BANDS as readonly string[]).includes(value);
}

export const isRegistered = (kind: string) => kind === "composition" || kind === "regular";

/** The form's start: what is stored, or for a shop with no row yet its state read from its address's state. */
export function initialShopTax(
  stored: { kind: string; gstin: string; stateCode: string; legalName: string; turnoverBand: string } | null,
  shopState: string,
): ShopTaxFormValues {
  if (stored && stored.kind !== "none")
    return {
      kind: stored.kind,
      gstin: stored.gstin,
      stateCode: stored.stateCode,
      legalName: stored.legalName,
      turnoverBand: stored.turnoverBand,
    };
  return {
    kind: stored?.kind ?? "none",
    gstin: "",
    stateCode: stored?.stateCode || stateCodeOfName(shopState) || "",
    legalName: "",
    turnoverBand: stored?.turnoverBand ?? "upto5cr",
  };
}

/** The GSTIN's first problem, typed in any case and with spaces. */
export function gstinMessage(typed: string, stateCode: string): string | null {
  const gstin = normaliseGstin(typed);
  if (gstin === "") return required(SHOP_TAX_LABELS.gstin);
  const problem = gstinProblem(gstin);
  if (problem === "shape") return SHOP_TAX_MESSAGES.gstinShape;
  if (problem === "state") return SHOP_TAX_MESSAGES.gstinState;
  if (problem === "check") return SHOP_TAX_MESSAGES.gstinCheck;
  if (isStateCode(stateCode) && gstinState(gstin) !== stateCode) return SHOP_TAX_MESSAGES.gstinOtherState;
  return null;
}

/**
 * Each field's first message. Not registered needs nothing else (a state given must still be a state); registered
 * needs a GSTIN of the state chosen, the state, the legal name and the turnover band.
 */
export function checkShopTax(values: ShopTaxFormValues): Partial<Record<ShopTaxField, string>> {
  const messages: Partial<Record<ShopTaxField, string>> = {};
  if (!isShopTaxKind(values.kind)) {
    messages.kind = required(SHOP_TAX_LABELS.kind);
    return messages;
  }
  const state = values.stateCode.trim();
  if (!isRegistered(values.kind)) {
    if (state !== "" && !isStateCode(state)) messages.stateCode = required(SHOP_TAX_LABELS.stateCode);
    return messages;
  }
  if (!isStateCode(state)) messages.stateCode = required(SHOP_TAX_LABELS.stateCode);
  const gstin = gstinMessage(values.gstin, state);
  if (gstin) messages.gstin = gstin;
  const legalName = checkField(LEGAL_NAME_RULE, values.legalName);
  if (legalName) messages.legalName = legalName;
  if (!isTurnoverBand(values.turnoverBand)) messages.turnoverBand = required(SHOP_TAX_LABELS.turnoverBand);
  return messages;
}

/** A checked form → its row. Call only when `checkShopTax` found nothing. */
export function shopTaxToStore(values: ShopTaxFormValues): ShopTaxToStore {
  const kind = values.kind as ShopTaxKind;
  const state = values.stateCode.trim();
  const stateCode = isStateCode(state) ? state : "";
  const turnoverBand = isTurnoverBand(values.turnoverBand) ? values.turnoverBand : "upto5cr";
  if (!isRegistered(kind)) return { kind, gstin: "", stateCode, legalName: "", turnoverBand };
  return {
    kind,
    gstin: normaliseGstin(values.gstin),
    stateCode,
    legalName: values.legalName.trim().replace(/\s+/g, " "),
    turnoverBand,
  };
}
