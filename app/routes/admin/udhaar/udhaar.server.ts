import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { ageingOf, limitWarning, statementOf } from "#app/domain/ledger/ledger";
import type { LedgerScreenData } from "#app/domain/ledger/ledger-screen";
import { sortOf, sortUdhaar, type UdhaarListRow } from "#app/domain/ledger/udhaar-list";
import { UDHAAR_MESSAGES } from "#app/domain/ledger/udhaar-messages";
import { debtSchema, limitSchema, paymentSchema, reverseSchema } from "#app/domain/ledger/udhaar-schema";
import { istDate } from "#app/domain/time";
import { whatsAppLink } from "#app/domain/whatsapp";
import { figuresOf, loadBook } from "#app/i18n/book";
import { DEFAULT_LOCALE, isDigits, isLocale, type Writing } from "#app/i18n/locale";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { WHOLE_PANEL_BOOK } from "#app/i18n/panel/whole";
import {
  accountOf,
  addEntry,
  entriesOf,
  recordReminder,
  remindersOf,
  reverseEntry,
  revokeStatement,
  setCreditLimit,
  shareStatement,
} from "#app/server/admin/ledger.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { collectionsOn, udhaarList } from "#app/server/admin/udhaar-list.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { lockOf } from "#app/server/panel/gate.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formTextOf } from "#app/server/request/form-body.server";

/*
 * Udhaar's screens (issue 29, docs/decisions/0035): who owes what, and one customer's ledger with its forms. Premium
 * and Turbo (gate.tsx). Every write goes through the ledger service, scoped by the shop; the admin layout's write-once
 * middleware keeps a double tap to one entry, and the service's write key (the form's) does too.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { customerId?: string } };

const todayIst = () => istDate(new Date());

/** The store's language and digits: what the shop tells its customers is in them, whatever the panel's. */
function storeWriting(shop: { language: string; digits: string }): Writing {
  return {
    locale: isLocale(shop.language) ? shop.language : DEFAULT_LOCALE,
    digits: isDigits(shop.digits) ? shop.digits : "latn",
  };
}

/** The statement's private link, in the store's language (as the order page's link is). */
export function statementUrl(origin: string, token: string, writing: Writing): string {
  return `${origin}/udhaar/${token}${writing.locale === DEFAULT_LOCALE ? "" : `?lang=${writing.locale}`}`;
}

async function toCustomer(shop: { language: string; digits: string }) {
  const writing = storeWriting(shop);
  return { writing, said: (await loadBook(WHOLE_PANEL_BOOK, writing.locale))(figuresOf(writing)).udhaar };
}

/* --- Udhaar: who owes what ------------------------------------------------------------------------------------------- */

export async function udhaarListLoader({ request, context }: Args) {
  if (lockOf(context)) return null;
  const { scope } = adminOf(context);
  const today = todayIst();
  const sort = sortOf(new URL(request.url).searchParams.get("sort"));
  const [rows, collected] = await Promise.all([udhaarList(scope, today), collectionsOn(scope, today)]);
  const listed: UdhaarListRow[] = rows.map((r) => ({
    customerId: r.customerId,
    name: r.name,
    whatsApp: r.whatsApp,
    balancePaise: r.balancePaise,
    ageing: r.ageing,
    lastRemindedAt: r.lastRemindedAt?.getTime() ?? null,
  }));
  return {
    sort,
    rows: sortUdhaar(listed, sort),
    totalPaise: listed.reduce((sum, r) => sum + r.balancePaise, 0),
    collectedPaise: collected,
  };
}

/* --- A customer's ledger --------------------------------------------------------------------------------------------- */

export async function ledgerLoader({ request, context, params }: Args): Promise<LedgerScreenData | null> {
  if (lockOf(context)) return null;
  const admin = adminOf(context);
  const customerId = idParam(params.customerId);
  const account = await accountOf(admin.scope, customerId);
  if (!account) notFound();
  const today = todayIst();
  const [entries, reminders, tell] = await Promise.all([
    entriesOf(admin.scope, customerId),
    remindersOf(admin.scope, customerId),
    toCustomer(admin.shop),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const statement = statementOf(entries, "0000-01-01", "9999-12-31");
  const link = account.statementToken
    ? statementUrl(publicOrigin(admin.app.env, new URL(request.url)), account.statementToken, tell.writing)
    : null;
  return {
    today,
    customer: account.customer,
    balancePaise: account.balancePaise,
    creditLimitPaise: account.creditLimitPaise,
    ageing: ageingOf(entries, today),
    // Newest first, as a notebook's last page is read first; the running balance is the one after each entry.
    lines: statement.lines
      .map((line) => {
        const entry = byId.get(line.id)!;
        return {
          id: line.id,
          kind: line.kind,
          day: line.day,
          amountPaise: line.amountPaise,
          balanceAfterPaise: line.balanceAfterPaise,
          reversed: line.reversed,
          reverses: line.reverses ?? null,
          method: entry.method,
          note: entry.note,
          yaadiId: entry.yaadiId,
        };
      })
      .reverse(),
    reminders: reminders.map((r) => ({ amountPaise: r.amountPaise, sentAt: r.sentAt.getTime() })),
    statement:
      link === null
        ? null
        : {
            url: link,
            whatsApp: whatsAppLink(
              account.customer.whatsApp,
              tell.said.statementMessage({
                customerName: account.customer.name,
                shopName: admin.shop.name,
                statementUrl: link,
              }),
            ),
          },
  };
}

const INTENTS = ["sale", "opening", "payment", "reverse", "limit", "share", "revoke", "remind"] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent => INTENTS.includes(value as Intent);

export async function ledgerAction({ request, context, params }: Args) {
  const admin = adminOf(context);
  const { scope } = admin;
  const customerId = idParam(params.customerId);
  const account = await accountOf(scope, customerId);
  if (!account) notFound();
  const form = formTextOf(context);
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  const here = `/adminpanel/udhaar/${customerId}`;
  const intent = form.intent;
  // The page's write key, per form: a repeat of this form is the same entry, another form on the page is not.
  const writeKey = `${form[WRITE_KEY_FIELD] ?? ""}:${intent}`;
  const refuse = (english: string, status = 400) =>
    data({ error: say(english), intent: intent ?? null, values: form }, { status });
  const done = (text: string) => redirectWithFlash(request, here, { tone: "success", text });
  if (!isIntent(intent)) return refuse(ADMIN_ERRORS.somethingWrong);
  const today = todayIst();

  switch (intent) {
    case "sale":
    case "opening": {
      const parsed = debtSchema(today).safeParse(form);
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      const { amount, day, note, accept } = parsed.data;
      // Past the limit is the shopkeeper's call: asked once, saved when they say so.
      const over = intent === "sale" ? limitWarning(account.balancePaise, amount, account.creditLimitPaise) : null;
      if (over && !accept)
        return data(
          { warning: t.udhaar.ledger.overLimit(over.overByPaise, over.afterPaise), intent, values: form },
          { status: 409 },
        );
      const added = await addEntry(scope, customerId, { kind: intent, amountPaise: amount, day, note }, writeKey);
      if (!added.ok) notFound();
      return done(intent === "sale" ? t.udhaar.done.sale(amount) : t.udhaar.done.opening(amount));
    }
    case "payment": {
      const parsed = paymentSchema(today).safeParse(form);
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      const { amount, day, note, method } = parsed.data;
      const added = await addEntry(
        scope,
        customerId,
        { kind: "payment", amountPaise: amount, day, note, method },
        writeKey,
      );
      if (!added.ok) notFound();
      return done(t.udhaar.done.payment(amount));
    }
    case "reverse": {
      const parsed = reverseSchema.safeParse(form);
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message, 404);
      const reversed = await reverseEntry(scope, customerId, parsed.data.entryId, parsed.data.note, writeKey);
      if (reversed.ok) return done(t.udhaar.done.reversed);
      if (reversed.reason === "unknown") return refuse(UDHAAR_MESSAGES.unknownEntry, 404);
      return refuse(reversed.reason === "already" ? UDHAAR_MESSAGES.alreadyReversed : UDHAAR_MESSAGES.aReversal, 409);
    }
    case "limit": {
      const parsed = limitSchema.safeParse(form);
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
      if (!(await setCreditLimit(scope, customerId, parsed.data.limit))) notFound();
      return done(t.udhaar.done.limit);
    }
    case "share":
      if (!(await shareStatement(scope, customerId))) notFound();
      return done(t.udhaar.done.shared);
    case "revoke":
      await revokeStatement(scope, customerId);
      return done(t.udhaar.done.revoked);
    case "remind":
      return remind(request, context, customerId, account.balancePaise, t);
  }
}

/**
 * Remind: the statement is shared if it was not, the reminder recorded, and the answer is WhatsApp's link with the
 * message written for the customer, in the store's language (the screen opens it in the tab the tap opened).
 */
async function remind(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: number,
  balancePaise: number,
  t: PanelTexts,
) {
  const admin = adminOf(context);
  if (balancePaise <= 0) return data({ error: panelSay(t)(UDHAAR_MESSAGES.nothingDue) }, { status: 409 });
  const account = (await accountOf(admin.scope, customerId))!;
  const token = await shareStatement(admin.scope, customerId);
  if (!token) notFound();
  const tell = await toCustomer(admin.shop);
  const text = tell.said.reminder({
    customerName: account.customer.name,
    shopName: admin.shop.name,
    balancePaise,
    statementUrl: statementUrl(publicOrigin(admin.app.env, new URL(request.url)), token, tell.writing),
  });
  await recordReminder(admin.scope, customerId, balancePaise);
  return data({ intent: "remind", whatsApp: whatsAppLink(account.customer.whatsApp, text) });
}
