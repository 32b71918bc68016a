import { data, type RouterContextProvider } from "react-router";
import {
  checkShopType,
  emptyShopType,
  SHOP_TYPE_MESSAGES,
  type ShopTypeValues,
} from "#app/domain/owner/shop-type-form";
import { ownerOf } from "#app/server/owner/pipeline.server";
import {
  addShopType,
  deleteShopType,
  getShopType,
  listShopTypesWithUse,
  updateShopType,
} from "#app/server/owner/shop-types.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";

/* Loaders and actions of the back office's Shop-Types screens (spec 3 §2). */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/owner/shop-types";

export async function shopTypeListLoader({ context }: Args) {
  try {
    return { rows: await listShopTypesWithUse(ownerOf(context).app.db), loadError: null };
  } catch (error) {
    console.error("shop types list failed", error);
    return { rows: [], loadError: SHOP_TYPE_MESSAGES.loadFailed }; // spec 3 §8
  }
}

export async function shopTypeListAction({ request, context }: Args) {
  const owner = ownerOf(context);
  const form = formTextOf(context);
  if (form.intent !== "delete") return data({ error: SHOP_TYPE_MESSAGES.couldNotDelete }, { status: 400 });
  const id = idParam(form.id); // outside the try: an id that is no id answers 404, not the delete's failure
  let result: Awaited<ReturnType<typeof deleteShopType>>;
  try {
    result = await deleteShopType(owner, id);
  } catch (error) {
    console.error(error);
    return data({ error: SHOP_TYPE_MESSAGES.couldNotDelete }, { status: 500 });
  }
  if (!result.ok && result.reason === "notFound") notFound();
  if (!result.ok)
    return redirectWithFlash(request, BASE, {
      tone: "error",
      text: SHOP_TYPE_MESSAGES.inUse(result.reason === "inUse" ? result.count : 0),
    });
  return redirectWithFlash(request, BASE, { tone: "success", text: SHOP_TYPE_MESSAGES.deleted(result.name) });
}

export async function shopTypeFormLoader({ context }: Args, rawId?: string) {
  if (rawId === undefined) return { item: null, values: emptyShopType() };
  const type = await getShopType(ownerOf(context).app.db, idParam(rawId));
  if (!type) notFound();
  return {
    item: { id: type.id, name: type.name },
    values: {
      name: type.name,
      masterListName: type.masterListUrl ?? "",
      colorScheme: type.colorScheme,
      listWord: type.listWord,
      copyMasterOnCreate: type.copyMasterOnCreate === 1 ? "1" : "",
    },
  };
}

/** ADD stays on ADD with 'ShopType {name} added successfully.'; UPDATE goes back to LIST with the type on top. */
export async function shopTypeFormAction({ request, context }: Args, rawId?: string) {
  const owner = ownerOf(context);
  const fields = formTextOf(context);
  if (rawId !== undefined && fields.intent === "delete") return shopTypeListAction({ request, context });
  const values: ShopTypeValues = {
    name: fields.name ?? "",
    masterListName: fields.masterListName ?? "",
    colorScheme: fields.colorScheme ?? "",
    listWord: fields.listWord ?? "",
    copyMasterOnCreate: fields.copyMasterOnCreate ?? "",
  };
  const first = Object.values(checkShopType(values)).find(Boolean);
  if (first) return data({ error: first, values }, { status: 400 });
  if (rawId === undefined) {
    const added = await addShopType(owner, values).catch(() => null);
    if (!added) return data({ error: SHOP_TYPE_MESSAGES.couldNotAdd, values }, { status: 500 });
    if (!added.ok) return data({ error: SHOP_TYPE_MESSAGES.nameTaken, values }, { status: 409 });
    return redirectWithFlash(request, `${BASE}/new`, {
      tone: "success",
      text: SHOP_TYPE_MESSAGES.added(added.name),
      changedIds: [added.id],
    });
  }
  const id = idParam(rawId);
  const updated = await updateShopType(owner, id, values).catch(() => null);
  if (!updated) return data({ error: SHOP_TYPE_MESSAGES.couldNotUpdate, values }, { status: 500 });
  if (!updated.ok && updated.reason === "notFound") notFound();
  if (!updated.ok) return data({ error: SHOP_TYPE_MESSAGES.nameTaken, values }, { status: 409 });
  return redirectWithFlash(request, BASE, {
    tone: "success",
    text: SHOP_TYPE_MESSAGES.updated(updated.name),
    changedIds: [id],
  });
}
