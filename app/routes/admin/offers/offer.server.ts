import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "../../../domain/admin/messages";
import type { OfferValues } from "../../../domain/admin/offer";
import { offerSchema } from "../../../domain/admin/offer-schema";
import { idParam, notFound } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import { addOffer, deleteOffer, getOffer, listOffers, updateOffer } from "../../../server/admin/offers.server";
import { adminOf } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import { formOf } from "../../../server/pipeline/form-body.server";

/*
 * Loaders and actions of the Special Offers screens (spec 2 §2 "Special offer (promo code): list/add/update").
 * The spec has no failure texts for offers; a failed write says what the other screens say ("Something went wrong...").
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/offers";
const FAILED = ADMIN_ERRORS.somethingWrong;

const FIELDS = ["name", "description", "criteria", "discountIn", "discountValue", "status"] as const;
function valuesOf(form: FormData): OfferValues {
  const entries = FIELDS.map((f) => {
    const v = form.get(f);
    return [f, typeof v === "string" ? v : ""];
  });
  return Object.fromEntries(entries) as OfferValues;
}

export async function offerListLoader({ context }: Args) {
  const admin = adminOf(context);
  try {
    return { rows: await listOffers(admin.scope), loadError: null };
  } catch {
    return { rows: [], loadError: ADMIN_ERRORS.loadOffers }; // spec 2 §8
  }
}

export async function offerFormLoader({ context }: Args, rawId?: string) {
  const admin = adminOf(context);
  return { item: rawId === undefined ? null : ((await getOffer(admin.scope, idParam(rawId))) ?? notFound()) };
}

async function remove(request: Request, scope: ShopScope, id: number) {
  let deleted: { name: string } | null;
  try {
    deleted = await deleteOffer(scope, id);
  } catch {
    return data({ error: FAILED }, { status: 500 });
  }
  if (!deleted) notFound();
  return redirectWithFlash(request, BASE, { tone: "success", text: ADMIN_MESSAGES.offerDeleted(deleted.name) });
}

export async function offerListAction({ request, context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (form.get("intent") !== "delete") return data({ error: FAILED }, { status: 400 });
  return remove(request, admin.scope, idParam(form.get("id")));
}

/** ADD (no id) stays on ADD after success; UPDATE returns to LIST; DELETE from the UPDATE screen too. */
export async function offerFormAction({ request, context }: Args, rawId?: string) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = rawId === undefined ? null : idParam(rawId);
  if (id !== null && !(await getOffer(admin.scope, id))) notFound();
  if (id !== null && form.get("intent") === "delete") return remove(request, admin.scope, id);

  const values = valuesOf(form);
  const parsed = offerSchema.safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values }, { status: 400 });
  const input = parsed.data;
  // The written row's id; null when this shop has no such offer (any longer).
  let writtenId: number | null;
  try {
    writtenId =
      id === null ? await addOffer(admin.scope, input) : (await updateOffer(admin.scope, id, input)) ? id : null;
  } catch {
    return data({ error: FAILED, values }, { status: 500 });
  }
  if (writtenId === null) notFound();
  if (id === null)
    return redirectWithFlash(request, `${BASE}/new`, {
      tone: "success",
      text: ADMIN_MESSAGES.offerAdded(input.name),
      changedIds: [writtenId],
    });
  return redirectWithFlash(request, BASE, {
    tone: "success",
    text: ADMIN_MESSAGES.offerUpdated,
    changedIds: [writtenId],
  });
}
