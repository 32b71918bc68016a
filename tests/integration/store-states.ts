import type { CatalogueState } from "#app/components/storefront/use-catalogue";
import type { Notices } from "#app/components/storefront/use-storefront";
import { type BrowseAction, type BrowseState, browse, INITIAL_BROWSE } from "#app/domain/browse";
import type { Cart, CartNote, ListWord } from "#app/domain/cart";
import type { SavedCustomer } from "#app/domain/customer";
import {
  changeMessages,
  type LineChange,
  orderChangedMessage,
  prunedMessages,
  type SentLine,
} from "#app/domain/order-outcome";
import { priceCart, pricedTotals } from "#app/domain/place-order";
import type { Product } from "#app/domain/product";
import { defaultQuantity } from "#app/domain/quantity";
import { type LastOrder, toLastOrderLines } from "#app/domain/repeat-order";
import type { StorePageData, StoreShop } from "#app/domain/store-page";
import { isUnitId, UNITS, type UnitId } from "#app/domain/units";
import type { StoreTexts } from "#app/i18n/store";
import { cartNoteText } from "#app/i18n/store/say";
import type { StorePlace, StoreState } from "./store-screens";

/*
 * The states the store's language check draws every view in: what a phone holds after a customer's taps (a list with
 * lines of every unit, a customer, favourites, the last order, every kind of notice and short message, every way of
 * browsing), on the pages a store serves (a customer's, a dealer's link, billing, the admin's own view, a store not
 * activated or paused), with the catalogue loading, failed or ready, online or not. Each family is listed from the
 * code's own kinds (a record per union), so a kind added later fails the type-check here until it is drawn.
 */

/** The store's real pages, as the Worker served them (the catalogue with them). */
export type StorePages = {
  customer: StorePageData;
  dealer: StorePageData;
  billing: StorePageData;
  admin: StorePageData;
};

export type NamedState = { name: string; place: StorePlace; state: StoreState };

const ready = (data: StorePageData): CatalogueState => ({ state: "ready", products: data.products });

/** One product of each unit the shop sells, in stock. */
function productsByUnit(products: readonly Product[]): Record<UnitId, Product> {
  const byUnit = (unitId: UnitId) => {
    const product = products.find((p) => p.unitId === unitId && p.inStock === 1);
    if (!product) throw new Error(`the store's fixture sells nothing of unit ${unitId}`);
    return product;
  };
  return { 1: byUnit(1), 2: byUnit(2), 3: byUnit(3), 4: byUnit(4), 5: byUnit(5) };
}

/** A list with a line of every unit (twice the least each sells; unit 5 by its 10 kg step) and a line saved for later. */
function fullCart(products: readonly Product[]): Cart {
  const lines = Object.values(productsByUnit(products)).map((p) => {
    const unitId = p.unitId as UnitId;
    const quantity = 2 * defaultQuantity(unitId);
    return unitId === 5 ? { productId: p.id, quantity, weightStep: 10 as const } : { productId: p.id, quantity };
  });
  const saved = products.find((p) => !lines.some((l) => l.productId === p.id) && p.inStock === 1);
  return saved ? [...lines, { productId: saved.id, quantity: 0 }] : lines;
}

/** The last order: the list's lines, one of a product since gone and one of a product now out of stock. */
function lastOrderOf(data: StorePageData, cart: Cart, yaadi: { id: number; url: string }): LastOrder {
  const catalogue = new Map(data.products.map((p) => [p.id, p]));
  const outOfStock = data.products.find((p) => p.inStock === 0);
  const lines = toLastOrderLines(cart, catalogue);
  if (outOfStock) lines.push({ productId: outOfStock.id, quantity: 1000, name: outOfStock.name, unitId: 1 });
  lines.push({ productId: 999_999_999, quantity: 2000, name: `${lines[0]!.name}gone`, unitId: 3 });
  return { yaadiId: yaadi.id, yaadiUrl: yaadi.url, whatsAppLink: "https://wa.me/919876543210?text=x", lines };
}

/** Every kind of change a refused order says, for the list's lines. */
function changesOf(cart: Cart, products: readonly Product[]): LineChange[] {
  const kinds: Record<LineChange["change"], (productId: number) => LineChange> = {
    price: (productId) => ({ productId, change: "price", pricePaise: 12_345 }),
    outOfStock: (productId) => ({ productId, change: "outOfStock" }),
    unavailable: (productId) => ({ productId, change: "unavailable" }),
  };
  const lines = cart.filter((l) => l.quantity > 0);
  // Every kind on a line by number and on a line by weight (the price says "/kg" there).
  const perKg = lines.find((l) => {
    const unitId = products.find((p) => p.id === l.productId)?.unitId ?? 1;
    return isUnitId(unitId) && UNITS[unitId].perKg;
  });
  return [...Object.values(kinds).map((kind, i) => kind(lines[i]!.productId)), kinds.price(perKg!.productId)];
}

/**
 * Every notice above the list: after a refused order (each kind of change, a delivery charge that changed or went,
 * only the net amount), and after a stored list was pruned (named lines, one unnamed, several unnamed).
 */
function noticesOf(data: StorePageData, cart: Cart, word: ListWord, t: StoreTexts): Record<string, Notices> {
  const catalogue = new Map(data.products.map((p) => [p.id, p]));
  const sent: SentLine[] = cart.flatMap((l) => {
    const p = catalogue.get(l.productId);
    return p && l.quantity > 0 ? [{ productId: p.id, name: p.name, unitId: p.unitId, pricePaise: p.pricePaise }] : [];
  });
  const totals = pricedTotals(priceCart(cart, catalogue), data.settings);
  const changed = (changes: LineChange[], deliveryChargesPaise: number, shownDeliveryPaise: number): Notices => ({
    heading: orderChangedMessage(word, t),
    lines: changeMessages(
      sent,
      { code: "changed", changes, totals: { ...totals, deliveryChargesPaise } },
      shownDeliveryPaise,
      word,
      t,
    ),
  });
  const pruned = (lines: Parameters<typeof prunedMessages>[0]): Notices => ({
    heading: null,
    lines: prunedMessages(lines, catalogue, word, t),
  });
  const [first, second] = sent;
  return {
    "a refused order's every kind of change and a new delivery charge": changed(
      changesOf(cart, data.products),
      2_500,
      2_000,
    ),
    "a refused order whose delivery charge went": changed([], 0, 2_000),
    "a refused order whose net amount alone changed": changed(
      [],
      totals.deliveryChargesPaise,
      totals.deliveryChargesPaise,
    ),
    "a stored list pruned of named lines and one unnamed": pruned([
      { productId: first!.productId, change: "outOfStock" },
      { productId: second!.productId, change: "unavailable" },
      { productId: 999_999_998, change: "unavailable" },
    ]),
    "a stored list pruned of several unnamed lines": pruned([
      { productId: 999_999_998, change: "unavailable" },
      { productId: 999_999_999, change: "outOfStock" },
    ]),
  };
}

/** The short message of every kind a tap on the list leaves (spec 1 §8), and the favourite star's, by what it says. */
function tapMessages(products: readonly Product[], word: ListWord, t: StoreTexts): Record<string, string> {
  const { name } = products.find((p) => p.inStock === 1)!;
  const notes: { [K in CartNote["kind"]]: Extract<CartNote, { kind: K }> } = {
    added: { kind: "added", name, listWord: word },
    deleted: { kind: "deleted", name },
    savedForLater: { kind: "savedForLater", name },
    deletedFromSaved: { kind: "deletedFromSaved", name },
    allDeleted: { kind: "allDeleted" },
    atMost: { kind: "atMost", name, unitId: 5 },
  };
  const said = Object.entries(notes).map(([kind, note]) => [kind, cartNoteText(note, t.notes)] as const);
  return Object.fromEntries([
    ...said,
    ["a favourite", t.notes.favourite.added],
    ["a favourite no more", t.notes.favourite.removed],
  ]);
}

/**
 * Every way of browsing, by what the customer did, as the browse reducer makes it from each action a tap sends; the
 * filters and sorts on top of the browsing before them.
 */
function browseStates(data: StorePageData): Record<string, BrowseState> {
  const product = data.products[0]!;
  const actions: { [K in BrowseAction["type"]]: Record<string, Extract<BrowseAction, { type: K }>> } = {
    showAll: { "everything shown": { type: "showAll" } },
    type: {
      "a word typed that finds products": { type: "type", text: product.name.slice(0, 6) },
      "a word typed that finds none": { type: "type", text: "qqqq" },
    },
    pick: { "a suggestion picked": { type: "pick", productId: product.id, name: product.name } },
    category: { "a category chosen": { type: "category", categoryId: data.categories[0]!.id } },
    brand: { "a brand chosen": { type: "brand", brandId: data.brands[0]!.id } },
    offers: { "the offers opened": { type: "offers" } },
    filter: {
      "favourites filtered": { type: "filter", filter: "favourites" },
      "favourites and added filtered": { type: "filter", filter: "added" },
      "every filter on": { type: "filter", filter: "discounted" },
    },
    sort: {
      "sorted by price": { type: "sort", key: "price" },
      "sorted by price, turned round": { type: "sort", key: "price" },
    },
  };
  const states: Record<string, BrowseState> = {};
  let state = INITIAL_BROWSE;
  for (const [did, action] of Object.values(actions).flatMap((named) => Object.entries(named))) {
    state = browse(action.type === "filter" || action.type === "sort" ? state : INITIAL_BROWSE, action);
    states[did] = state;
  }
  return states;
}

/** The shop's page as another status makes it: not activated, or paused by the platform. */
const withStatus = (data: StorePageData, status: StoreShop["status"]): StorePageData => ({
  ...data,
  shop: { ...data.shop, status },
});

/** Every state the check draws, each with a name that says it. */
export function storeStates(
  pages: StorePages,
  customer: SavedCustomer,
  yaadi: { id: number; url: string },
  t: StoreTexts,
): NamedState[] {
  const { customer: page } = pages;
  const cart = fullCart(page.products);
  const lastOrder = lastOrderOf(page, cart, yaadi);
  const shopping: StoreState = {
    view: "VIEW",
    cart,
    customer,
    guest: false,
    favouriteIds: [page.products[0]!.id],
    lastOrder,
    keptOrder: null,
    notices: null,
    message: null,
    browseState: INITIAL_BROWSE,
    quickMode: false,
  };
  const online: StorePlace = { data: page, catalogue: ready(page), online: true };
  const states: NamedState[] = [];
  const add = (name: string, place: StorePlace, state: Partial<StoreState> = {}) =>
    states.push({ name, place, state: { ...shopping, ...state } });

  for (const word of ["Yaadi", "Cart"] as const) {
    const data = { ...page, listWord: word };
    const place = { ...online, data };
    add(`a regular customer's ${word}`, place);
    add(`an empty ${word}`, place, { cart: [], guest: true, customer: null, lastOrder: null });
    for (const [after, notices] of Object.entries(noticesOf(data, cart, word, t)))
      add(`a ${word}'s notice after ${after}`, place, { notices });
    for (const [note, message] of Object.entries(tapMessages(data.products, word, t)))
      add(`a ${word}'s message: ${note}`, place, { message });
    add(`a ${word} kept for the network`, place, {
      keptOrder: { idempotencyKey: "k".repeat(16), customer, lines: [], netPaise: 0 },
    });
  }
  for (const [did, browseState] of Object.entries(browseStates(page))) {
    add(`browsing, ${did}, in cards`, online, { browseState });
    add(`browsing, ${did}, in quick mode`, online, { browseState, quickMode: true });
  }
  add(
    "no offers yet",
    { ...online, data: { ...page, offers: [] } },
    { browseState: browse(INITIAL_BROWSE, { type: "offers" }) },
  );
  add("one category and one brand", {
    ...online,
    data: { ...page, categories: page.categories.slice(0, 1), brands: page.brands.slice(0, 1) },
  });
  add(
    "a shop without product images",
    { ...online, data: { ...page, shop: { ...page.shop, productImages: 0 } } },
    { quickMode: true },
  );
  add("the catalogue loading", { ...online, catalogue: { state: "loading" } });
  add("the catalogue not loaded", { ...online, catalogue: { state: "failed", retry: () => undefined } });
  add("offline", { ...online, online: false });
  add("a store not activated", { ...online, data: withStatus(page, "not ready") }, { guest: true });
  add("a paused store", { ...online, data: withStatus(page, "disabled") });
  add("a dealer's link", { ...online, data: pages.dealer });
  add("the admin's own view", { ...online, data: pages.admin });
  const { billing } = pages;
  add("a bill", { ...online, data: billing }, { guest: true, customer: null });
  add(
    "a bill with no saved customers",
    { ...online, data: { ...billing, billing: { customers: [] } } },
    { guest: true },
  );
  add("an empty bill", { ...online, data: billing }, { cart: [], guest: true });
  return states;
}
