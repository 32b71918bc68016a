/** Money is integer paise everywhere; these only format it. */

/** 12345 → "123.45" (the specs show totals with two decimals). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 12345 → "Rs. 123.45"; whole rupees drop the decimals: 4000 → "Rs. 40". */
export function formatRupees(paise: number): string {
  return paise % 100 === 0 ? `Rs. ${paise / 100}` : `Rs. ${rupees(paise)}`;
}
