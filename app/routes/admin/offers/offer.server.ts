import type { OfferRow, OfferValues } from "#app/domain/admin/offer";
import { type OfferInput, offerSchema } from "#app/domain/admin/offer-schema";
import { addOffer, deleteOffer, getOffer, listOffers, updateOffer } from "#app/server/admin/offers.server";
import { resourceScreens } from "#app/server/panel/resource.server";
import { writesFailAsSomethingWrong } from "../+shared/screen-texts.server";

/*
 * The Special Offers screens (spec 2 §2 "Special offer (promo code): list/add/update") declared on the panel kit. The
 * spec has no failure texts for offers; a failed write says what the other screens say ("Something went wrong...").
 */
export const offerScreens = resourceScreens<OfferValues, OfferInput, OfferRow, OfferRow>({
  base: "/adminpanel/offers",
  idParam: "offerId",
  fields: ["name", "description", "criteria", "discountIn", "discountValue", "status"],
  schema: () => offerSchema,
  texts: (t) => ({
    loadFailed: t.lists.offers.loadFailed,
    added: (input) => t.lists.offers.added(input.name),
    updated: () => t.lists.offers.updated,
    deleted: t.lists.offers.deleted,
    ...writesFailAsSomethingWrong(t),
  }),
  list: (admin) => listOffers(admin.scope),
  get: (admin, id) => getOffer(admin.scope, id),
  add: async (admin, input) => ({ ok: true, id: await addOffer(admin.scope, input) }),
  update: async (admin, id, input) =>
    (await updateOffer(admin.scope, id, input)) ? { ok: true, id } : { ok: false, reason: "notFound" },
  remove: (admin, id) => deleteOffer(admin.scope, id),
});
