import { useState } from "react";
import type { SavedCustomer } from "../../domain/customer";
import { ORDER_MESSAGES } from "../../domain/order";
import { isPlacedOrder, type OrderRefusal, parseRefusal, type PlacedOrder } from "../../domain/order-outcome";
import { orderRequestBody } from "../../domain/place-order";
import type { StorePageData } from "../../domain/store-page";
import { formatIstDateTime } from "../../domain/time";
import { PrimaryButton, SecondaryButton } from "../form";
import { OrderTable, OrderTotals } from "../order-table";
import { Notices } from "./notices";
import { ShopAddress } from "./shop-address";
import type { Storefront } from "./use-storefront";

/** A fresh key per list the customer confirms: retries of the same post (slow networks) reuse it. */
const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** While the shop's new figures load after a refusal, no total is on screen that the shop has refused. */
const REFRESHING = "Getting the shop's latest prices...";

/**
 * FINALYAADI: the list as the shop will see it, with delivery charge and net payable. Open WhatsApp posts the order
 * with the prices and net amount shown here; the server stores it only if they are still the shop's, then the page
 * hands over to WhatsApp with the prefilled message. If the shop has changed something, this list is shown again with
 * the new figures and a sentence per changed line.
 */
export function FinalYaadi(props: { data: StorePageData; store: Storefront; customer: SavedCustomer; onSent: (o: PlacedOrder) => void; onRefused: (r: OrderRefusal) => void }) {
  const { data, store, customer } = props;
  const [key, setKey] = useState(newRequestKey);
  const [phase, setPhase] = useState<"ready" | "sending" | "refreshing">("ready");
  const { priced: lines, totals } = store;

  async function send() {
    if (!store.mayPlaceOrder()) return;
    setPhase("sending");
    try {
      const response = await fetch(`/api/v1/stores/${data.apiSegment}/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderRequestBody(key, customer, lines, totals)),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isPlacedOrder(body)) return props.onSent(body);
      const refusal = parseRefusal(body);
      if (refusal.code === "changed") {
        setPhase("refreshing");
        const sent = lines.map(({ product: p }) => ({ productId: p.id, name: p.name, unitId: p.unitId, pricePaise: p.pricePaise }));
        await store.orderChanged(sent, refusal, totals.deliveryChargesPaise);
        setKey(newRequestKey()); // the list on screen is a new one to confirm
      } else {
        props.onRefused(refusal);
      }
    } catch (error) {
      // A network error is only logged and stops the loading state (spec 1 §8); the same key makes a retry safe.
      console.error(error);
    }
    setPhase("ready");
  }

  if (phase !== "ready") {
    return (
      <p role="status" className="py-16 text-center text-lg font-semibold">
        {phase === "sending" ? ORDER_MESSAGES.opening : REFRESHING}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-2xl bg-white px-4 py-4">
      <Notices notices={store.notices} onDismiss={store.dismissNotices} />
      <ShopAddress shop={data.shop} />
      <section aria-label="Customer" className="py-2 text-sm">
        <p className="font-semibold">{customer.name}</p>
        <p>{customer.whatsApp}</p>
        <p className="text-stone-600">{customer.address}</p>
        <p className="text-stone-500">{formatIstDateTime(new Date())}</p>
      </section>
      <OrderTable
        lines={lines.map(({ product: p, quantity, lineTotalPaise }) => ({ key: p.id, name: p.name, unitId: p.unitId, quantityMilli: quantity, ratePaise: p.pricePaise, totalPaise: lineTotalPaise }))}
      />
      <OrderTotals totalPaise={totals.totalPaise} deliveryPaise={totals.deliveryChargesPaise} freeDelivery="00.00" />
      <div className="mt-6 flex gap-3">
        <SecondaryButton onClick={() => store.setView("VIEW")}>Back to Shopping</SecondaryButton>
        <PrimaryButton type="button" onClick={send}>
          Open WhatsApp
        </PrimaryButton>
      </div>
    </div>
  );
}
