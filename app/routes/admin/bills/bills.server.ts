import { and, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { BillPageData, BillsListData } from "#app/domain/bills/bill";
import { billMonth } from "#app/domain/bills/bill-list";
import { type BuyerProblem, readBuyer, readCustomerId } from "#app/domain/bills/bill-request";
import { DEFAULT_CUSTOMER } from "#app/domain/orders/make-yaadi";
import { readPendingLines } from "#app/domain/orders/make-yaadi-lines";
import { LOCALE_NAMES } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { billsOfDays, readBill } from "#app/server/admin/bill-reads.server";
import { billCounterSale, cancelBill } from "#app/server/admin/bills.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { billLink, billRecordOf, billShareLink, storeWritingOf, wordedBill } from "#app/server/bill-words.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { lockOf } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { customers } from "#db/schema/customers";

/*
 * The shop's bills (Turbo, behind the bills' gate): the month's list, a bill's page with print, WhatsApp and cancel,
 * and Cash Billing's "Print Bill", which stores the counter sale's bill before it prints.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: Record<string, string | undefined> };

export async function billsListLoader({ request, context }: Args): Promise<BillsListData> {
  const admin = adminOf(context);
  const { month, from, to } = billMonth(new URL(request.url).searchParams.get("month"), new Date());
  if (lockOf(context)) return { month, rows: [], locked: true };
  const rows = await billsOfDays(admin.scope, from, to);
  return {
    month,
    locked: false,
    rows: rows.map((r) => ({
      id: r.id,
      number: r.number,
      kind: r.kind,
      issuedAt: r.issuedAt.getTime(),
      customerName: r.customerName,
      totalPaise: r.totalPaise,
      cancelled: r.cancelledAt !== null,
      counter: r.source === "counter",
      cashSale: r.customerName === DEFAULT_CUSTOMER.name,
    })),
  };
}

export async function billLoader({ request, context, params }: Args): Promise<BillPageData | null> {
  const admin = adminOf(context);
  if (lockOf(context)) return null;
  const stored = await readBill(admin.scope, idParam(params.billId));
  if (!stored) notFound();
  const bill = billRecordOf(stored);
  const store = storeWritingOf(admin.shop);
  const panel = { locale: admin.language, digits: store.digits };
  const same = store.locale === panel.locale;
  const link = billLink(publicOrigin(admin.app.env, new URL(request.url)), stored.token, store);
  const [screen, print, share] = await Promise.all([
    wordedBill(bill, panel),
    same ? null : wordedBill(bill, store),
    billShareLink(bill, store, link),
  ]);
  return {
    id: bill.id,
    number: bill.number,
    cancelled: bill.cancelledAt !== null,
    screen,
    print: print && { ...print, language: LOCALE_NAMES[store.locale] },
    link,
    share,
  };
}

/** Cancel (once, after the page's confirmation): the bill keeps its number and says cancelled. */
export async function billAction({ request, context, params }: Args) {
  const admin = adminOf(context);
  const id = idParam(params.billId);
  const t = (await panelTexts(admin.language)).bills;
  const fields = formTextOf(context);
  if (fields.intent !== "cancel") return data({ error: t.billRefused }, { status: 400 });
  const bill = await readBill(admin.scope, id);
  if (!bill) notFound();
  if (bill.cancelledAt || !(await cancelBill(admin.scope, id)))
    return data({ error: t.alreadyCancelled }, { status: 409 });
  return redirectWithFlash(request, `/adminpanel/bills/${id}`, { tone: "success", text: t.cancelledDone(bill.number) });
}

export function buyerMessage(t: PanelTexts["bills"], problem: BuyerProblem): string {
  return problem === "mismatch" ? t.stateMismatch : t.gstinInvalid;
}

/**
 * Cash Billing's "Print Bill": the counter's lines (priced again from the catalogue), a Cash Sale or a saved
 * customer of this shop, the buyer's optional GSTIN and state. The write key is the page's, made once per bill, so a
 * double tap or a retry gets the same bill back. Answers JSON: the bill's id and number, or an error to show.
 */
export async function counterSaleAction({ context }: Args): Promise<Response> {
  const admin = adminOf(context);
  const t = (await panelTexts(admin.language)).bills;
  const fields = formTextOf(context);
  const refuse = (error: string, status = 400) => Response.json({ error }, { status });
  const lines = readPendingLines(fields.lines);
  if (!lines) return refuse(t.billRefused);
  if (lines.length === 0) return refuse(t.nothingToBill);
  const buyer = readBuyer(fields);
  if (!buyer.ok) return refuse(buyerMessage(t, buyer.problem));
  const customerId = readCustomerId(fields.customerId);
  if (customerId === "bad") return refuse(t.billRefused);
  let customer = null;
  if (customerId !== null) {
    const [saved] = await admin.scope.db
      .select({ name: customers.name, whatsApp: customers.whatsApp, address: customers.address })
      .from(customers)
      .where(and(eq(customers.shopId, admin.scope.shopId), eq(customers.id, customerId)))
      .limit(1);
    if (!saved) return refuse(t.billRefused, 404);
    customer = { ...saved, ...buyer.buyer };
  } else if (buyer.buyer.gstin || buyer.buyer.stateCode) {
    // A Cash Sale names nobody: a GSTIN or state goes with a chosen customer only.
    return refuse(t.billRefused);
  }
  const outcome = await billCounterSale(admin.scope, admin.shop.url, { lines, customer }, fields._write ?? "");
  if (!outcome.ok) return refuse(t.billRefused, 409);
  return Response.json({ id: outcome.bill.id, number: outcome.bill.number });
}
