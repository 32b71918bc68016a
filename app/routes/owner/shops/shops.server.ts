import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import {
  checkShopForm,
  emptyShopForm,
  SHOP_FORM_FIELDS,
  SHOP_MESSAGES,
  type ShopFormValues,
  type ShopItem,
} from "#app/domain/owner/shop-form";
import type { OwnerShopRow } from "#app/domain/owner/shop-list";
import { readShopListFilter } from "#app/domain/owner/shop-list";
import { toShopUrl } from "#app/domain/shop-url";
import { istDate } from "#app/domain/time";
import { z } from "#app/domain/zod";
import { shopClosure } from "#app/server/closing/confirm.server";
import type { OwnerRequest } from "#app/server/owner/pipeline.server";
import {
  addShop,
  deleteShop,
  getShop,
  listShops,
  type OwnerShop,
  shopTypeChoices,
  updateShop,
} from "#app/server/owner/shops.server";
import { ownerResourceScreens } from "#app/server/panel/resource.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { getRegistration, type RegistrationRow } from "#app/server/registrations.server";

/*
 * The back office's Shops screens (spec 3 §2 "Shops", §8) declared on the panel kit: LIST with the server's filters,
 * ADD (which shows the new admin's one-time password once, in the answer itself), UPDATE and DELETE.
 */

type ShopPost = ShopFormValues & { registrationId: string };
type ShopInput = ShopFormValues & { registrationId: number | null };
type Added = { url: string; userName: string; password: string };
/** What the form needs beside the shop: the types to choose from, and the registration ADD was opened from. */
type Frame = {
  shopTypes: { value: string; label: string }[];
  registration: { id: number; values: ShopFormValues } | null;
};

const FIELDS = [...SHOP_FORM_FIELDS, "registrationId"] as const;

/** The form's own checks (those the page runs as the owner types); on UPDATE a value left as stored is not checked. */
const shopSchema = (mode: "add" | "update", stored: ShopItem | null) =>
  z
    .object(Object.fromEntries(FIELDS.map((name) => [name, z.string()])) as Record<keyof ShopPost, z.ZodString>)
    .superRefine((values, context) => {
      const first = Object.values(checkShopForm(values, mode, stored?.values)).find(Boolean);
      if (first) context.addIssue({ code: "custom", message: first });
    })
    .transform(
      ({ registrationId, ...values }): ShopInput => ({
        ...values,
        registrationId: /^[1-9][0-9]{0,15}$/.test(registrationId) ? Number(registrationId) : null,
      }),
    );

const ADD_REFUSALS = {
  taken: SHOP_MESSAGES.urlTaken,
  reserved: SHOP_MESSAGES.urlReserved,
  mobileTaken: SHOP_MESSAGES.mobileTaken,
  unknownType: SHOP_MESSAGES.unknownType,
} as const;

/** Bills are kept 72 months (tax law): a shop that has issued any is closed, not deleted. */
const SHOP_HAS_BILLS =
  "This shop has issued bills, which are kept 72 months. Close its account instead: its other data goes after 30 days.";

const refused = (message: string, status: 400 | 409) => ({ ok: false, reason: "refused", message, status }) as const;

/** "Create a shop" from a registration (spec 3 "Registration form"): ADD opens with its details filled in. */
async function registrationOf(owner: OwnerRequest, request: Request): Promise<Frame["registration"]> {
  const id = new URL(request.url).searchParams.get("registration");
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) return null;
  const registration = await getRegistration(owner.app.db, Number(id));
  return registration && !registration.shopId
    ? { id: registration.id, values: valuesOfRegistration(registration) }
    : null;
}

export const shopScreens = ownerResourceScreens<ShopPost, ShopInput, OwnerShopRow, ShopItem, Frame, Added>({
  base: "/owner/shops",
  idParam: "shopId",
  fields: FIELDS,
  schema: (_owner, mode, stored) => shopSchema(mode, stored),
  texts: () => ({
    loadFailed: SHOP_MESSAGES.loadFailed,
    added: (input) => SHOP_MESSAGES.added(input.shopUrl),
    updated: (input) => SHOP_MESSAGES.updated(input.shopUrl),
    deleted: SHOP_MESSAGES.deleted,
    addFailed: ADMIN_ERRORS.somethingWrong,
    updateFailed: SHOP_MESSAGES.couldNotUpdate,
    deleteFailed: SHOP_MESSAGES.couldNotDelete,
  }),
  // The list reads only its rows; the form its choices.
  frame: async (owner, request, screen) =>
    screen === "list"
      ? { shopTypes: [], registration: null }
      : { shopTypes: await shopTypeChoices(owner.app.db), registration: await registrationOf(owner, request) },
  list: (owner, request) =>
    listShops(owner.app.db, readShopListFilter(new URL(request.url).searchParams), istDate(new Date())),
  get: async (owner, id) => {
    const [shop, closure] = await Promise.all([getShop(owner.app.db, id), shopClosure(owner.app, id)]);
    const closing = closure?.state === "withdrawn" ? null : (closure?.state ?? null);
    return shop
      ? { id: shop.id, url: shop.url, adminUserName: shop.adminUserName, values: valuesOfShop(shop), closing }
      : null;
  },
  add: async (owner, { registrationId, ...values }, request) => {
    const origin = publicOrigin(owner.app.env, new URL(request.url));
    const result = await addShop(owner, values, origin, registrationId);
    if (!result.ok) return refused(ADD_REFUSALS[result.reason], 409);
    return {
      ok: true,
      id: result.shopId,
      added: { url: result.url, userName: result.userName, password: result.password },
    };
  },
  update: async (owner, id, { registrationId: _, ...values }) => {
    const result = await updateShop(owner, id, values);
    if (result.ok) return { ok: true, id };
    if (result.reason === "notFound") return { ok: false, reason: "notFound" };
    return refused(SHOP_MESSAGES.unknownType, 400);
  },
  // The whole shop in one step: its rows through their foreign keys, then its files.
  remove: async (owner, id) => {
    const result = await deleteShop(owner, id);
    if (!result.ok && result.reason === "hasBills") return refused(SHOP_HAS_BILLS, 409);
    return result.ok ? { name: result.url } : null;
  },
});

function valuesOfRegistration(r: RegistrationRow): ShopFormValues {
  return {
    ...emptyShopForm(),
    name: r.shopName,
    shopUrl: toShopUrl(r.shopName).slice(0, 20),
    title: r.shopName,
    owner: r.ownerName,
    address: r.address,
    city: r.city,
    pinCode: r.pinCode,
    whatsApp: r.whatsApp,
    mobile: r.mobile,
    email: r.email,
  };
}

const text = (value: string | number | null) => (value === null ? "" : String(value));
const check = (value: number) => (value === 1 ? "1" : "");

function valuesOfShop(shop: OwnerShop): ShopFormValues {
  return {
    name: shop.name,
    shopUrl: shop.url,
    title: shop.title,
    owner: shop.owner,
    address: shop.address,
    city: shop.city,
    pinCode: shop.pinCode,
    whatsApp: shop.whatsApp,
    mobile: shop.mobile,
    landLine: shop.landLine,
    email: shop.email,
    aboutUs: shop.aboutUs,
    validUpto: shop.validUpto,
    productsLimit: text(shop.productsLimit),
    paymentMessage: shop.paymentMessage,
    shopTypeId: text(shop.shopTypeId),
    status: shop.status,
    plan: text(shop.plan),
    versionTypeId: text(shop.versionTypeId),
    languageChoice: text(shop.languageChoice),
    colorScheme: shop.colorScheme,
    paymentDueDate: shop.paymentDueDate ?? "",
    dealerFacility: check(shop.dealerFacility),
    homePageFacility: check(shop.homePageFacility),
    productImages: check(shop.productImages),
    informationPlace: text(shop.informationPlace),
    showItemCount: check(shop.showItemCount),
    lastPaymentVerified: check(shop.lastPaymentVerified),
  };
}
