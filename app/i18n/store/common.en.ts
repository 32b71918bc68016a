import type { ListWord } from "#app/domain/cart";
import { milliToDecimal } from "#app/domain/quantity";
import type { UnitId } from "#app/domain/units";
import type { Figures } from "../book";
import { ERROR_TEXTS } from "../error-texts";

/**
 * What every part of the store says the same way (English, the source): the shop's word for the list, and quantities
 * (DECISIONS.md "Quantity display": "250 gms", "1 kg", "2 kgs", a count as a plain number).
 */
export default (f: Figures) => {
  const kilograms = (milli: number) => (milli === 1000 ? "1 kg" : `${f.digits(milliToDecimal(milli))} kgs`);
  return {
    list: (word: ListWord) => (word === "Cart" ? "Cart" : "Yaadi"),
    quantity: (milli: number, unitId: UnitId) => {
      if (unitId === 1) return f.digits(milliToDecimal(milli));
      if (unitId === 3) return kilograms(milli);
      return milli < 1000 ? `${f.digits(Math.trunc(milli))} gms` : kilograms(milli);
    },
    /** After a price per kilogram. */
    perKg: "/kg",
    /** The error screen of a store's page (app/components/error-screen.tsx). */
    error: ERROR_TEXTS,
  };
};
