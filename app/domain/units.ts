/**
 * Units of sale (spec 1 §3, §4 "Quantities"; DECISIONS.md "Unit 5"): the one table of each unit's step and largest
 * quantity, read by the cart's +/− buttons, the order request's check and the server's pricing alike.
 *
 * Quantities are integer thousandths ("milli"): 1 piece or 1 kg = 1000. Prices of units 2–5 are per kg, of 1 per piece.
 * `stepMilli` is the grain an order may hold (unit 5's screen steps of 1, 10, 100 or 1000 kg are all whole kg).
 * `maxMilli` is the most of one product a line may hold: far above a shop's real orders (a truck of 100 tonnes for
 * bulk weight) and low enough that price × quantity stays an exact integer.
 */
export const UNITS = {
  1: { name: "Number", perKg: false, stepMilli: 1000, maxMilli: 10_000_000 },
  2: { name: "Multiple of 250 gm", perKg: true, stepMilli: 250, maxMilli: 10_000_000 },
  3: { name: "Multiple of 1 kg", perKg: true, stepMilli: 1000, maxMilli: 10_000_000 },
  4: { name: "Multiple of 500 gm", perKg: true, stepMilli: 500, maxMilli: 10_000_000 },
  5: { name: "10 kg and above", perKg: true, stepMilli: 1000, maxMilli: 100_000_000 },
} as const;

export type UnitId = keyof typeof UNITS;

export function isUnitId(n: number): n is UnitId {
  return n in UNITS;
}

/** The largest quantity any unit allows: a bound for quantities read before their product is known. */
export const LARGEST_QUANTITY_MILLI = Math.max(...Object.values(UNITS).map((u) => u.maxMilli));

/** The price label after a price: "/kg" for weight units, nothing for pieces. */
export function priceSuffix(unitId: number): string {
  return isUnitId(unitId) && UNITS[unitId].perKg ? "/kg" : "";
}
