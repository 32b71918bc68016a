/** Units of sale (spec 1 §3, DECISIONS.md). Prices of units 2–5 are per kg; 1 is per piece. */
export const UNITS = {
  1: { name: "Number", perKg: false },
  2: { name: "Multiple of 250 gm", perKg: true },
  3: { name: "Multiple of 1 kg", perKg: true },
  4: { name: "Multiple of 500 gm", perKg: true },
  5: { name: "10 kg and above", perKg: true },
} as const;

export type UnitId = keyof typeof UNITS;

export function isUnitId(n: number): n is UnitId {
  return n in UNITS;
}

/** The price label after a price: "/kg" for weight units, nothing for pieces. */
export function priceSuffix(unitId: number): string {
  return isUnitId(unitId) && UNITS[unitId].perKg ? "/kg" : "";
}
