import { BILL_KINDS, SHOP_TAX_KINDS } from "#db/schema/enums";

/**
 * The tax on a bill, worked back from prices that include it (a kirana's shelf price is what the customer pays).
 *
 * Rounding, as the bill states it: each tax is rounded to the nearest paisa (half a paisa up) on each line, and the
 * line's taxable value is its price less its tax, so taxable value + taxes = price to the paisa on every line and on
 * the bill. Within the shop's state the tax is CGST and SGST at half the rate each, always equal; to another state
 * (the place of supply), IGST at the whole rate.
 */

export { BILL_KINDS, SHOP_TAX_KINDS };

/** The three kinds of shop, for tax: not registered, under the composition scheme, or a regular GST registration. */
export type ShopTaxKind = (typeof SHOP_TAX_KINDS)[number];

/**
 * What a bill is (CGST Rules 46, 46A, 49): a plain bill from a shop that is not registered; a bill of supply from a
 * composition shop, or from a regular shop for exempt goods only; a tax invoice for taxed goods; and one
 * invoice-cum-bill of supply when a regular shop's bill mixes taxed and exempt goods.
 */
export type BillKind = (typeof BILL_KINDS)[number];

export function billKind(shop: ShopTaxKind, ratesBp: readonly number[]): BillKind {
  if (shop === "none") return "bill";
  if (shop === "composition") return "bill-of-supply";
  const taxed = ratesBp.filter((r) => r > 0).length;
  if (taxed === 0) return "bill-of-supply";
  return taxed === ratesBp.length ? "tax-invoice" : "invoice-cum-bill-of-supply";
}

/** a × b / c rounded to the nearest integer, half up, for non-negative integers: exact for any line's value. */
function mulDivRound(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

export type LineTax = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** The taxes inside a price of `valuePaise` at `rateBp` basis points. */
export function taxInside(valuePaise: number, rateBp: number, interState: boolean): LineTax {
  if (interState) {
    const igst = mulDivRound(valuePaise, rateBp, 10_000 + rateBp);
    return { taxablePaise: valuePaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  }
  const half = mulDivRound(valuePaise, rateBp, 2 * (10_000 + rateBp));
  return { taxablePaise: valuePaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/**
 * Shares `amount` out over lines in proportion to `weights`, in whole paise that add up to `amount` exactly (the
 * largest remainders get the odd paise; ties go to the earlier line).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((s, w) => s + w, 0);
  if (whole === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / whole);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, n) => s + n, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A line of goods as the bill receives it: the yaadi's or the counter's line, with the product's HSN and rate. */
export type GoodsLine = {
  productId: number | null;
  description: string;
  descriptionRegional: string;
  hsn: string;
  unitId: number;
  quantityMilli: number;
  pricePaise: number;
  /** Price × quantity, tax included, before any discount. */
  valuePaise: number;
  rateBp: number;
};

export type BillLine = GoodsLine &
  LineTax & {
    /** Goods, or the yaadi's delivery charges as a line of their own. */
    kind: "goods" | "delivery";
    discountPaise: number;
  };

export type BillTotals = {
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the customer pays: value less discount; always taxable value + taxes. */
  totalPaise: number;
};

export type TaxedBill = { kind: BillKind; lines: BillLine[]; totals: BillTotals };

/**
 * A bill's lines and totals. A promo discount is shared over the goods in proportion to their value and lowers each
 * line's taxable value (Section 15(3)(a): a discount on the bill itself). Delivery charges are a line of their own,
 * taxed as the bill's principal supply (its largest line of goods: a composite supply, Section 8(a)). A shop that is
 * not registered, or under the composition scheme, charges no tax: every line's rate is 0 and its taxable value is
 * its price.
 */
export function taxBill(p: {
  shop: ShopTaxKind;
  interState: boolean;
  goods: readonly GoodsLine[];
  deliveryPaise: number;
  discountPaise: number;
}): TaxedBill {
  const charges = p.shop === "regular";
  const discounts = shareOut(
    Math.min(
      p.discountPaise,
      p.goods.reduce((s, g) => s + g.valuePaise, 0),
    ),
    p.goods.map((g) => g.valuePaise),
  );
  const lines: BillLine[] = p.goods.map((g, i) => {
    const rateBp = charges ? g.rateBp : 0;
    const net = g.valuePaise - discounts[i]!;
    return { ...g, rateBp, kind: "goods", discountPaise: discounts[i]!, ...taxInside(net, rateBp, p.interState) };
  });
  if (p.deliveryPaise > 0) {
    const principal = lines.reduce<BillLine | null>(
      (top, l) => (!top || l.valuePaise > top.valuePaise ? l : top),
      null,
    );
    const rateBp = principal?.rateBp ?? 0;
    lines.push({
      productId: null,
      description: "",
      descriptionRegional: "",
      hsn: principal?.hsn ?? "",
      unitId: 0,
      quantityMilli: 0,
      pricePaise: p.deliveryPaise,
      valuePaise: p.deliveryPaise,
      rateBp,
      kind: "delivery",
      discountPaise: 0,
      ...taxInside(p.deliveryPaise, rateBp, p.interState),
    });
  }
  const sum = (f: (l: BillLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const totals: BillTotals = {
    valuePaise: sum((l) => l.valuePaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.valuePaise - l.discountPaise),
  };
  return {
    kind: billKind(
      p.shop,
      lines.map((l) => l.rateBp),
    ),
    lines,
    totals,
  };
}

export type RateTotals = LineTax & { rateBp: number; valuePaise: number };

/** The taxes by rate (the bill's tax table and the month's screen), lowest rate first. */
export function byRate(lines: readonly (LineTax & { rateBp: number; valuePaise: number; discountPaise?: number })[]) {
  const rows = new Map<number, RateTotals>();
  for (const l of lines) {
    const row = rows.get(l.rateBp) ?? {
      rateBp: l.rateBp,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.valuePaise += l.valuePaise - (l.discountPaise ?? 0);
    row.taxablePaise += l.taxablePaise;
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    rows.set(l.rateBp, row);
  }
  return [...rows.values()].sort((a, b) => a.rateBp - b.rateBp);
}
