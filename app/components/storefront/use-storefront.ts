import { useEffect, useMemo, useState } from "react";
import { addProduct, type Cart, cartSummary, changeQuantity, clearQuantity, deleteAll, deleteLine, parseStoredCart, pruneOutOfStock, type CartChange } from "../../domain/cart";
import { parseSavedCustomer, type SavedCustomer } from "../../domain/customer";
import type { StorePageData } from "../../server/storefront.server";
import { useStoredState } from "./use-stored-state";

export type View = "ABOUTUS" | "CUSTOMERFORM" | "VIEW" | "CART" | "FINALYAADI" | "FINALSTEP";
export type StoreProduct = StorePageData["products"][number];

/** Spec 1 §2: not-activated stores go straight to browsing as a guest; otherwise about-us or the customer form first. */
export function initialView(data: StorePageData): View {
  if (data.shop.status !== "ready") return "VIEW";
  return data.shop.homePageFacility === 1 ? "ABOUTUS" : "CUSTOMERFORM";
}

/** The storefront's state: the current view, the stored cart and customer, and the cart operations with their messages. */
export function useStorefront(data: StorePageData) {
  const shopKey = data.shop.url;
  const [view, setView] = useState<View>(() => initialView(data));
  const [cart, setCart, cartLoaded] = useStoredState<Cart>(`cart:${shopKey}`, parseStoredCart, []);
  const [customer, setCustomer] = useStoredState<SavedCustomer | null>("customer", parseSavedCustomer, null);
  const [guest, setGuest] = useState(data.shop.status !== "ready");
  const [message, setMessage] = useState<string | null>(null);

  const catalogue = useMemo(() => new Map(data.products.map((p) => [p.id, p])), [data.products]);

  // Spec 1 §4: a stored cart is pruned of products that are gone, out of stock or hidden, once it has loaded.
  useEffect(() => {
    if (cartLoaded) setCart((c) => pruneOutOfStock(c, catalogue));
  }, [cartLoaded, catalogue, setCart]);

  // Messages show briefly, then clear.
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), 2000);
    return () => clearTimeout(t);
  }, [message]);

  const apply = (change: CartChange) => {
    setCart(change.cart);
    if (change.message) setMessage(change.message);
  };
  const asCartProduct = (p: StoreProduct, weightStep?: number) => ({ id: p.id, name: p.name, unitId: p.unitId as 1 | 2 | 3 | 4 | 5, weightStep });

  return {
    view,
    // A new view starts without the previous view's message.
    setView: (next: View) => {
      setMessage(null);
      setView(next);
    },
    cart,
    customer,
    setCustomer,
    guest,
    setGuest,
    message,
    setMessage,
    catalogue,
    summary: cartSummary(cart, catalogue),
    add: (p: StoreProduct, weightStep?: number) => apply(addProduct(cart, asCartProduct(p, weightStep), data.listWord)),
    change: (p: StoreProduct, direction: "up" | "down", where: "browse" | "cart", weightStep?: number) =>
      apply(changeQuantity(cart, asCartProduct(p, weightStep), direction, where)),
    clear: (p: StoreProduct, where: "browse" | "cart") => apply(clearQuantity(cart, asCartProduct(p), where)),
    remove: (p: StoreProduct) => apply(deleteLine(cart, p)),
    removeAll: () => apply(deleteAll(cart)),
    emptyCart: () => setCart([]),
  };
}

export type Storefront = ReturnType<typeof useStorefront>;
