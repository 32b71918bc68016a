import { data } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { isYaadiStatus, type YaadiStatus } from "#app/domain/orders/order-status";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { figuresOf, loadBook } from "#app/i18n/book";
import { DEFAULT_LOCALE, isDigits, isLocale, type Writing } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { WHOLE_PANEL_BOOK } from "#app/i18n/panel/whole";
import { panelTexts } from "../panel/texts.server";
import type { ShopScope } from "./shop-scope.server";
import { changeStatus } from "./yaadies.server";

/**
 * A status post from the Yaadi Summary's rows or the yaadi's screen: `intent=delete` (the spec's delete, a
 * cancellation) or `intent=status` with the status to move to. Either the message for the redirect, or the answer:
 * 400 for a status that does not exist, 404 for a yaadi that is not this shop's, 409 for a move the rules refuse.
 * `reader`, the admin's texts, says both in the admin's language; without it, the specs' English (the English book's).
 */
export async function moveByIntent(
  scope: ShopScope,
  id: number,
  intent: "delete" | "status",
  status: FormDataEntryValue | null,
  reader?: PanelTexts,
) {
  const t = reader ?? (await panelTexts(DEFAULT_LOCALE));
  const said = t.yaadi.done;
  const say = panelSay(t);
  const to = intent === "delete" ? "cancelled" : status;
  if (!isYaadiStatus(to))
    return { ok: false as const, answer: data({ error: say(ADMIN_ERRORS.somethingWrong) }, { status: 400 }) };
  const changed = await changeStatus(scope, id, to);
  if (!changed.ok) {
    const answer =
      changed.reason === "notFound"
        ? data({ error: say(YAADI_REPORT_MESSAGES.notFound) }, { status: 404 })
        : data({ error: say(YAADI_REPORT_MESSAGES.statusRefused) }, { status: 409 });
    return { ok: false as const, answer };
  }
  return { ok: true as const, text: to === "cancelled" ? said.deleted(id) : said.moved(id, t.yaadi.statuses[to]) };
}

/** The shop as what it tells its customers needs it: its name, and the language and digits its store writes in. */
type Teller = { name: string; language: string; digits: string };

/** A yaadi as its customer's message names it. */
type Told = { id: number; url: string; customerName: string };

/**
 * What the shop tells a customer on WhatsApp about their yaadi (a prefilled wa.me text), written for the CUSTOMER:
 * in the store's language and digits (Store Settings), whatever the admin reads the panel in, with the link to the
 * order page in that language too (English's link stays as it was). One book for any number of yaadies.
 */
export async function customerMessages(shop: Teller, origin: string) {
  const locale = isLocale(shop.language) ? shop.language : DEFAULT_LOCALE;
  const writing: Writing = { locale, digits: isDigits(shop.digits) ? shop.digits : "latn" };
  const said = (await loadBook(WHOLE_PANEL_BOOK, locale))(figuresOf(writing)).yaadi.toCustomer;
  const about = (yaadi: Told) => ({
    customerName: yaadi.customerName,
    shopName: shop.name,
    yaadiId: yaadi.id,
    orderPageUrl: `${origin}/yaadilist/${yaadi.url}${locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`}`,
  });
  return {
    /** Where the yaadi stands. */
    status: (yaadi: Told & { status: YaadiStatus }) => said.status({ ...about(yaadi), status: yaadi.status }),
    /** A yaadi the shop made: what the customer will get and what it costs. */
    made: (yaadi: Told & { itemCount: number; netPaise: number }) =>
      said.made({ ...about(yaadi), itemCount: yaadi.itemCount, netPaise: yaadi.netPaise }),
  };
}
