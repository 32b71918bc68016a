import { useEffect, useRef, useState } from "react";
import type { SavedCustomer } from "#app/domain/customer";
import type { KeptOrder } from "#app/domain/kept-order";
import { isPlacedOrder, type OrderRefusal, type PlacedOrder, parseRefusal } from "#app/domain/order-outcome";
import { orderRequestBody } from "#app/domain/place-order";
import type { StorePageData } from "#app/domain/store-page";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
import { PrimaryButton, SecondaryButton } from "../form";
import { OrderTable, OrderTotals, pricedTableLines } from "../order-table";
import { Notices } from "./notices";
import { ShopAddress } from "./shop-address";
import { useOnline } from "./use-online";
import type { Storefront } from "./use-storefront";

/** A fresh key per list the customer confirms: retries of the same post (slow networks) reuse it. */
const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** A kept order that the network failed again is tried again after this long (at once when the phone comes online). */
const RETRY_MS = 15_000;

/**
 * FINALYAADI: the list as the shop will see it, with delivery charge and net payable. Open WhatsApp posts the order
 * with the prices and net amount shown here; the server stores it only if they are still the shop's, then the page
 * hands over to WhatsApp with the prefilled message. If the shop has changed something, this list is shown again with
 * the new figures and a sentence per changed line. Without a network the order is kept on the phone, with its key,
 * and sent (and WhatsApp opened) as soon as the network is back: the key makes it one order however often it goes.
 */
export function FinalYaadi(props: {
  data: StorePageData;
  store: Storefront;
  customer: SavedCustomer;
  onSent: (o: PlacedOrder) => void;
  onRefused: (r: OrderRefusal) => void;
}) {
  const { data, store, customer } = props;
  const [key, setKey] = useState(newRequestKey);
  const [phase, setPhase] = useState<"ready" | "sending" | "refreshing">("ready");
  const [failedTries, setFailedTries] = useState(0);
  const sending = useRef(false);
  const lastTry = useRef(0);
  const online = useOnline();
  const { priced: lines, totals } = store;
  const kept = store.keptOrder;
  const t = useStoreTexts();
  const y = useYaadiTexts();
  const { locale } = useWriting();

  async function send(request: KeptOrder) {
    if (sending.current) return;
    sending.current = true;
    lastTry.current = Date.now();
    setPhase("sending");
    try {
      const response = await fetch(`/api/v1/stores/${data.apiSegment}/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
      });
      const body: unknown = await response.json().catch(() => null);
      // The shop answered: the order is stored, or refused for a reason the customer is shown. Either way it is no
      // longer kept, so it can never go twice.
      store.dropKeptOrder();
      if (response.ok && isPlacedOrder(body)) return props.onSent(body);
      const refusal = parseRefusal(body);
      if (refusal.code === "changed") {
        setPhase("refreshing");
        const sent = lines.map(({ product: p }) => ({
          productId: p.id,
          name: p.name,
          unitId: p.unitId,
          pricePaise: p.pricePaise,
        }));
        await store.orderChanged(sent, refusal, totals.deliveryChargesPaise);
        setKey(newRequestKey()); // the list on screen is a new one to confirm
      } else {
        props.onRefused(refusal);
      }
    } catch (error) {
      // No network, or it broke on the way: the order is kept with its key and sent again (spec 1 §8 logs the error).
      console.error(error);
      store.keepOrder(request);
      setFailedTries((n) => n + 1);
    } finally {
      sending.current = false;
    }
    setPhase("ready");
  }

  function place() {
    if (!store.mayPlaceOrder()) return;
    const request = orderRequestBody(key, customer, lines, totals, locale);
    if (navigator.onLine) void send(request);
    else store.keepOrder(request);
  }

  // Back online: a kept order goes at once. Still failing: again after a while, never in a tight loop.
  useEffect(() => {
    if (online) lastTry.current = 0;
  }, [online]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` is this render's; the kept order, the network and each failed try decide when it runs
  useEffect(() => {
    if (!kept || !online) return;
    const timer = setTimeout(() => void send(kept), Math.max(0, lastTry.current + RETRY_MS - Date.now()));
    return () => clearTimeout(timer);
    // `send` is this render's; the kept order, the network and each failed try decide when it runs.
  }, [kept, online, failedTries]);

  if (phase !== "ready") {
    return (
      <p role="status" className="py-16 text-center text-lg font-semibold">
        {/* While the shop's new figures load after a refusal, no total is on screen that the shop has refused. */}
        {phase === "sending" ? t.order.messages.opening : y.finalYaadi.refreshing}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-2xl bg-white px-4 py-4">
      <Notices notices={store.notices} onDismiss={store.dismissNotices} />
      <ShopAddress shop={data.shop} />
      <section aria-label={y.customer} className="py-2 text-sm">
        <p className="font-semibold">{customer.name}</p>
        <p>{customer.whatsApp}</p>
        <p className="text-stone-600">{customer.address}</p>
        <p className="text-stone-500">{y.dateTime(new Date())}</p>
      </section>
      <OrderTable lines={pricedTableLines(lines)} />
      <OrderTotals totalPaise={totals.totalPaise} deliveryPaise={totals.deliveryChargesPaise} freeDelivery="shown" />
      {kept ? (
        <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <p className="font-semibold">{y.finalYaadi.kept(data.listWord)}</p>
          <SecondaryButton className="mt-3" onClick={store.dropKeptOrder}>
            {y.finalYaadi.dontSend}
          </SecondaryButton>
        </div>
      ) : (
        <div className="mt-6 flex gap-3">
          <SecondaryButton onClick={() => store.setView("VIEW")}>{y.backToShopping}</SecondaryButton>
          <PrimaryButton type="button" onClick={place}>
            {y.openWhatsApp}
          </PrimaryButton>
        </div>
      )}
    </div>
  );
}
