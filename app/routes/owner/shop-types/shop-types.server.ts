import {
  checkShopType,
  SHOP_TYPE_MESSAGES,
  type ShopTypeItem,
  type ShopTypeListRow,
  type ShopTypeValues,
} from "#app/domain/owner/shop-type-form";
import { z } from "#app/domain/zod";
import {
  addShopType,
  deleteShopType,
  getShopType,
  listShopTypesWithUse,
  updateShopType,
} from "#app/server/owner/shop-types.server";
import { ownerResourceScreens, type Written } from "#app/server/panel/resource.server";

/* The back office's Shop-Types screens (spec 3 §2, §8 "ShopType") declared on the panel kit. */

const FIELDS = ["name", "masterListName", "colorScheme", "listWord", "copyMasterOnCreate"] as const;

/** The form's own checks (the same the page runs as the owner types), the first message refusing the post. */
const shopTypeSchema = z
  .object(Object.fromEntries(FIELDS.map((name) => [name, z.string()])) as Record<keyof ShopTypeValues, z.ZodString>)
  .superRefine((values, context) => {
    const first = Object.values(checkShopType(values)).find(Boolean);
    if (first) context.addIssue({ code: "custom", message: first });
  });

/** A name another type has is refused with the reason (409). */
function nameChecked(result: { ok: true; id: number } | { ok: false; reason: "notFound" | "nameTaken" }): Written {
  if (result.ok) return result;
  if (result.reason === "notFound") return { ok: false, reason: "notFound" };
  return { ok: false, reason: "refused", message: SHOP_TYPE_MESSAGES.nameTaken, status: 409 };
}

export const shopTypeScreens = ownerResourceScreens<ShopTypeValues, ShopTypeValues, ShopTypeListRow, ShopTypeItem>({
  base: "/owner/shop-types",
  idParam: "shopTypeId",
  fields: FIELDS,
  schema: () => shopTypeSchema,
  texts: () => ({
    loadFailed: SHOP_TYPE_MESSAGES.loadFailed,
    added: (input) => SHOP_TYPE_MESSAGES.added(input.name.trim()),
    updated: (input) => SHOP_TYPE_MESSAGES.updated(input.name.trim()),
    deleted: SHOP_TYPE_MESSAGES.deleted,
    addFailed: SHOP_TYPE_MESSAGES.couldNotAdd,
    updateFailed: SHOP_TYPE_MESSAGES.couldNotUpdate,
    deleteFailed: SHOP_TYPE_MESSAGES.couldNotDelete,
  }),
  list: (owner) => listShopTypesWithUse(owner.app.db),
  get: async (owner, id) => {
    const type = await getShopType(owner.app.db, id);
    return type
      ? {
          id: type.id,
          name: type.name,
          values: {
            name: type.name,
            masterListName: type.masterListUrl ?? "",
            colorScheme: type.colorScheme,
            listWord: type.listWord,
            copyMasterOnCreate: type.copyMasterOnCreate === 1 ? "1" : "",
          },
        }
      : null;
  },
  add: async (owner, input) => nameChecked(await addShopType(owner, input)),
  update: async (owner, id, input) => nameChecked(await updateShopType(owner, id, input)),
  // A type in use is kept: its shops would lose their kind.
  remove: async (owner, id) => {
    const removed = await deleteShopType(owner, id);
    if (removed.ok) return { name: removed.name };
    if (removed.reason === "notFound") return null;
    return { ok: false, reason: "refused", message: SHOP_TYPE_MESSAGES.inUse(removed.count), status: 409 };
  },
});
