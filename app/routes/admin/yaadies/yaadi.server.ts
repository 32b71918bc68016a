import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { readBuyer } from "#app/domain/bills/bill-request";
import { UDHAAR_MESSAGES } from "#app/domain/ledger/udhaar-messages";
import type { AdminYaadi, SheetWords, YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { canMove, YAADI_STATUSES } from "#app/domain/orders/order-status";
import { isPremium, isTurbo } from "#app/domain/plans";
import { whatsAppLink } from "#app/domain/whatsapp";
import { figuresOf, loadBook } from "#app/i18n/book";
import { isDigits, isLocale, type Writing } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { WHOLE_PANEL_BOOK } from "#app/i18n/panel/whole";
import { STORE_BOOK } from "#app/i18n/store";
import { billsOfYaadies } from "#app/server/admin/bill-reads.server";
import { billYaadi } from "#app/server/admin/bills.server";
import { putYaadiOnCredit } from "#app/server/admin/ledger.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { creditOfYaadi } from "#app/server/admin/udhaar-list.server";
import { customerMessages, moveByIntent } from "#app/server/admin/yaadi-status.server";
import { getYaadi, setPaid } from "#app/server/admin/yaadies.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formOf, formTextOf } from "#app/server/request/form-body.server";
import { buyerMessage } from "../bills/bills.server";

/* One yaadi for the shop (DECISIONS.md "Order status"): its lines, its status and payment, and the customer's chat. */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { yaadiId?: string } };

/** The printed sheet's own words in a book's language. */
function sheetWords(t: PanelTexts, yaadi: AdminYaadi): SheetWords {
  const said = t.yaadi.sheet;
  return {
    challan: said.challan,
    challanNo: said.challanNo(yaadi.id),
    serial: said.serial,
    dateTime: said.dateTime(new Date(yaadi.createdAt)),
  };
}

/**
 * How the sheet prints for the customer: in the store's language and digits, its words written here and the store's
 * book loaded for the bill (the browser loads it once the screen is up). Null when the store writes as the panel does.
 */
async function printedSheet(
  shop: { language: string; digits: string },
  panel: Writing,
  yaadi: AdminYaadi,
): Promise<YaadiScreenData["print"]> {
  if (!isLocale(shop.language)) return null;
  const writing: Writing = { locale: shop.language, digits: isDigits(shop.digits) ? shop.digits : "latn" };
  if (writing.locale === panel.locale && writing.digits === panel.digits) return null;
  const [book] = await Promise.all([loadBook(WHOLE_PANEL_BOOK, writing.locale), loadBook(STORE_BOOK, writing.locale)]);
  return { writing, words: sheetWords(book(figuresOf(writing)), yaadi) };
}

export async function yaadiLoader({ request, context, params }: Args): Promise<YaadiScreenData> {
  const admin = adminOf(context);
  const yaadi = await getYaadi(admin.scope, idParam(params.yaadiId));
  if (!yaadi) notFound();
  const billable = isTurbo(admin.shop.versionTypeId);
  const udhaar = isPremium(admin.shop.versionTypeId);
  const [t, tell, print, bills, creditedTo] = await Promise.all([
    panelTexts(admin.language),
    customerMessages(admin.shop, publicOrigin(admin.app.env, new URL(request.url))),
    printedSheet(admin.shop, { locale: admin.language, digits: "latn" }, yaadi),
    billable ? billsOfYaadies(admin.scope, [yaadi.id]) : null,
    udhaar ? creditOfYaadi(admin.scope, yaadi.id) : null,
  ]);
  // A yaadi the shop made tells its customer what they will get; a customer's own yaadi tells them where it stands.
  const message =
    yaadi.source === "make-yaadi" && yaadi.status === "placed"
      ? tell.made({ ...yaadi, itemCount: yaadi.lines.length })
      : tell.status(yaadi);
  return {
    yaadi,
    orderPagePath: `/yaadilist/${yaadi.url}`,
    // A "Default" (Cash Sale) yaadi has no customer's number to write to.
    chatLink: yaadi.customerWhatsApp ? whatsAppLink(yaadi.customerWhatsApp, message) : null,
    message,
    moves: YAADI_STATUSES.filter((s) => s !== "cancelled" && canMove(yaadi.status, s)),
    sheet: sheetWords(t, yaadi),
    print,
    bill: bills?.get(yaadi.id) ?? null,
    billable: billable && yaadi.status !== "cancelled",
    credit:
      creditedTo !== null
        ? { customerId: creditedTo }
        : udhaar && yaadi.status !== "cancelled" && yaadi.customerWhatsApp
          ? "offer"
          : null,
  };
}

export async function yaadiAction({ request, context, params }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = idParam(params.yaadiId);
  const t = await panelTexts(admin.language);
  // The screen's own path: a fetcher's request URL is the data URL (….data), not the page's.
  const here = `/adminpanel/yaadies/${id}`;
  const intent = form.get("intent");
  if (intent === "paid" || intent === "unpaid") {
    if (!(await setPaid(admin.scope, id, intent === "paid"))) notFound();
    return redirectWithFlash(request, here, {
      tone: "success",
      text: intent === "paid" ? t.yaadi.done.paid(id) : t.yaadi.done.unpaid(id),
    });
  }
  if (intent === "bill") return billAction(request, context, id, t);
  if (intent === "credit") return onCredit(request, context, id, t);
  if (intent !== "status" && intent !== "delete")
    return data({ error: panelSay(t)(ADMIN_ERRORS.somethingWrong) }, { status: 400 });
  const moved = await moveByIntent(admin.scope, id, intent, form.get("status"), t);
  return moved.ok ? redirectWithFlash(request, here, { tone: "success", text: moved.text }) : moved.answer;
}

/**
 * The Bill button (Turbo, as Cash Billing): the yaadi's bill with the buyer's optional GSTIN and state, once however
 * often it is tapped; a yaadi with a standing bill gets that bill. Then the bill's page.
 */
async function billAction(request: Request, context: Args["context"], id: number, t: PanelTexts) {
  const admin = adminOf(context);
  const said = t.bills;
  if (!isTurbo(admin.shop.versionTypeId)) return data({ error: panelSay(t)(ADMIN_ERRORS.turboOnly) }, { status: 403 });
  const fields = formTextOf(context);
  const buyer = readBuyer(fields);
  if (!buyer.ok) return data({ error: buyerMessage(said, buyer.problem) }, { status: 400 });
  const outcome = await billYaadi(admin.scope, id, buyer.buyer, fields._write ?? "");
  if (!outcome.ok) {
    if (outcome.reason === "no-yaadi") notFound();
    const error = { "cancelled-yaadi": said.noBillForCancelled, empty: said.nothingToBill, refused: said.billRefused };
    return data({ error: error[outcome.reason] }, { status: 409 });
  }
  const { bill } = outcome;
  return redirectWithFlash(request, `/adminpanel/bills/${bill.id}`, {
    tone: "success",
    text: said.billed(bill.number),
  });
}

/** "On credit": the yaadi's amount becomes a sale in its customer's udhaar (Premium and Turbo, once per yaadi). */
async function onCredit(request: Request, context: Readonly<RouterContextProvider>, id: number, t: PanelTexts) {
  const admin = adminOf(context);
  const say = panelSay(t);
  if (!isPremium(admin.shop.versionTypeId)) return data({ error: say(ADMIN_ERRORS.premiumOnly) }, { status: 403 });
  const form = formOf(context);
  const key = form.get(WRITE_KEY_FIELD);
  const put = await putYaadiOnCredit(admin.scope, id, `${typeof key === "string" ? key : ""}:credit:${id}`);
  if (!put.ok) {
    if (put.reason === "no-yaadi") notFound();
    return data(
      { error: say(put.reason === "no-number" ? UDHAAR_MESSAGES.noNumber : UDHAAR_MESSAGES.cancelled) },
      { status: 409 },
    );
  }
  return redirectWithFlash(request, `/adminpanel/yaadies/${id}`, { tone: "success", text: t.udhaar.done.onCredit });
}
