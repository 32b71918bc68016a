import { data, type RouterContextProvider } from "react-router";
import { duplicateNameMessage, NAMED_LISTS, type NamedListKind } from "../../../domain/admin/category-brand";
import { namedItemSchema } from "../../../domain/admin/category-brand-schema";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { idParam, notFound } from "../../../server/admin/access.server";
import { redirectWithFlash } from "../../../server/admin/flash.server";
import {
  addNamedItem,
  deleteNamedItem,
  getNamedItem,
  listNamedItems,
  listShopTypes,
  updateNamedItem,
} from "../../../server/admin/named-lists.server";
import { type AdminRequest, adminOf } from "../../../server/admin/pipeline.server";
import { formOf } from "../../../server/pipeline/form-body.server";

/*
 * Loaders and actions of the Categories and Brands screens (spec 2 §2): the two differ only in their table and
 * words, so their route modules call these with their kind. The admin pipeline (routes/admin/layout.tsx) has
 * resolved the admin and read the form before any of these runs.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const isMaster = (admin: AdminRequest) => admin.shop.isMaster === 1;
const formText = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
const valuesOf = (form: FormData) => ({
  name: formText(form, "name"),
  rating: formText(form, "rating"),
  shopTypeId: formText(form, "shopTypeId"),
});

export async function namedListLoader(kind: NamedListKind, { context }: Args) {
  const admin = adminOf(context);
  const loadError = kind === "category" ? ADMIN_ERRORS.loadCategories : ADMIN_ERRORS.loadBrands;
  try {
    return { rows: await listNamedItems(admin.scope, kind), master: isMaster(admin), loadError: null };
  } catch {
    // Spec 2 §8: a failed load says so on the screen rather than an error page.
    return { rows: [], master: isMaster(admin), loadError };
  }
}

/** The ADD form (no id) or the UPDATE form of this shop's row (another shop's id: 404). */
export async function namedFormLoader(kind: NamedListKind, { context }: Args, rawId?: string) {
  const admin = adminOf(context);
  const item = rawId === undefined ? null : ((await getNamedItem(admin.scope, kind, idParam(rawId))) ?? notFound());
  return { item, shopTypes: isMaster(admin) ? await listShopTypes(admin.app.db) : null };
}

async function deleteAction(kind: NamedListKind, request: Request, admin: AdminRequest, id: number) {
  let deleted: { name: string } | null;
  try {
    deleted = await deleteNamedItem(admin.scope, kind, id);
  } catch {
    return data({ error: ADMIN_ERRORS.couldNotDelete(kind) }, { status: 500 });
  }
  if (!deleted) notFound();
  return redirectWithFlash(request, NAMED_LISTS[kind].base, {
    tone: "success",
    text: ADMIN_MESSAGES.deleted(deleted.name),
  });
}

/** LIST's action: DELETE only. */
export async function namedListAction(kind: NamedListKind, { request, context }: Args) {
  const admin = adminOf(context);
  const form = formOf(context);
  if (form.get("intent") !== "delete") return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
  return deleteAction(kind, request, admin, idParam(form.get("id")));
}

/**
 * ADD (no id) and UPDATE/DELETE (id from the URL). Bad input answers 400 with the field's message and what was
 * typed; success redirects with the spec's text — ADD stays on ADD, UPDATE returns to LIST.
 */
export async function namedFormAction(kind: NamedListKind, { request, context }: Args, rawId?: string) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = rawId === undefined ? null : idParam(rawId);
  // Looked up with this shop first, so another shop's id is a 404 whatever the form holds.
  if (id !== null && !(await getNamedItem(admin.scope, kind, id))) notFound();
  if (id !== null && form.get("intent") === "delete") return deleteAction(kind, request, admin, id);

  const values = valuesOf(form);
  const shopTypeIds = isMaster(admin) ? (await listShopTypes(admin.app.db)).map((t) => t.id) : null;
  const parsed = namedItemSchema(kind, shopTypeIds).safeParse(values);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values }, { status: 400 });
  const input = parsed.data;
  const failure = id === null ? ADMIN_ERRORS.couldNotAdd(kind) : ADMIN_ERRORS.couldNotUpdate(kind);
  let result: Awaited<ReturnType<typeof addNamedItem>>;
  try {
    result =
      id === null
        ? await addNamedItem(admin.scope, kind, input)
        : await updateNamedItem(admin.scope, kind, id, input, shopTypeIds !== null);
  } catch {
    return data({ error: failure, values }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ error: duplicateNameMessage(kind, input.name), values }, { status: 400 });
  }
  const { base } = NAMED_LISTS[kind];
  return id === null
    ? redirectWithFlash(request, `${base}/new`, {
        tone: "success",
        text: ADMIN_MESSAGES.added(kind, input.name),
        changedIds: [result.id],
      })
    : redirectWithFlash(request, base, {
        tone: "success",
        text: ADMIN_MESSAGES.updated(kind, input.name),
        changedIds: [result.id],
      });
}
