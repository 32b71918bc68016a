import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "../../../domain/admin/messages";
import type { ClientValues } from "../../../domain/clinic/client";
import { clientSchema } from "../../../domain/clinic/client-schema";
import { CLINIC_MESSAGES } from "../../../domain/clinic/clinic";
import { idParam, notFound } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import type { AdminRequest } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import {
  addClient,
  type ClientRecord,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from "../../../server/clinic/clients.server";
import { clinicAdminOf, clinicIsPremium } from "../../../server/clinic/clinic-access.server";
import { formOf } from "../../../server/pipeline/form-body.server";

/*
 * Loaders and actions of the Clients screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §8 "Client and diet"). A shop
 * that is not a diet clinic gets 404 on every one (clinicAdminOf); a basic clinic's screens get `premium: false` and no
 * data, and its posts 403 with 'This feature is available in Premium version !'.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/clients";
const MESSAGES = CLINIC_MESSAGES.client;

const premiumOnly = () => data({ error: ADMIN_ERRORS.premiumOnly }, { status: 403 });

/** The clinic's admin when the shop is premium; null on version 1 (the caller answers with the lock). */
function premiumClinicAdmin(context: Args["context"]): AdminRequest | null {
  const admin = clinicAdminOf(context);
  return clinicIsPremium(admin) ? admin : null;
}

function valuesOf(form: FormData): ClientValues {
  const text = (n: keyof ClientValues) => {
    const v = form.get(n);
    return typeof v === "string" ? v : "";
  };
  return {
    name: text("name"),
    age: text("age"),
    address: text("address"),
    whatsApp: text("whatsApp"),
    weightOriginal: text("weightOriginal"),
    height: text("height"),
    illness: text("illness"),
    status: text("status"),
    dietDeliveryDay: text("dietDeliveryDay"),
    extraInfo: text("extraInfo"),
  };
}

/** A stored client as the form shows it (a client written before the form existed may lack an age). */
function formValuesOf(client: ClientRecord): ClientValues {
  const { name, address, whatsApp, weightOriginal, height, illness, status, dietDeliveryDay, extraInfo } = client;
  return {
    name,
    age: client.age === null ? "" : String(client.age),
    address,
    whatsApp,
    weightOriginal,
    height,
    illness,
    status,
    dietDeliveryDay,
    extraInfo,
  };
}

export async function clientListLoader({ context }: Args) {
  const admin = premiumClinicAdmin(context);
  if (!admin) return { premium: false as const, rows: [], loadError: null };
  try {
    return { premium: true as const, rows: await listClients(admin.scope), loadError: null };
  } catch {
    return { premium: true as const, rows: [], loadError: MESSAGES.loadFailed };
  }
}

export async function clientFormLoader({ context }: Args, rawId?: string) {
  const admin = premiumClinicAdmin(context);
  if (!admin) return { premium: false as const, item: null };
  if (rawId === undefined) return { premium: true as const, item: null };
  const client = await getClient(admin.scope, idParam(rawId));
  if (!client) notFound();
  return { premium: true as const, item: { id: client.id, values: formValuesOf(client) } };
}

async function remove(request: Request, scope: ShopScope, id: number) {
  let name: string | null;
  try {
    name = await deleteClient(scope, id);
  } catch {
    return data({ error: MESSAGES.couldNotDelete }, { status: 500 });
  }
  if (name === null) notFound();
  return redirectWithFlash(request, BASE, { tone: "success", text: MESSAGES.deleted(name) });
}

/** LIST: only DELETE posts here (each row's Delete). */
export async function clientListAction({ request, context }: Args) {
  const admin = premiumClinicAdmin(context);
  if (!admin) return premiumOnly();
  const form = formOf(context);
  if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  return remove(request, admin.scope, idParam(form.get("id")));
}

/** ADD (no id) stays on ADD after success; UPDATE returns to LIST with the client on top; DELETE from UPDATE too. */
export async function clientFormAction({ request, context }: Args, rawId?: string) {
  const admin = premiumClinicAdmin(context);
  if (!admin) return premiumOnly();
  const form = formOf(context);
  const id = rawId === undefined ? null : idParam(rawId);
  if (id !== null && !(await getClient(admin.scope, id))) notFound();
  if (id !== null && form.get("intent") === "delete") return remove(request, admin.scope, id);

  const values = valuesOf(form);
  const parsed = clientSchema.safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values }, { status: 400 });
  const input = parsed.data;
  if (id === null) {
    let added: number | null;
    try {
      added = await addClient(admin.scope, input);
    } catch {
      return data({ error: MESSAGES.couldNotAdd, values }, { status: 500 });
    }
    if (added === null) return data({ error: MESSAGES.addReturnedZero, values }, { status: 500 });
    return redirectWithFlash(request, `${BASE}/new`, {
      tone: "success",
      text: MESSAGES.added(input.name),
      changedIds: [added],
    });
  }
  let updated: boolean;
  try {
    updated = await updateClient(admin.scope, id, input);
  } catch {
    return data({ error: MESSAGES.couldNotUpdate, values }, { status: 500 });
  }
  // Deleted by another session between the check above and this write.
  if (!updated) notFound();
  return redirectWithFlash(request, BASE, { tone: "success", text: MESSAGES.updated(input.name), changedIds: [id] });
}
