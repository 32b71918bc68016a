import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { browse, INITIAL_BROWSE } from "#app/domain/browse";
import {
  addProduct,
  type Cart,
  type CartChange,
  changeQuantity,
  chooseWeightStep,
  clearQuantity,
  deleteAll,
  deleteLine,
  parseStoredCart,
  pruneOutOfStock,
} from "#app/domain/cart";
import { parseSavedCustomer, type SavedCustomer } from "#app/domain/customer";
import { parseFavourites, toggleFavourite } from "#app/domain/favourites";
import { type KeptOrder, parseKeptOrder } from "#app/domain/kept-order";
import {
  changeMessages,
  type OrderRefusal,
  orderChangedMessage,
  prunedMessages,
  type SentLine,
} from "#app/domain/order-outcome";
import { placeOrderStop, priceCart, pricedTotals } from "#app/domain/place-order";
import type { Product } from "#app/domain/product";
import { addAllToCart, type LastOrder, parseLastOrder, toLastOrderLines } from "#app/domain/repeat-order";
import { firstView, type StorePageData, startsInQuickMode, type View } from "#app/domain/store-page";
import type { UnitId } from "#app/domain/units";
import { cartNoteText } from "#app/i18n/store/say";
import { useStoreTexts } from "#app/i18n/store-texts";
import { useStoredState } from "./use-stored-state";
import { useFreshData, useViewHistory } from "./use-view-history";

const MESSAGE_MS = 2000;
/** Spec 1 §9: the favourite message shows for one second, and the cart button marks an addition for as long. */
const FAVOURITE_MESSAGE_MS = 1000;
const CART_ADDED_MS = 1000;

/** What changed about the customer's list without their doing (shown above the cart and the final list until dismissed). */
export type Notices = { heading: string | null; lines: string[] };

/**
 * The storefront's state: view, browsing, the stored cart, customer, favourites and last order, with their operations.
 * `catalogueReady` says the products in `data` are the shop's (until then there are none to price the cart with).
 */
export function useStorefront(data: StorePageData, catalogueReady: boolean) {
  const shopKey = data.shop.url;
  const [view, showView] = useViewHistory(firstView(data));
  const billing = data.billing !== null;
  // The billing list is the shop's own, kept apart from any shopping the owner does as a customer.
  const [cart, setCart, cartLoaded] = useStoredState<Cart>(
    `${billing ? "bill" : "cart"}:${shopKey}`,
    parseStoredCart,
    [],
  );
  const [customer, setCustomer] = useStoredState<SavedCustomer | null>("customer", parseSavedCustomer, null);
  const [favouriteIds, setFavouriteIds] = useStoredState<readonly number[]>(
    `favourites:${shopKey}`,
    parseFavourites,
    [],
  );
  const [lastOrder, setLastOrder] = useStoredState<LastOrder | null>(`lastOrder:${shopKey}`, parseLastOrder, null);
  // An order placed without a network, for the link it was placed through (a dealer's orders go to the dealer).
  const [keptOrder, setKeptOrder] = useStoredState<KeptOrder | null>(
    `keptOrder:${data.apiSegment}`,
    parseKeptOrder,
    null,
  );
  const [guest, setGuest] = useState(billing || data.shop.status !== "ready");
  const [browseState, dispatch] = useReducer(browse, INITIAL_BROWSE);
  const [quickMode, setQuickMode] = useState(() => startsInQuickMode(data));
  const [message, setMessage] = useState<{ text: string; ms: number } | null>(null);
  const [justAdded, setJustAdded] = useState(false);

  const [notices, setNotices] = useState<Notices | null>(null);
  const t = useStoreTexts();
  const refreshData = useFreshData();

  const catalogue = useMemo(() => new Map(data.products.map((p) => [p.id, p])), [data.products]);
  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const priced = useMemo(() => priceCart(cart, catalogue), [cart, catalogue]);
  const totals = useMemo(() => pricedTotals(priced, data.settings), [priced, data.settings]);

  // Spec 1 §4: a stored cart is pruned of products that are gone, out of stock or hidden, once it has loaded, and the
  // customer is told. Later prunes follow fresh data after a refused order, whose notice already says what changed.
  const pruneAnnounced = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cart has loaded and when the catalogue changes, not on every cart change
  useEffect(() => {
    if (!cartLoaded || !catalogueReady) return;
    const { cart: kept, pruned } = pruneOutOfStock(cart, catalogue);
    if (pruned.length > 0) {
      setCart(kept);
      if (!pruneAnnounced.current)
        setNotices({ heading: null, lines: prunedMessages(pruned, catalogue, data.listWord, t) });
    }
    pruneAnnounced.current = true;
    // Runs when the cart has loaded and when the catalogue changes, not on every cart change.
  }, [cartLoaded, catalogueReady, catalogue]);

  useTimeout(message, () => setMessage(null), message?.ms ?? 0);
  useTimeout(justAdded, () => setJustAdded(false), CART_ADDED_MS);

  const say = (text: string | null, ms = MESSAGE_MS) => setMessage(text === null ? null : { text, ms });
  const apply = (change: CartChange) => {
    setCart(change.cart);
    if (change.note) say(cartNoteText(change.note, t.notes));
  };
  // The unit-5 weight step is the line's own (chooseWeightStep), so operations read it from the cart.
  const asCartProduct = (p: Product) => ({ id: p.id, name: p.name, unitId: p.unitId as UnitId });

  return {
    view,
    billing,
    // A new view starts without the previous view's message.
    setView: (next: View, options?: { replace?: boolean }) => {
      setMessage(null);
      showView(next, options);
    },
    cart,
    customer,
    setCustomer,
    guest,
    setGuest,
    message: message?.text ?? null,
    setMessage: say,
    catalogue,
    /** The list's lines above zero, priced from the catalogue on screen, and its totals (header, cart, final list). */
    priced,
    totals,
    summary: { itemCount: priced.length, totalPaise: totals.totalPaise },
    notices,
    dismissNotices: () => setNotices(null),
    /** Spec 1 §5's Place Order rules; shows the message or alert and answers false when the list may not go on. */
    mayPlaceOrder: () => {
      const stop = placeOrderStop({
        billing,
        guest,
        itemCount: priced.length,
        totalPaise: totals.totalPaise,
        settings: data.settings,
        listWord: data.listWord,
        t,
      });
      if (stop?.show === "alert") window.alert(stop.text);
      else if (stop) say(stop.text);
      return stop === null;
    },
    /**
     * The server refused the order because the shop changed it (prices, stock): say what changed per line, then load
     * the shop's catalogue and settings again, so the list shows the new figures (and loses what can no longer be sold).
     */
    orderChanged: async (
      sent: readonly SentLine[],
      refusal: Extract<OrderRefusal, { code: "changed" }>,
      shownDeliveryPaise: number,
    ) => {
      setNotices({
        heading: orderChangedMessage(data.listWord, t),
        lines: changeMessages(sent, refusal, shownDeliveryPaise, data.listWord, t),
      });
      await refreshData();
    },
    justAdded,
    browseState,
    dispatch,
    quickMode,
    setQuickMode,
    favourites,
    toggleFavourite: (p: Product) => {
      if (guest) return window.alert(t.notes.favourite.guest);
      const change = toggleFavourite(favouriteIds, p.id);
      setFavouriteIds(change.ids);
      say(t.notes.favourite[change.note], FAVOURITE_MESSAGE_MS);
    },
    lastOrder,
    keptOrder,
    /** Keeps an order the network did not take, to send it again with the same key when the network is back. */
    keepOrder: (order: KeptOrder) => setKeptOrder(order),
    /** The kept order was answered (stored or refused), or the customer chose not to send it. */
    dropKeptOrder: () => setKeptOrder(null),
    /** After a successful order: the list becomes the last order and the cart is emptied (spec 1 §4). */
    keepAsLastOrder: (order: Omit<LastOrder, "lines">) => {
      setLastOrder({ ...order, lines: toLastOrderLines(cart, catalogue) });
      setCart([]);
      setNotices(null);
    },
    addLastOrder: () => lastOrder && setCart((c) => addAllToCart(c, lastOrder, catalogue)),
    add: (p: Product) => {
      apply(addProduct(cart, asCartProduct(p), data.listWord));
      setJustAdded(true);
    },
    change: (p: Product, direction: "up" | "down", where: "browse" | "cart") =>
      apply(changeQuantity(cart, asCartProduct(p), direction, where)),
    chooseWeightStep: (p: Product, kg: number) => setCart((c) => chooseWeightStep(c, asCartProduct(p), kg)),
    clear: (p: Product, where: "browse" | "cart") => apply(clearQuantity(cart, asCartProduct(p), where)),
    remove: (p: Product) => apply(deleteLine(cart, p)),
    removeAll: () => apply(deleteAll(cart)),
    emptyCart: () => setCart([]),
  };
}

/** Runs `done` once, `ms` after `active` became truthy; a new value restarts the wait. */
function useTimeout(active: unknown, done: () => void, ms: number) {
  const latest = useRef(done);
  latest.current = done;
  useEffect(() => {
    if (!active) return;
    const t = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(t);
  }, [active, ms]);
}

export type Storefront = ReturnType<typeof useStorefront>;
