import { NAMED_LISTS, type NamedListKind } from "#app/domain/admin/category-brand";
import { type NamedItemInput, namedItemSchema } from "#app/domain/admin/category-brand-schema";
import type { PanelTexts } from "#app/i18n/panel";
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
import { panelTexts } from "#app/server/panel/texts.server";

/*
 * The Categories and Brands screens (spec 2 §2) declared on the panel kit: the two differ only in their table and
 * words. The master catalogue's admin also chooses each row's shop type.
 */

type NamedValues = { name: string; rating: string; shopTypeId: string };
type Frame = { master: boolean; shopTypes: { id: number; name: string }[] | null };

const isMaster = (admin: AdminRequest) => admin.shop.isMaster === 1;

/** The screen's words in the admin's language. */
const wordsOf = (t: PanelTexts, kind: NamedListKind) => (kind === "category" ? t.lists.categories : t.lists.brands);

/** A name the list already has is refused with the form's message, like any other field, in the admin's language. */
async function written(result: WriteResult, admin: AdminRequest, kind: NamedListKind, name: string): Promise<Written> {
  if (result.ok) return result;
  if (result.reason === "notFound") return { ok: false, reason: "notFound" };
  const words = wordsOf(await panelTexts(admin.language), kind);
  return { ok: false, reason: "refused", message: words.duplicate(name), status: 400 };
}

function namedListScreens(kind: NamedListKind) {
  return resourceScreens<NamedValues, NamedItemInput, NamedItem, NamedItem, Frame>({
    base: NAMED_LISTS[kind].base,
    idParam: kind === "category" ? "categoryId" : "brandId",
    fields: ["name", "rating", "shopTypeId"],
    schema: async (admin) =>
      namedItemSchema(kind, isMaster(admin) ? (await listShopTypes(admin.app.db)).map((t) => t.id) : null),
    texts: (t) => {
      const words = wordsOf(t, kind);
      return {
        loadFailed: words.loadFailed,
        added: (input) => words.added(input.name),
        updated: (input) => words.updated(input.name),
        deleted: t.kit.deleted,
        addFailed: words.addFailed,
        updateFailed: words.updateFailed,
        deleteFailed: words.deleteFailed,
      };
    },
    frame: async (admin) => ({
      master: isMaster(admin),
      shopTypes: isMaster(admin) ? await listShopTypes(admin.app.db) : null,
    }),
    list: (admin) => listNamedItems(admin.scope, kind),
    get: (admin, id) => getNamedItem(admin.scope, kind, id),
    add: async (admin, input) => written(await addNamedItem(admin.scope, kind, input), admin, kind, input.name),
    update: async (admin, id, input) =>
      written(await updateNamedItem(admin.scope, kind, id, input, isMaster(admin)), admin, kind, input.name),
    remove: (admin, id) => deleteNamedItem(admin.scope, kind, id),
  });
}

export const categoryScreens = namedListScreens("category");
export const brandScreens = namedListScreens("brand");
