import { ratePercent } from "#app/domain/gst/rates";
import { PERIOD_MESSAGE } from "#app/domain/gst/return-periods";
import { NOT_REGULAR_MESSAGE } from "#app/domain/gst/returns";
import { byEnglish, type Figures } from "../book";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthOf = (day: string) => Number(day.slice(5, 7)) - 1;

/** GST Returns (issue 28): a month's or a quarter's tax by rate, the bills issued and the offline tool's files. */
export default (_f: Figures) => ({
  period: "Month or quarter",
  months: "Months",
  quarters: "Quarters",
  show: "Show",
  /** A month by its first day: "November 2026". */
  month: (from: string) => `${MONTHS[monthOf(from)]} ${from.slice(0, 4)}`,
  /** A quarter by its first and last day: "Oct–Dec 2026". */
  quarter: (from: string, to: string) => `${SHORT[monthOf(from)]}–${SHORT[monthOf(to)]} ${to.slice(0, 4)}`,
  byRate: (period: string) => `Tax by rate, ${period}`,
  rate: "Rate",
  ratePercent: (rateBp: number) => (rateBp === 0 ? "0% (exempt)" : `${ratePercent(rateBp)}%`),
  taxable: "Taxable value",
  cgst: "CGST",
  sgst: "SGST",
  igst: "IGST",
  total: "Total",
  noBills: "No bills in this period.",
  withoutHsn: (n: number) =>
    n === 1
      ? "1 kind of goods was billed without an HSN code: add it to the product (Products), and the next bills carry it."
      : `${n} kinds of goods were billed without an HSN code: add it to the products (Products), and the next bills carry it.`,
  documents: "Bills issued",
  first: "First number",
  last: "Last number",
  count: "How many",
  cancelled: "Cancelled",
  files: "Files for the GST portal",
  filesText: "For the GST offline tool: open each file in it, check it, then upload the return.",
  file: {
    b2cs: "B2C small (b2cs.csv)",
    hsn: "HSN summary (hsn.csv)",
    docs: "Bills issued (docs.csv)",
    b2b: "Bills to GSTIN buyers (b2b.csv)",
  },
  setInSettings: "Your shop's GST registration is set in Store Settings.",
  /** Before the amount. */
  cmp08: (quarter: string) => `Turnover for CMP-08, ${quarter}:`,
  said: byEnglish(PERIOD_MESSAGE, NOT_REGULAR_MESSAGE),
});
