import { data, type RouterContextProvider } from "react-router";
import {
  checkShopForm,
  emptyShopForm,
  SHOP_MESSAGES,
  type ShopFormValues,
  shopFormOf,
} from "#app/domain/owner/shop-form";
import { readShopListFilter } from "#app/domain/owner/shop-list";
import { toShopUrl } from "#app/domain/shop-url";
import { istDate } from "#app/domain/time";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { addShop, deleteShop, getShop, listShops, shopTypeChoices, updateShop } from "#app/server/owner/shops.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { publicOrigin } from "#app/server/public-origin.server";
import { getRegistration, type RegistrationRow } from "#app/server/registrations.server";
import { formTextOf } from "#app/server/request/form-body.server";

/* Loaders and actions of the back office's Shops screens (spec 3 §2): LIST with filters, ADD, UPDATE, DELETE. */

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const BASE = "/owner/shops";

export async function shopListLoader({ request, context }: Args) {
  const { app } = ownerOf(context);
  const filter = readShopListFilter(new URL(request.url).searchParams);
  try {
    const { rows, total } = await listShops(app.db, filter, istDate(new Date()));
    return { rows, total, filter, loadError: null };
  } catch (error) {
    // The screen stays usable (filters, ADD) and says the list could not be read (spec 3 §8).
    console.error("shops list failed", error);
    return { rows: [], total: 0, filter, loadError: SHOP_MESSAGES.loadFailed };
  }
}

/** DELETE from the list: the whole shop in one step (its rows through their foreign keys, then its files). */
export async function shopListAction({ request, context }: Args) {
  const owner = ownerOf(context);
  const form = formTextOf(context);
  if (form.intent !== "delete")
    return data({ error: SHOP_MESSAGES.couldNotDelete, values: null, added: null }, { status: 400 });
  const id = idParam(form.id);
  let result: Awaited<ReturnType<typeof deleteShop>>;
  try {
    result = await deleteShop(owner, id);
  } catch (error) {
    console.error(error);
    return data({ error: SHOP_MESSAGES.couldNotDelete, values: null, added: null }, { status: 500 });
  }
  if (!result.ok) notFound();
  return redirectWithFlash(request, BASE, { tone: "success", text: SHOP_MESSAGES.deleted(result.url) });
}

export async function shopFormLoader({ request, context }: Args, rawId?: string) {
  const { app } = ownerOf(context);
  const shopTypes = await shopTypeChoices(app.db);
  if (rawId === undefined) {
    // "Create a shop" from a registration: its details filled in (spec 3 "Registration form", issue 12).
    const registrationId = new URL(request.url).searchParams.get("registration");
    const registration =
      registrationId && /^[1-9][0-9]{0,15}$/.test(registrationId)
        ? await getRegistration(app.db, Number(registrationId))
        : undefined;
    return {
      shopTypes,
      item: null,
      values: registration ? valuesOfRegistration(registration) : emptyShopForm(),
      registrationId: registration && !registration.shopId ? registration.id : null,
    };
  }
  const shop = await getShop(app.db, idParam(rawId));
  if (!shop) notFound();
  return {
    shopTypes,
    item: { id: shop.id, url: shop.url, adminUserName: shop.adminUserName },
    values: valuesOfShop(shop),
    registrationId: null,
  };
}

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

function valuesOfShop(shop: NonNullable<Awaited<ReturnType<typeof getShop>>>): ShopFormValues {
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

const ADD_REFUSALS = {
  taken: SHOP_MESSAGES.urlTaken,
  reserved: SHOP_MESSAGES.urlReserved,
  mobileTaken: SHOP_MESSAGES.mobileTaken,
  unknownType: SHOP_MESSAGES.unknownType,
} as const;

/**
 * ADD stays on ADD and shows the new admin's one-time password once, in the answer itself (never in a cookie or a
 * redirect); UPDATE returns to LIST with '{url} updated successfully'; DELETE from the UPDATE screen as from the list.
 */
export async function shopFormAction({ request, context }: Args, rawId?: string) {
  const owner = ownerOf(context);
  const fields = formTextOf(context);
  if (rawId !== undefined && fields.intent === "delete") return shopListAction({ request, context });
  const values = shopFormOf((name) => fields[name] ?? "");
  const saved = rawId === undefined ? undefined : await getShop(owner.app.db, idParam(rawId));
  if (rawId !== undefined && !saved) notFound();
  const messages = checkShopForm(values, rawId === undefined ? "add" : "update", saved && valuesOfShop(saved));
  const first = Object.values(messages).find(Boolean);
  if (first) return data({ error: first, values, added: null }, { status: 400 });

  if (rawId === undefined) {
    const registrationId = /^[1-9][0-9]{0,15}$/.test(fields.registrationId ?? "")
      ? Number(fields.registrationId)
      : null;
    const result = await addShop(owner, values, publicOrigin(owner.app.env, new URL(request.url)), registrationId);
    if (!result.ok) return data({ error: ADD_REFUSALS[result.reason], values, added: null }, { status: 409 });
    return data(
      { error: null, values: null, added: { url: result.url, userName: result.userName, password: result.password } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const id = idParam(rawId);
  let result: Awaited<ReturnType<typeof updateShop>>;
  try {
    result = await updateShop(owner, id, values);
  } catch (error) {
    console.error(error);
    return data({ error: SHOP_MESSAGES.couldNotUpdate, values, added: null }, { status: 500 });
  }
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ error: SHOP_MESSAGES.unknownType, values, added: null }, { status: 400 });
  }
  return redirectWithFlash(request, BASE, {
    tone: "success",
    text: SHOP_MESSAGES.updated(result.url),
    changedIds: [id],
  });
}
