import { duplicateNameMessage, NAMED_LISTS, type NamedListKind } from "#app/domain/admin/category-brand";
import { type NamedItemInput, namedItemSchema } from "#app/domain/admin/category-brand-schema";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import {
  addNamedItem,
  deleteNamedItem,
  getNamedItem,
  listNamedItems,
  listShopTypes,
  type NamedItem,
  updateNamedItem,
  type WriteResult,
} from "#app/server/admin/named-lists.server";
import type { AdminRequest } from "#app/server/admin/pipeline.server";
import { resourceScreens, type Written } from "#app/server/panel/resource.server";

/*
 * The Categories and Brands screens (spec 2 §2) declared on the panel kit: the two differ only in their table and
 * words. The master catalogue's admin also chooses each row's shop type.
 */

type NamedValues = { name: string; rating: string; shopTypeId: string };
type Frame = { master: boolean; shopTypes: { id: number; name: string }[] | null };

const isMaster = (admin: AdminRequest) => admin.shop.isMaster === 1;

/** A name the list already has is refused with the form's message, like any other field. */
function written(result: WriteResult, kind: NamedListKind, name: string): Written {
  if (result.ok) return result;
  if (result.reason === "notFound") return { ok: false, reason: "notFound" };
  return { ok: false, reason: "refused", message: duplicateNameMessage(kind, name), status: 400 };
}

function namedListScreens(kind: NamedListKind) {
  return resourceScreens<NamedValues, NamedItemInput, NamedItem, NamedItem, Frame>({
    base: NAMED_LISTS[kind].base,
    idParam: kind === "category" ? "categoryId" : "brandId",
    fields: ["name", "rating", "shopTypeId"],
    schema: async (admin) =>
      namedItemSchema(kind, isMaster(admin) ? (await listShopTypes(admin.app.db)).map((t) => t.id) : null),
    texts: () => ({
      loadFailed: kind === "category" ? ADMIN_ERRORS.loadCategories : ADMIN_ERRORS.loadBrands,
      added: (input) => ADMIN_MESSAGES.added(kind, input.name),
      updated: (input) => ADMIN_MESSAGES.updated(kind, input.name),
      deleted: ADMIN_MESSAGES.deleted,
      addFailed: ADMIN_ERRORS.couldNotAdd(kind),
      updateFailed: ADMIN_ERRORS.couldNotUpdate(kind),
      deleteFailed: ADMIN_ERRORS.couldNotDelete(kind),
    }),
    frame: async (admin) => ({
      master: isMaster(admin),
      shopTypes: isMaster(admin) ? await listShopTypes(admin.app.db) : null,
    }),
    list: (admin) => listNamedItems(admin.scope, kind),
    get: (admin, id) => getNamedItem(admin.scope, kind, id),
    add: async (admin, input) => written(await addNamedItem(admin.scope, kind, input), kind, input.name),
    update: async (admin, id, input) =>
      written(await updateNamedItem(admin.scope, kind, id, input, isMaster(admin)), kind, input.name),
    remove: (admin, id) => deleteNamedItem(admin.scope, kind, id),
  });
}

export const categoryScreens = namedListScreens("category");
export const brandScreens = namedListScreens("brand");
