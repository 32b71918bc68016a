import {
  type DealerItem,
  type DealerListRow,
  type DealerValues,
  dealerSegment,
  dealerStoreLink,
} from "#app/domain/admin/dealer";
import { type DealerInput, dealerSchemaOf } from "#app/domain/admin/dealer-schema";
import { isPremium } from "#app/domain/plans";
import {
  addDealer,
  deleteDealer,
  getDealer,
  type LinkRefusal,
  listDealers,
  updateDealer,
} from "#app/server/admin/dealers.server";
import type { AdminRequest } from "#app/server/admin/pipeline.server";
import { resourceScreens, type Written } from "#app/server/panel/resource.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { writesFailAsSomethingWrong } from "../+shared/screen-texts.server";

/*
 * The Dealers screens (spec 3 §2 "Dealers", §4 "Panels", §8) declared on the panel kit: behind the "dealers" gate
 * (routes/admin/dealers/gate.tsx), so a shop without the facility sees 'This Facility is for Managing dealers. You
 * have not opted for it.' on every screen and every post is refused with it.
 */

/** A link another dealer has, or that would open another store, is refused with the reason (409), in the admin's language. */
async function linkWritten(
  result: { ok: true; id: number } | { ok: false; reason: "notFound" } | LinkRefusal,
  admin: AdminRequest,
  link: string,
): Promise<Written> {
  if (result.ok || result.reason === "notFound") return result;
  const words = (await panelTexts(admin.language)).people.dealers;
  const message =
    result.reason === "linkUsed"
      ? words.linkUsed(link, result.dealerName)
      : words.linkIsStore(link, dealerSegment(admin.shop.url, link), result.storeUrl);
  return { ok: false, reason: "refused", message, status: 409 };
}

type Frame = { premium: boolean; shopUrl: string };

export const dealerScreens = resourceScreens<DealerValues, DealerInput, DealerListRow, DealerItem, Frame>({
  base: "/adminpanel/dealers",
  idParam: "dealerId",
  fields: ["name", "whatsApp", "link", "password"],
  // The password is typed again after a refusal, never sent back.
  echo: (values) => ({ ...values, password: "" }),
  // The name's label in the admin's language, so '{label} is required' names it so.
  schema: async (admin, mode) => dealerSchemaOf(mode, (await panelTexts(admin.language)).people.dealers.name),
  texts: (t) => ({
    loadFailed: t.people.dealers.loadFailed,
    added: (input) => t.people.dealers.added(input.name),
    updated: () => t.people.dealers.updated,
    deleted: t.people.dealers.deleted,
    ...writesFailAsSomethingWrong(t),
  }),
  frame: (admin) => ({ premium: isPremium(admin.shop.versionTypeId), shopUrl: admin.shop.url }),
  list: async (admin, request) => {
    const origin = publicOrigin(admin.app.env, new URL(request.url));
    return (await listDealers(admin.scope)).map(({ id, name, whatsApp, link }) => ({
      id,
      name,
      whatsApp,
      link,
      storeLink: dealerStoreLink(origin, admin.shop.url, link),
    }));
  },
  get: async (admin, id) => {
    const dealer = await getDealer(admin.scope, id);
    return dealer && { id: dealer.id, name: dealer.name, whatsApp: dealer.whatsApp, link: dealer.link };
  },
  add: async (admin, input) => linkWritten(await addDealer(admin.scope, admin.shop.url, input), admin, input.link),
  update: async (admin, id, input) =>
    linkWritten(await updateDealer(admin.scope, admin.shop.url, id, input), admin, input.link),
  remove: (admin, id) => deleteDealer(admin.scope, id),
});
