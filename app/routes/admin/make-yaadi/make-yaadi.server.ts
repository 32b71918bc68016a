import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { zField } from "#app/domain/field-schemas";
import {
  DEFAULT_CUSTOMER,
  MAKE_YAADI_MESSAGES,
  type MadeCustomerValues,
  type MakeYaadiData,
  madeCustomerRulesNamed,
} from "#app/domain/orders/make-yaadi";
import { readPendingLines } from "#app/domain/orders/make-yaadi-lines";
import { isTurbo } from "#app/domain/plans";
import { z } from "#app/domain/zod";
import {
  cancelPending,
  deliverySettings,
  finishPending,
  listPending,
  pickerCustomers,
  savePending,
  shopCatalogue,
  startPending,
} from "#app/server/admin/make-yaadi.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { sayPricingRefusal } from "#app/server/admin/yaadi-pricing.server";
import { announceNewOrder } from "#app/server/live.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";

/*
 * Make Yaadi (spec 3 §2, §4), Turbo only. One screen whose step is in the URL, so a reload or the Back button keeps
 * the place: no slot → BLANK; ?slot=N → PREPARE; ?slot=N&step=customer → CUSTOMERINFO (&q= searches the picker).
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export const BASE = "/adminpanel/make-yaadi";

const slotOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 3 ? n : null;
};

export async function makeYaadiLoader({
  request,
  context,
}: Args): Promise<{ turbo: false } | ({ turbo: true } & MakeYaadiData)> {
  const admin = adminOf(context);
  if (!isTurbo(admin.shop.versionTypeId)) return { turbo: false as const };
  const params = new URL(request.url).searchParams;
  const pending = await listPending(admin.scope);
  const wanted = slotOf(params.get("slot"));
  const current = pending.find((p) => p.slot === wanted) ?? null;
  const step = current
    ? params.get("step") === "customer" && current.lines.length > 0
      ? "customer"
      : "prepare"
    : "blank";
  const query = (params.get("q") ?? "").slice(0, 40);
  const [catalogue, settings, customers] = await Promise.all([
    current ? shopCatalogue(admin.scope) : [],
    current ? deliverySettings(admin.scope) : null,
    step === "customer" ? pickerCustomers(admin.scope, query) : [],
  ]);
  return {
    turbo: true as const,
    pending,
    step,
    current,
    // A slot in the URL that is no longer pending (finished or cancelled elsewhere) says so on the BLANK step.
    missing: wanted !== null && !current,
    catalogue,
    settings,
    customers,
    query,
  };
}

/** The customer's details, each field named in the admin's language (its refusal then names it so). */
const customerSchema = (labels: Parameters<typeof madeCustomerRulesNamed>[0]) => {
  const rules = madeCustomerRulesNamed(labels);
  return z.object({ name: zField(rules.name), whatsApp: zField(rules.whatsApp), address: zField(rules.address) });
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

export async function makeYaadiAction({ request, context }: Args) {
  const admin = adminOf(context);
  const t = await panelTexts(admin.language);
  const said = t.makeYaadi.done;
  // Every refusal is the domain's English, said in the admin's language.
  const refused = (error: string, status = 409, values?: MadeCustomerValues) =>
    data({ error: sayPricingRefusal(t, error), values }, { status });
  if (!isTurbo(admin.shop.versionTypeId)) return refused(ADMIN_ERRORS.turboOnly, 403);
  const form = formOf(context);
  const intent = form.get("intent");
  if (intent === "new") {
    const slot = await startPending(admin.scope);
    return slot === null
      ? refused(MAKE_YAADI_MESSAGES.full)
      : redirectWithFlash(request, `${BASE}?slot=${slot}`, { tone: "success", text: said.started(slot) });
  }

  const slot = slotOf(form.get("slot"));
  const version = Number(form.get("version"));
  if (slot === null || !Number.isSafeInteger(version)) return refused(ADMIN_ERRORS.somethingWrong, 400);

  if (intent === "cancel") {
    // Cancel is offered only with no items on the page (spec 3 §4); a post with items is refused.
    if (readPendingLines(form.get("lines"))?.length !== 0) return refused(MAKE_YAADI_MESSAGES.notEmpty, 400);
    const result = await cancelPending(admin.scope, slot, version);
    return result.ok
      ? redirectWithFlash(request, BASE, { tone: "success", text: said.cancelled(slot) })
      : refused(result.error);
  }
  if (intent === "keep" || intent === "done") {
    const lines = readPendingLines(form.get("lines"));
    if (!lines) return refused(ADMIN_ERRORS.somethingWrong, 400);
    if (intent === "done" && lines.length === 0) return refused(MAKE_YAADI_MESSAGES.empty, 400);
    const saved = await savePending(admin.scope, slot, version, lines);
    if (!saved.ok) return refused(saved.error);
    return intent === "keep"
      ? redirectWithFlash(request, BASE, { tone: "success", text: said.kept(slot) })
      : redirectWithFlash(request, `${BASE}?slot=${slot}&step=customer`, {
          tone: "success",
          text: said.enterCustomer(slot),
        });
  }
  if (intent === "finish") {
    let customer: MadeCustomerValues = DEFAULT_CUSTOMER;
    if (form.get("customer") !== "default") {
      const values = { name: text(form, "name"), whatsApp: text(form, "whatsApp"), address: text(form, "address") };
      const parsed = customerSchema(t.makeYaadi.customer.fields).safeParse(values);
      if (!parsed.success) return refused(parsed.error.issues[0]!.message, 400, values);
      customer = parsed.data;
    }
    const result = await finishPending(admin.scope, admin.shop.url, slot, version, customer);
    if (!result.ok) return refused(result.error, result.reason === "refused" ? 400 : 409);
    const { env, ctx, db } = admin.app;
    ctx.waitUntil(announceNewOrder(env, db, admin.shop, result.fresh));
    return redirectWithFlash(request, `/adminpanel/yaadies/${result.yaadiId}`, {
      tone: "success",
      text: said.saved(result.yaadiId),
    });
  }
  return refused(ADMIN_ERRORS.somethingWrong, 400);
}
