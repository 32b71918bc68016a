import { eq } from "drizzle-orm";
import { isUpiId, upiPayLink } from "#app/domain/admin/upi";
import { type Ageing, ageingOf, statementOf } from "#app/domain/ledger/ledger";
import { istDate } from "#app/domain/time";
import { isDigits } from "#app/i18n/locale";
import { shops } from "#db/schema/platform";
import { accountByStatementToken, accountOf, entriesOf } from "./admin/ledger.server";
import { bindToShop } from "./admin/shop-scope.server";
import type { Db } from "./db.server";
import { qrCodeSvg } from "./qr.server";

/*
 * A customer's udhaar statement at its private link (docs/decisions/0035): the shop's name, that customer's entries
 * with the running balance, the ageing, and Pay by UPI for the balance when the shop has a UPI id. Nothing of any other
 * customer: the link opens one account, and a revoked or unknown link opens nothing.
 */

export type StatementPage = {
  shop: { name: string; digits: "latn" | "deva" };
  customerName: string;
  balancePaise: number;
  ageing: Ageing;
  /** Newest first, each with the balance after it. */
  lines: {
    id: number;
    kind: "opening" | "sale" | "payment" | "reversal";
    day: string;
    amountPaise: number;
    balanceAfterPaise: number;
    reversed: boolean;
    method: "cash" | "upi" | "other" | null;
  }[];
  pay: { link: string; upiId: string; note: string; qrSvg: string } | null;
};

export async function loadStatement(db: Db, token: string, now = new Date()): Promise<StatementPage | null> {
  const found = await accountByStatementToken(db, token);
  if (!found) return null;
  const scope = bindToShop(db, found.shopId);
  const [[shop], account, entries] = await Promise.all([
    db
      .select({ name: shops.name, upiId: shops.upiId, digits: shops.digits })
      .from(shops)
      .where(eq(shops.id, found.shopId))
      .limit(1),
    accountOf(scope, found.customerId),
    entriesOf(scope, found.customerId),
  ]);
  if (!shop || !account) return null;
  const methods = new Map(entries.map((e) => [e.id, e.method]));
  const statement = statementOf(entries, "0000-01-01", "9999-12-31");
  // The note is what the shop's UPI statement shows: the customer's name, so the shop knows whose payment it is (in
  // no one language: the page shows it as it is).
  const note = account.customer.name.slice(0, 50);
  const pay =
    isUpiId(shop.upiId) && account.balancePaise > 0
      ? (() => {
          const link = upiPayLink({
            upiId: shop.upiId,
            payeeName: shop.name,
            amountPaise: account.balancePaise,
            note,
          });
          return { link, upiId: shop.upiId, note, qrSvg: qrCodeSvg(link) };
        })()
      : null;
  return {
    shop: { name: shop.name, digits: isDigits(shop.digits) ? shop.digits : "latn" },
    customerName: account.customer.name,
    balancePaise: account.balancePaise,
    ageing: ageingOf(entries, istDate(now)),
    lines: statement.lines
      .map((l) => ({
        id: l.id,
        kind: l.kind,
        day: l.day,
        amountPaise: l.amountPaise,
        balanceAfterPaise: l.balanceAfterPaise,
        reversed: l.reversed,
        method: methods.get(l.id) ?? null,
      }))
      .reverse(),
    pay,
  };
}
