/**
 * Quantities and line money (spec 1 §4 "Quantities", §9; DECISIONS.md "Unit 5", "Quantity display").
 *
 * A quantity is an integer in thousandths of the unit ("milli"): 1 piece = 1000 for unit 1, 1 kg = 1000 (grams) for
 * the weight units 2–5. Prices are integer paise per piece (unit 1) or per kg (units 2–5), so a line costs
 * price × quantity / 1000 for every unit. No floating point touches a stored or compared value.
 */
import { isUnitId, UNITS, type UnitId } from "./units";

/** The weight steps offered to unit 5 ("10 kg and above"), in kg. */
export const UNIT5_WEIGHT_STEPS_KG = [1, 10, 100, 1000] as const;
export type WeightStepKg = (typeof UNIT5_WEIGHT_STEPS_KG)[number];
/** "Add" puts 10 kg of a unit-5 product in the list (DECISIONS.md). */
export const UNIT5_DEFAULT_STEP_KG: WeightStepKg = 10;

export function isWeightStepKg(n: unknown): n is WeightStepKg {
  return (UNIT5_WEIGHT_STEPS_KG as readonly unknown[]).includes(n);
}

/** An unknown or missing unit-5 step falls back to the default, so a stale choice never breaks the controls. */
export function unit5StepKg(weightStep?: number): WeightStepKg {
  return isWeightStepKg(weightStep) ? weightStep : UNIT5_DEFAULT_STEP_KG;
}

/**
 * The +/− step in milli: the unit's own step for units 1–4 (where Add quantity, step and cart minimum are the same
 * figure, spec 1 §4 table); for unit 5 the chosen weight step (kg) × 1000.
 */
export function quantityStep(unitId: UnitId, weightStep?: number): number {
  return unitId === 5 ? unit5StepKg(weightStep) * 1000 : UNITS[unitId].stepMilli;
}

/** The quantity "Add" (and "add back") puts in the list. */
export function defaultQuantity(unitId: UnitId, weightStep?: number): number {
  return quantityStep(unitId, weightStep);
}

/** The smallest quantity the cart's minus button may leave; at it the minus is disabled. */
export function minimumQuantity(unitId: UnitId, weightStep?: number): number {
  return quantityStep(unitId, weightStep);
}

/** The most of one product a line may hold (the units table). */
export const maximumQuantity = (unitId: UnitId): number => UNITS[unitId].maxMilli;

/** One step up, capped at the unit's maximum. `weightStep` is in kg and only matters for unit 5. */
export function increase(quantity: number, unitId: UnitId, weightStep?: number): number {
  return Math.min(quantity + quantityStep(unitId, weightStep), maximumQuantity(unitId));
}

/** One step down, never below 0. 0 means "remove" in browse and "saved for later" in the cart: the caller decides. */
export function decrease(quantity: number, unitId: UnitId, weightStep?: number): number {
  return Math.max(quantity - quantityStep(unitId, weightStep), 0);
}

/** Whether an order line may hold `quantity` of a product sold in `unitId`: whole steps, above 0, at most the maximum. */
export function isValidQuantity(unitId: number, quantity: number): boolean {
  if (!isUnitId(unitId) || !Number.isSafeInteger(quantity)) return false;
  const unit = UNITS[unitId];
  return quantity > 0 && quantity <= unit.maxMilli && quantity % unit.stepMilli === 0;
}

/** What the customer reads when + meets the unit's maximum, and what the server answers a line above it. */
export const quantityLimitMessage = (name: string, unitId: UnitId) =>
  `You can order at most ${formatQuantity(maximumQuantity(unitId), unitId)} of ${name}.`;

/** The server's answer to a quantity off the unit's steps (only a stale or altered page sends one). */
export const quantityStepMessage = (name: string, unitId: UnitId) =>
  unitId === 1
    ? `${name} is sold in whole numbers.`
    : `${name} is sold in steps of ${formatQuantity(UNITS[unitId].stepMilli, unitId)}.`;

/** Null when `quantity` may be ordered in the unit; otherwise whether it is over the unit's maximum or off its steps. */
export function quantityFault(unitId: UnitId, quantity: number): "over" | "offStep" | null {
  if (isValidQuantity(unitId, quantity)) return null;
  return quantity > maximumQuantity(unitId) ? "over" : "offStep";
}

/** Null when `quantity` of the product may be ordered; otherwise the sentence that says why not. */
export function quantityProblem(name: string, unitId: UnitId, quantity: number): string | null {
  const fault = quantityFault(unitId, quantity);
  if (!fault) return null;
  return fault === "over" ? quantityLimitMessage(name, unitId) : quantityStepMessage(name, unitId);
}

/** 1250 → "1.25", 10000 → "10", 1500 → "1.5": exact decimal text of a milli value, no float artefacts. */
export function milliToDecimal(milli: number): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(milli));
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Exactly one kilogram is singular ("1 kg"); every other amount, 0 and 1.5 included, is "kgs" as DECISIONS.md shows. */
function kilograms(milli: number): string {
  return milli === 1000 ? "1 kg" : `${milliToDecimal(milli)} kgs`;
}

/**
 * Display text (DECISIONS.md): units 2, 4, 5 below 1 kg in grams, always "gms" ("250 gms", "0 gms"), else kg;
 * unit 3 always in kg ("1 kg", "2 kgs"); unit 1 a plain count ("3").
 */
export function formatQuantity(quantity: number, unitId: UnitId): string {
  if (unitId === 1) return milliToDecimal(quantity);
  if (unitId === 3) return kilograms(quantity);
  return quantity < 1000 ? `${Math.trunc(quantity)} gms` : kilograms(quantity);
}

/**
 * numerator / denominator rounded half away from zero, for integers (denominator > 0). The quotient comes from the
 * exact remainder, because a float division of large integers can land on the wrong side of .5.
 */
function divideRounded(numerator: number, denominator: number): number {
  const abs = Math.abs(numerator);
  const remainder = abs % denominator;
  const quotient = (abs - remainder) / denominator + (remainder * 2 >= denominator ? 1 : 0);
  return numerator < 0 ? -quotient : quotient;
}

/**
 * price (paise per piece or per kg) × quantity (milli) / 1000, rounded half-up once to whole paise:
 * 750 g at 3333 paise/kg = 2499.75 → 2500. Falls back to BigInt when the product leaves exact integer range.
 */
export function lineTotalPaise(pricePaise: number, quantity: number): number {
  const product = pricePaise * quantity;
  if (Number.isSafeInteger(product) && Number.isSafeInteger(Math.abs(product) + 1000)) {
    return divideRounded(product, 1000);
  }
  // Inputs are integers by contract; rounding here only keeps BigInt from throwing on a stray fraction.
  const exact = BigInt(Math.round(pricePaise)) * BigInt(Math.round(quantity));
  const abs = exact < 0n ? -exact : exact;
  const rounded = (abs + 500n) / 1000n;
  return Number(exact < 0n ? -rounded : rounded);
}

/** (mrp − price) / mrp × 100, rounded; 0 when there is no mrp or no saving (spec 1 §9). */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return divideRounded((mrpPaise - pricePaise) * 100, mrpPaise);
}
