import { data, type RouterContextProvider } from "react-router";
import { customerSchema } from "#app/domain/admin/customer-schema";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { UDHAAR_MESSAGES } from "#app/domain/ledger/udhaar-messages";
import { isPremium, isTurbo } from "#app/domain/plans";
import { type DayFigure, dailyFigures } from "#app/domain/reports/daily-chart";
import { YAADI_REPORT_MESSAGES } from "#app/domain/reports/messages";
import { earliestDay } from "#app/domain/reports/report-range";
import { readRange } from "#app/domain/reports/report-range-query";
import { pageCount, SUMMARY_PAGE_SIZE, SUMMARY_VIEW_PARAMS } from "#app/domain/reports/summary-view";
import { readSummaryView } from "#app/domain/reports/summary-view-query";
import type { SummaryReport, SummaryTotals, YaadiSummaryData } from "#app/domain/reports/yaadi-summary";
import { istDate } from "#app/domain/time";
import { whatsAppLink } from "#app/domain/whatsapp";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { addCustomer } from "#app/server/admin/customers.server";
import { putYaadiOnCredit } from "#app/server/admin/ledger.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dailyNet, dealerChoices, summaryTotals } from "#app/server/admin/reports.server";
import { creditsOfYaadies } from "#app/server/admin/udhaar-list.server";
import { customerMessages, moveByIntent } from "#app/server/admin/yaadi-status.server";
import { getYaadi, isSavedCustomer, yaadiSummaryPage } from "#app/server/admin/yaadies.server";
import { idParam } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { formOf } from "#app/server/request/form-body.server";

/*
 * Yaadi Summary (spec 3 §2, DECISIONS.md): the chosen days' yaadies with their totals, computed from the orders on
 * every request. The query string is the choice (?day=today, ?day=between&from=…&to=…): results show only once
 * Show Here asked for them, and Back, reload and a shared link show the same report.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const SUMMARY_PATH = "/adminpanel/yaadi-summary";

export async function summaryLoader({ request, context }: Args, now = new Date()) {
  const admin = adminOf(context);
  const url = new URL(request.url);
  const today = istDate(now);
  const frame = {
    today,
    earliest: earliestDay(today),
    premium: isPremium(admin.shop.versionTypeId),
    sales: isTurbo(admin.shop.versionTypeId),
    dealers: await dealerChoices(admin.scope),
  };
  const asked = readRange(url.searchParams, now);
  if (!asked) return data<YaadiSummaryData>({ ...frame, asked: null, report: null });
  if (!asked.ok)
    return data<YaadiSummaryData>({ ...frame, asked: null, report: null, error: asked.error }, { status: 400 });
  const view = readSummaryView(url.searchParams);
  let listed: Awaited<ReturnType<typeof yaadiSummaryPage>>, totals: SummaryTotals, perDay: DayFigure[];
  const single = asked.range.from === asked.range.to;
  try {
    // The totals and the chart are the whole range's, whatever the search: the day's figures stay exact.
    [listed, totals, perDay] = await Promise.all([
      yaadiSummaryPage(admin.scope, asked.range, view, SUMMARY_PAGE_SIZE),
      summaryTotals(admin.scope, asked.range),
      single ? [] : dailyNet(admin.scope, asked.range),
    ]);
  } catch {
    return data<YaadiSummaryData>(
      { ...frame, asked: asked.range, report: null, error: YAADI_REPORT_MESSAGES.loadFailed },
      { status: 500 },
    );
  }
  // Written for the customer: in the store's language, whatever the admin reads the panel in.
  const [tell, credits] = await Promise.all([
    customerMessages(admin.shop, publicOrigin(admin.app.env, url)),
    frame.premium
      ? creditsOfYaadies(
          admin.scope,
          listed.rows.map((r) => r.id),
        )
      : new Map<number, number>(),
  ]);
  const report: SummaryReport = {
    rows: listed.rows.map((r) => ({
      ...r,
      // On version 1 every yaadi customer counts as saved (spec 3): no add-customer there.
      // A Make Yaadi "Default" (Cash Sale) yaadi has no number: nobody to save or to write to.
      savedCustomer: r.savedCustomer || !frame.premium || !r.customerWhatsApp,
      chatLink: !r.customerWhatsApp
        ? null
        : whatsAppLink(r.customerWhatsApp, tell.status({ ...r, customerName: r.customerName })),
      credit: credits.has(r.id)
        ? { customerId: credits.get(r.id)! }
        : frame.premium && r.customerWhatsApp && r.status !== "cancelled"
          ? ("offer" as const)
          : null,
    })),
    totals,
    /** The rows are one page of those matching the search in the view's order; `matched` counts the whole range's. */
    view: { ...view, page: listed.page },
    matched: listed.matched,
    pages: pageCount(listed.matched),
    daily: single ? null : dailyFigures(asked.range, perDay),
  };
  return data<YaadiSummaryData>({ ...frame, asked: asked.range, report });
}

/** What of the screen's query a row action keeps: the report (days, dealer) and the list (search, sort, page). */
const KEPT = new Set<string>(["day", "from", "to", "dealer", "sale", ...SUMMARY_VIEW_PARAMS]);

/**
 * Back to the same report, with a message. The path is the screen's own: a fetcher's request URL is the data URL
 * (…/yaadi-summary.data), not the page's; only the report's own query is carried over.
 */
const back = (request: Request, text: string, tone: "success" | "error" = "success", changedIds: number[] = []) => {
  const asked = new URL(request.url).searchParams;
  const query = new URLSearchParams([...asked].filter(([name]) => KEPT.has(name))).toString();
  return redirectWithFlash(request, query ? `${SUMMARY_PATH}?${query}` : SUMMARY_PATH, { tone, text, changedIds });
};

/**
 * The summary's row actions: delete (a cancellation), the status buttons and add-customer. A yaadi that is not this
 * shop's answers 404 whatever the action; a move the status rules do not allow answers 409 and changes nothing. What
 * they say (the flash, a refusal) is in the admin's language.
 */
export async function summaryAction({ request, context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = idParam(form.get("id"));
  const intent = form.get("intent");
  const t = await panelTexts(admin.language);
  const say = panelSay(t);
  if (intent === "delete" || intent === "status") {
    const to = intent === "delete" ? "cancelled" : form.get("status");
    const moved = await moveByIntent(admin.scope, id, intent, to, t);
    if (!moved.ok) return moved.answer;
    return back(request, moved.text, "success", [id]);
  }
  if (intent === "add-customer") return addCustomerOf(request, context, id, t);
  if (intent === "credit") return onCreditOf(request, context, id, t);
  return data({ error: say(ADMIN_ERRORS.somethingWrong) }, { status: 400 });
}

/** Saves the yaadi's customer to the shop's customers (premium; spec 2's customer rules apply). */
async function addCustomerOf(request: Request, context: Readonly<RouterContextProvider>, id: number, t: PanelTexts) {
  const admin = adminOf(context);
  const say = panelSay(t);
  if (!isPremium(admin.shop.versionTypeId)) return data({ error: say(ADMIN_ERRORS.premiumOnly) }, { status: 403 });
  const yaadi = await getYaadi(admin.scope, id);
  if (!yaadi) return data({ error: say(YAADI_REPORT_MESSAGES.notFound) }, { status: 404 });
  // A second tap (or a second device) must not save the same customer twice.
  if (await isSavedCustomer(admin.scope, yaadi.customerWhatsApp))
    return data({ error: say(YAADI_REPORT_MESSAGES.customerSaved) }, { status: 409 });
  const parsed = customerSchema.safeParse({
    name: yaadi.customerName,
    address: yaadi.customerAddress,
    whatsApp: yaadi.customerWhatsApp,
  });
  if (!parsed.success) return data({ error: say(parsed.error.issues[0]!.message) }, { status: 400 });
  await addCustomer(admin.scope, parsed.data);
  return back(request, t.reports.customerAdded(parsed.data.name));
}

/** "On credit" from the row (Udhaar, docs/decisions/0035): the yaadi's amount becomes a sale in its customer's account. */
async function onCreditOf(request: Request, context: Readonly<RouterContextProvider>, id: number, t: PanelTexts) {
  const admin = adminOf(context);
  const say = panelSay(t);
  if (!isPremium(admin.shop.versionTypeId)) return data({ error: say(ADMIN_ERRORS.premiumOnly) }, { status: 403 });
  const key = formOf(context).get(WRITE_KEY_FIELD);
  const put = await putYaadiOnCredit(admin.scope, id, `${typeof key === "string" ? key : ""}:credit:${id}`);
  if (put.ok) return back(request, t.reports.summary.putOnCredit(id), "success", [id]);
  if (put.reason === "no-yaadi") return data({ error: say(YAADI_REPORT_MESSAGES.notFound) }, { status: 404 });
  return data(
    { error: say(put.reason === "no-number" ? UDHAAR_MESSAGES.noNumber : UDHAAR_MESSAGES.cancelled) },
    { status: 409 },
  );
}
