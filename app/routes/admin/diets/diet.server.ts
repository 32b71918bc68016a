import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import { CLINIC_MESSAGES } from "../../../domain/clinic/clinic";
import type { DietValues } from "../../../domain/clinic/diet";
import { dietSchema } from "../../../domain/clinic/diet-schema";
import { idParam, notFound } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import type { AdminRequest } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import { clinicAdminOf, clinicIsPremium } from "../../../server/clinic/clinic-access.server";
import {
  addDiet,
  deleteDiet,
  getDiet,
  type KeptBySheets,
  listDiets,
  type NumberUsed,
  updateDiet,
} from "../../../server/clinic/diets.server";
import { formOf } from "../../../server/pipeline/form-body.server";

/*
 * Loaders and actions of the Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8). A shop that
 * is not a clinic gets 404 (clinicAdminOf); a basic clinic's screens get `premium: false` and no data, and its posts
 * 403 with 'This feature is available in Premium version !'.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/diets";
const TEXT = CLINIC_MESSAGES.diet;

const premiumOnly = () => data({ error: ADMIN_ERRORS.premiumOnly }, { status: 403 });

/** The clinic's admin when premium; null for a basic clinic (any other shop has had its 404). */
function premiumClinic(context: Args["context"]): AdminRequest | null {
  const admin = clinicAdminOf(context);
  return clinicIsPremium(admin) ? admin : null;
}

function refusalText(refusal: NumberUsed | KeptBySheets, dietNumber: number): string {
  if (refusal.reason === "numberUsed") return TEXT.numberUsed(dietNumber, refusal.dietName);
  return TEXT.numberKeptBySheets(refusal.dietNumber, refusal.sheets);
}

function valuesOf(form: FormData): DietValues {
  const text = (n: string) => {
    const v = form.get(n);
    return typeof v === "string" ? v : "";
  };
  return {
    dietNumber: text("dietNumber"),
    dietType: text("dietType"),
    dietName: text("dietName"),
    dietContent: text("dietContent"),
  };
}

export async function dietListLoader({ context }: Args) {
  const admin = premiumClinic(context);
  if (!admin) return { premium: false as const };
  try {
    return { premium: true as const, rows: await listDiets(admin.scope), loadError: null };
  } catch {
    return { premium: true as const, rows: [], loadError: TEXT.loadFailed }; // spec 3 §8 "Error retriving …"
  }
}

export async function dietFormLoader({ context }: Args, rawId?: string) {
  const admin = premiumClinic(context);
  if (!admin) return { premium: false as const };
  if (rawId === undefined) return { premium: true as const, item: null };
  const found = await getDiet(admin.scope, idParam(rawId));
  if (!found.ok) notFound();
  return { premium: true as const, item: found.diet };
}

async function remove(request: Request, scope: ShopScope, id: number) {
  let result: Awaited<ReturnType<typeof deleteDiet>>;
  try {
    result = await deleteDiet(scope, id);
  } catch {
    return data({ error: TEXT.couldNotDelete }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ error: TEXT.usedBySheets(result.dietNumber, result.sheets) }, { status: 409 });
  }
  return redirectWithFlash(request, BASE, { tone: "success", text: TEXT.deleted(result.dietName) });
}

export async function dietListAction({ request, context }: Args) {
  const admin = premiumClinic(context);
  if (!admin) return premiumOnly();
  const form = formOf(context);
  if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  return remove(request, admin.scope, idParam(form.get("id")));
}

/** ADD (no id) stays on ADD after success; UPDATE returns to LIST with the diet on top; DELETE from UPDATE too. */
export async function dietFormAction({ request, context }: Args, rawId?: string) {
  const admin = premiumClinic(context);
  if (!admin) return premiumOnly();
  const form = formOf(context);
  const id = rawId === undefined ? null : idParam(rawId);
  if (id !== null && !(await getDiet(admin.scope, id)).ok) notFound();
  if (id !== null && form.get("intent") === "delete") return remove(request, admin.scope, id);

  const values = valuesOf(form);
  const parsed = dietSchema.safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values }, { status: 400 });
  const input = parsed.data;
  let result: Awaited<ReturnType<typeof updateDiet>>;
  try {
    result = id === null ? await addDiet(admin.scope, input) : await updateDiet(admin.scope, id, input);
  } catch {
    return data({ error: id === null ? TEXT.couldNotAdd : TEXT.couldNotUpdate, values }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ error: refusalText(result, input.dietNumber), values }, { status: 409 });
  }
  return id === null
    ? redirectWithFlash(request, `${BASE}/new`, {
        tone: "success",
        text: TEXT.added(input.dietName),
        changedIds: [result.id],
      })
    : redirectWithFlash(request, BASE, {
        tone: "success",
        text: TEXT.updated(input.dietName),
        changedIds: [result.id],
      });
}
