import { type BillRecord, showsTax } from "#app/domain/bills/bill";
import { ratePercent } from "#app/domain/gst/rates";
import { byRate } from "#app/domain/gst/tax";
import { DEFAULT_CUSTOMER } from "#app/domain/orders/make-yaadi";
import { isUnitId, UNITS } from "#app/domain/units";
import type { BillTexts } from "./index";

/**
 * A stored bill in words, ready to draw (app/components/bills/bill-sheet.tsx): everything a tax invoice must carry
 * (CGST Rules 46, 46A, 49), said in one language by the server. The page receives these words, not the book, so the
 * bill reads the same on the shop's screen, on paper and on the customer's phone.
 */
export type BillSheetWords = {
  heading: string;
  /** A composition shop's bill of supply says so at its top (Rule 49). */
  composition: string | null;
  shop: { name: string; legalName: string | null; address: string; gstin: string | null };
  number: string;
  date: string;
  customer: { heading: string; lines: string[] };
  placeOfSupply: string | null;
  table: { columns: string[]; rows: string[][]; numeric: boolean[] };
  /**
   * The same lines for an 80 mm roll, which has room for three columns: each line's HSN, quantity and rate under its
   * name, then its GST rate and its total; the taxes stand in the table by rate below.
   */
  compact: { columns: string[]; rows: { name: string; detail: string; cells: string[] }[] };
  byRate: { heading: string; columns: string[]; rows: string[][] } | null;
  totals: [string, string][];
  note: string;
  signature: string;
  signatory: string;
  cancelled: { mark: string; text: string } | null;
};

type Said = {
  quantity: (milli: number, unitId: number) => string;
  /** A state's name in the bill's language, by its GST code ("" when it is no state). */
  stateName: (code: string) => string;
};

export function billSheetWords(bill: BillRecord, t: BillTexts, said: Said): BillSheetWords {
  const taxed = showsTax(bill);
  const igst = bill.interState;
  const discounted = bill.discountPaise > 0;
  const columns = [
    t.table.no,
    t.table.description,
    ...(bill.shopKind === "none" ? [] : [t.table.hsn]),
    t.table.qty,
    t.table.rate,
    ...(taxed || discounted ? [t.table.value] : []),
    ...(discounted ? [t.table.discount] : []),
    ...(taxed ? [t.table.taxable, t.table.gstRate, ...(igst ? [t.table.igst] : [t.table.cgst, t.table.sgst])] : []),
    t.table.total,
  ];
  const numeric = columns.map((_, i) => i >= (bill.shopKind === "none" ? 2 : 3));
  const rows = bill.lines.map((l) => {
    const goods = l.kind === "goods";
    const name = goods ? [l.description, l.descriptionRegional].filter(Boolean).join(" / ") : t.delivery;
    const perKg = isUnitId(l.unitId) && UNITS[l.unitId].perKg;
    return [
      String(l.lineNo),
      name,
      ...(bill.shopKind === "none" ? [] : [l.hsn]),
      goods ? said.quantity(l.quantityMilli, l.unitId) : "",
      goods ? t.rate(l.pricePaise, perKg) : "",
      ...(taxed || discounted ? [t.amount(l.valuePaise)] : []),
      ...(discounted ? [t.amount(l.discountPaise)] : []),
      ...(taxed
        ? [
            t.amount(l.taxablePaise),
            l.rateBp > 0 ? t.percent(ratePercent(l.rateBp)) : t.exempt,
            ...(igst ? [t.amount(l.igstPaise)] : [t.amount(l.cgstPaise), t.amount(l.sgstPaise)]),
          ]
        : []),
      t.amount(l.valuePaise - l.discountPaise),
    ];
  });
  const compact = {
    columns: [t.table.description, ...(taxed ? [t.table.gstRate] : []), t.table.total],
    rows: bill.lines.map((l, i) => {
      const row = rows[i]!;
      const goods = l.kind === "goods";
      const perKg = isUnitId(l.unitId) && UNITS[l.unitId].perKg;
      return {
        name: row[1]!,
        detail: [
          bill.shopKind === "none" ? "" : l.hsn,
          goods ? `${said.quantity(l.quantityMilli, l.unitId)} × ${t.rate(l.pricePaise, perKg)}` : "",
        ]
          .filter(Boolean)
          .join(" · "),
        cells: [
          ...(taxed ? [l.rateBp > 0 ? t.percent(ratePercent(l.rateBp)) : t.exempt] : []),
          t.amount(l.valuePaise - l.discountPaise),
        ],
      };
    }),
  };
  const rates = taxed ? byRate(bill.lines) : [];
  const customerLines = [
    bill.customerName && bill.customerName !== DEFAULT_CUSTOMER.name ? bill.customerName : t.cashSale,
    bill.customerWhatsApp,
    bill.customerAddress,
    bill.customerGstin ? t.gstin(bill.customerGstin) : "",
    bill.customerGstin || bill.placeOfSupply !== bill.shopStateCode ? stateLine(t.state, bill.placeOfSupply, said) : "",
  ].filter(Boolean);
  return {
    heading: t.kinds[bill.kind],
    composition: bill.shopKind === "composition" ? t.composition : null,
    shop: {
      name: bill.shopName,
      legalName: bill.shopLegalName && bill.shopLegalName !== bill.shopName ? bill.shopLegalName : null,
      address: bill.shopAddress,
      gstin: bill.shopGstin ? t.gstin(bill.shopGstin) : null,
    },
    number: t.number(bill.number),
    date: t.date(new Date(bill.issuedAt)),
    customer: { heading: t.billedTo, lines: customerLines },
    placeOfSupply: taxed ? stateLine(t.placeOfSupply, bill.placeOfSupply, said) : null,
    table: { columns, rows, numeric },
    compact,
    byRate: taxed
      ? {
          heading: t.byRate,
          columns: [t.table.gstRate, t.table.taxable, ...(igst ? [t.table.igst] : [t.table.cgst, t.table.sgst])],
          rows: rates.map((r) => [
            r.rateBp > 0 ? t.percent(ratePercent(r.rateBp)) : t.exempt,
            t.amount(r.taxablePaise),
            ...(igst ? [t.amount(r.igstPaise)] : [t.amount(r.cgstPaise), t.amount(r.sgstPaise)]),
          ]),
        }
      : null,
    totals: [
      ...(taxed || discounted ? [[t.totals.value, t.money(bill.valuePaise)] as [string, string]] : []),
      ...(discounted ? [[t.totals.discount, t.money(bill.discountPaise)] as [string, string]] : []),
      ...(taxed
        ? ([
            [t.totals.taxable, t.money(bill.taxablePaise)],
            ...(igst
              ? [[t.totals.igst, t.money(bill.igstPaise)]]
              : [
                  [t.totals.cgst, t.money(bill.cgstPaise)],
                  [t.totals.sgst, t.money(bill.sgstPaise)],
                ]),
          ] as [string, string][])
        : []),
      [t.totals.total, t.money(bill.totalPaise)],
    ],
    note: taxed ? t.rounding : t.noTax,
    signature: t.signature(bill.shopLegalName || bill.shopName),
    signatory: t.signatory,
    cancelled:
      bill.cancelledAt === null ? null : { mark: t.cancelled, text: t.cancelledOn(new Date(bill.cancelledAt)) },
  };
}

function stateLine(line: (name: string, code: string) => string, code: string, said: Said): string {
  const name = said.stateName(code);
  return name ? line(name, code) : "";
}
