/**
 * Figures the Indian way (issue: numbers, money and dates in each language): lakh and crore grouping (1,23,456.50)
 * and the shop's digits, through `Intl`. Grouping is always India's (`en-IN`'s rule): `mr-IN` data differs between
 * browsers' ICU versions, while a bill must read the same on every phone. Money stays integer paise until shown.
 */
import type { Digits, Locale, Writing } from "./locale";

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(digits: Digits, fractionDigits: number): Intl.NumberFormat {
  const key = `${digits}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", {
      numberingSystem: digits,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number: 123456 → "1,23,456" (or "१,२३,४५६"). */
export function formatCount(n: number, digits: Digits = "latn"): string {
  return numberFormat(digits, 0).format(n);
}

/** Integer paise as rupees with two decimals: 12345650 → "1,23,456.50". Exact: the paise are never a float sum. */
export function formatAmount(paise: number, digits: Digits = "latn"): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  const whole = numberFormat(digits, 0).format(Math.floor(abs / 100));
  const fraction = numberFormat(digits, 0)
    .format(abs % 100)
    .padStart(2, digits === "deva" ? "०" : "0");
  return `${sign}${whole}.${fraction}`;
}

/** What each language writes before an amount: the specs' "Rs." in English, the rupee sign in Marathi and Hindi. */
const RUPEE: Record<Locale, string> = { en: "Rs. ", mr: "₹", hi: "₹" };

/**
 * An amount as a customer reads it: "Rs. 40" (whole rupees drop the decimals, as the specs show them),
 * "Rs. 1,234.50", "₹१,२३४.५०".
 */
export function formatMoney(paise: number, writing: Writing): string {
  const figure =
    paise % 100 === 0
      ? `${paise < 0 ? "-" : ""}${formatCount(Math.abs(paise) / 100, writing.digits)}`
      : formatAmount(paise, writing.digits);
  return `${RUPEE[writing.locale]}${figure}`;
}

/** Digits of a text written in the shop's digits (an order number, a phone number stays Latin: it is dialled). */
export function inDigits(text: string, digits: Digits): string {
  if (digits === "latn") return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An India date ("27 Nov 2026", "२७ नोव्हें, २०२६"), in India's time zone whatever the phone's. */
export function formatDate(date: Date | number, writing: Writing): string {
  const key = `${writing.locale}:${writing.digits}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${writing.locale}-IN`, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
      numberingSystem: writing.digits,
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category of a count in a language (Hindi counts 0 as "one", Marathi and English do not). */
export function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
