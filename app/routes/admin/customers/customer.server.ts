import { data, type RouterContextProvider } from "react-router";
import type { CustomerValues } from "../../../domain/admin/customer";
import { customerSchema } from "../../../domain/admin/customer-schema";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { isPremium } from "../../../domain/plans";
import { idParam, notFound } from "../../../server/admin/access.server";
import {
  addCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  type Refusal,
  updateCustomer,
} from "../../../server/admin/customers.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import { type AdminRequest, adminOf } from "../../../server/admin/pipeline.server";
import type { ShopScope } from "../../../server/admin/shop-scope.server";
import { formOf } from "../../../server/pipeline/form-body.server";

/*
 * Loaders and actions of the Customers screens (spec 2 §1, §2): premium only. A basic shop's screens get
 * `premium: false` and no data; its posts get 403 with 'This feature is available in Premium version !'.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/adminpanel/customers";

const premiumOnly = () => data({ error: ADMIN_ERRORS.premiumOnly }, { status: 403 });
/** A repository refusal as the answer: 403 for the plan, 404 for an id that is not this shop's. */
function refused(refusal: Refusal) {
  if (refusal.reason === "notFound") notFound();
  return premiumOnly();
}

function valuesOf(form: FormData): CustomerValues {
  const text = (n: string) => {
    const v = form.get(n);
    return typeof v === "string" ? v : "";
  };
  return { name: text("name"), address: text("address"), whatsApp: text("whatsApp") };
}

const premiumShop = (admin: AdminRequest) => isPremium(admin.shop.versionTypeId);

export async function customerListLoader({ context }: Args) {
  const admin = adminOf(context);
  if (!premiumShop(admin)) return { premium: false as const, rows: [], loadError: null };
  try {
    return { premium: true as const, rows: (await listCustomers(admin.scope)) ?? [], loadError: null };
  } catch (error) {
    console.error("customer list failed", error);
    return { premium: true as const, rows: [], loadError: ADMIN_ERRORS.loadCustomers }; // spec 3 §8
  }
}

export async function customerFormLoader({ context }: Args, rawId?: string) {
  const admin = adminOf(context);
  if (!premiumShop(admin)) return { premium: false as const, item: null };
  if (rawId === undefined) return { premium: true as const, item: null };
  const found = await getCustomer(admin.scope, idParam(rawId));
  if (!found.ok) {
    if (found.reason === "notFound") notFound();
    return { premium: false as const, item: null };
  }
  return { premium: true as const, item: found.customer };
}

async function remove(request: Request, scope: ShopScope, id: number) {
  let result: Awaited<ReturnType<typeof deleteCustomer>>;
  try {
    result = await deleteCustomer(scope, id);
  } catch {
    return data({ error: ADMIN_ERRORS.couldNotDelete("customer") }, { status: 500 });
  }
  if (!result.ok) return refused(result);
  return redirectWithFlash(request, BASE, { tone: "success", text: ADMIN_MESSAGES.deleted(result.name) });
}

export async function customerListAction({ request, context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (!premiumShop(admin)) return premiumOnly();
  if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  return remove(request, admin.scope, idParam(form.get("id")));
}

/** ADD (no id) stays on ADD after success; UPDATE returns to LIST; DELETE from the UPDATE screen too. */
export async function customerFormAction({ request, context }: Args, rawId?: string) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (!premiumShop(admin)) return premiumOnly();
  const id = rawId === undefined ? null : idParam(rawId);
  if (id !== null) {
    const found = await getCustomer(admin.scope, id);
    if (!found.ok) return refused(found);
  }
  if (id !== null && form.get("intent") === "delete") return remove(request, admin.scope, id);

  const values = valuesOf(form);
  const parsed = customerSchema.safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values }, { status: 400 });
  const input = parsed.data;
  let result: Awaited<ReturnType<typeof addCustomer>>;
  try {
    result = id === null ? await addCustomer(admin.scope, input) : await updateCustomer(admin.scope, id, input);
  } catch {
    return data(
      { error: id === null ? ADMIN_ERRORS.couldNotAdd("customer") : ADMIN_ERRORS.couldNotUpdate("customer"), values },
      { status: 500 },
    );
  }
  if (!result.ok) return refused(result);
  return id === null
    ? redirectWithFlash(request, `${BASE}/new`, {
        tone: "success",
        text: ADMIN_MESSAGES.added("customer", input.name),
        changedIds: [result.id],
      })
    : redirectWithFlash(request, BASE, {
        tone: "success",
        text: ADMIN_MESSAGES.updated("customer", input.name),
        changedIds: [result.id],
      });
}
