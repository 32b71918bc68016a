import { data, type RouterContextProvider } from "react-router";
import { type DealerValues, dealerSegment, dealerStoreLink } from "../../../domain/admin/dealer";
import { dealerUpdateSchema, newDealerSchema } from "../../../domain/admin/dealer-schema";
import { ADMIN_ERRORS, DEALER_MESSAGES } from "../../../domain/admin/messages";
import { isPremium } from "../../../domain/plans";
import { idParam, notFound } from "../../../server/admin/access.server";
import {
  addDealer,
  deleteDealer,
  getDealer,
  type LinkRefusal,
  listDealers,
  type Refusal,
  updateDealer,
} from "../../../server/admin/dealers.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import { type AdminRequest, adminOf } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import { formOf } from "../../../server/pipeline/form-body.server";
import { publicOrigin } from "../../../server/public-origin.server";

/*
 * Loaders and actions of the Dealers screens (spec 3 §2 "Dealers", §4 "Panels", §8): only for a shop with the dealer
 * facility. Without it the screens get `facility: false` and no data, and every post gets 403 with 'This Facility is for
 * Managing dealers. You have not opted for it.' The repository reads the flag again on every call.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/dealers";

const facilityOff = () => data({ error: DEALER_MESSAGES.facilityOff }, { status: 403 });

/** A repository refusal as the answer: 403 without the facility, 404 for an id that is not this shop's. */
function refused(refusal: Refusal) {
  if (refusal.reason === "notFound") notFound();
  return facilityOff();
}

function linkRefused(refusal: LinkRefusal, shopUrl: string, link: string) {
  return refusal.reason === "linkUsed"
    ? DEALER_MESSAGES.linkUsed(link, refusal.dealerName)
    : DEALER_MESSAGES.linkIsStore(link, dealerSegment(shopUrl, link), refusal.storeUrl);
}

/** What the form sent. The password is never sent back with an error: it is typed again. */
function valuesOf(form: FormData): DealerValues {
  const text = (n: string) => {
    const v = form.get(n);
    return typeof v === "string" ? v : "";
  };
  return { name: text("name"), whatsApp: text("whatsApp"), link: text("link"), password: text("password") };
}
const withoutPassword = (values: DealerValues): DealerValues => ({ ...values, password: "" });

const hasFacility = (admin: AdminRequest) => admin.shop.dealerFacility === 1;

export async function dealerListLoader({ request, context }: Args) {
  const admin = adminOf(context);
  if (!hasFacility(admin)) return { facility: false as const };
  const origin = publicOrigin(admin.app.env, new URL(request.url));
  const frame = { facility: true as const, premium: isPremium(admin.shop.versionTypeId) };
  try {
    const rows = (await listDealers(admin.scope)) ?? [];
    const shown = rows.map((r) => ({
      id: r.id,
      name: r.name,
      whatsApp: r.whatsApp,
      link: r.link,
      storeLink: dealerStoreLink(origin, admin.shop.url, r.link),
    }));
    return { ...frame, rows: shown, loadError: null };
  } catch {
    return { ...frame, rows: [], loadError: DEALER_MESSAGES.loadFailed }; // spec 3 §8
  }
}

export async function dealerFormLoader({ context }: Args, rawId?: string) {
  const admin = adminOf(context);
  if (!hasFacility(admin)) return { facility: false as const };
  const frame = { facility: true as const, shopUrl: admin.shop.url };
  if (rawId === undefined) return { ...frame, item: null };
  const found = await getDealer(admin.scope, idParam(rawId));
  if (!found.ok) {
    if (found.reason === "notFound") notFound();
    return { facility: false as const };
  }
  const { id, name, whatsApp, link } = found.dealer;
  return { ...frame, item: { id, name, whatsApp, link } };
}

async function remove(request: Request, scope: ShopScope, id: number) {
  let result: Awaited<ReturnType<typeof deleteDealer>>;
  try {
    result = await deleteDealer(scope, id);
  } catch {
    return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 500 });
  }
  if (!result.ok) return refused(result);
  return redirectWithFlash(request, BASE, { tone: "success", text: DEALER_MESSAGES.deleted(result.name) });
}

export async function dealerListAction({ request, context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (!hasFacility(admin)) return facilityOff();
  if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  return remove(request, admin.scope, idParam(form.get("id")));
}

/** ADD (no id) stays on ADD after success; UPDATE returns to LIST; DELETE from the UPDATE screen too. */
export async function dealerFormAction({ request, context }: Args, rawId?: string) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (!hasFacility(admin)) return facilityOff();
  const id = rawId === undefined ? null : idParam(rawId);
  if (id !== null) {
    const found = await getDealer(admin.scope, id);
    if (!found.ok) return refused(found);
  }
  if (id !== null && form.get("intent") === "delete") return remove(request, admin.scope, id);

  const values = valuesOf(form);
  const parsed = (id === null ? newDealerSchema : dealerUpdateSchema).safeParse(values);
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]!.message, values: withoutPassword(values) }, { status: 400 });
  const input = parsed.data;
  let result: Awaited<ReturnType<typeof addDealer>>;
  try {
    result = id === null ? await addDealer(admin.scope, input) : await updateDealer(admin.scope, id, input);
  } catch {
    return data({ error: ADMIN_ERRORS.somethingWrong, values: withoutPassword(values) }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "linkUsed" || result.reason === "linkIsStore") {
      return data(
        { error: linkRefused(result, admin.shop.url, input.link), values: withoutPassword(values) },
        { status: 409 },
      );
    }
    return refused(result);
  }
  return id === null
    ? redirectWithFlash(request, `${BASE}/new`, {
        tone: "success",
        text: DEALER_MESSAGES.added(input.name),
        changedIds: [result.id],
      })
    : redirectWithFlash(request, BASE, { tone: "success", text: DEALER_MESSAGES.updated, changedIds: [result.id] });
}
