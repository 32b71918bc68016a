import { useState } from "react";
import { activeLines } from "../../domain/cart";
import type { SavedCustomer } from "../../domain/customer";
import { deliveryChargePaise, ORDER_MESSAGES } from "../../domain/order";
import { lineTotalPaise } from "../../domain/quantity";
import { formatIstDateTime } from "../../domain/time";
import type { StorePageData } from "../../domain/store-page";
import { PrimaryButton, SecondaryButton } from "../form";
import { OrderTable, OrderTotals } from "../order-table";
import { ShopAddress } from "./shop-address";
import type { Storefront } from "./use-storefront";

export type PlacedOrder = { yaadiId: number; yaadiUrl: string; whatsAppLink: string };


/** A fresh key per attempt at sending this list: retries of the same post (slow networks) reuse it. */
const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * FINALYAADI: the list as the shop will see it, with delivery charge and net payable. Open WhatsApp posts the order
 * (the server prices it), then hands over to WhatsApp with the prefilled message.
 */
export function FinalYaadi({ data, store, customer, onSent, onFailed }: { data: StorePageData; store: Storefront; customer: SavedCustomer; onSent: (o: PlacedOrder) => void; onFailed: (message: string) => void }) {
  const [key] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  const lines = activeLines(store.cart).flatMap((l) => {
    const p = store.catalogue.get(l.productId);
    return p ? [{ line: l, product: p, total: lineTotalPaise(p.pricePaise, l.quantity) }] : [];
  });
  const total = lines.reduce((s, l) => s + l.total, 0);
  const delivery = deliveryChargePaise(total, data.settings);

  async function send() {
    setSending(true);
    try {
      const response = await fetch(`/api/v1/stores/${data.apiSegment}/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ idempotencyKey: key, customer, lines: lines.map((l) => ({ productId: l.product.id, quantity: l.line.quantity })) }),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<PlacedOrder> & { error?: string };
      if (response.ok && body.whatsAppLink && body.yaadiUrl && body.yaadiId) onSent(body as PlacedOrder);
      else onFailed(body.error ?? ORDER_MESSAGES.failed);
    } catch (error) {
      // A network error is only logged and stops the loading state (spec 1 §8); the same key makes a retry safe.
      console.error(error);
      setSending(false);
    }
  }

  if (sending) {
    return (
      <p role="status" className="py-16 text-center text-lg font-semibold">
        {ORDER_MESSAGES.opening}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-2xl bg-white px-4 py-4">
      <ShopAddress shop={data.shop} />
      <section aria-label="Customer" className="py-2 text-sm">
        <p className="font-semibold">{customer.name}</p>
        <p>{customer.whatsApp}</p>
        <p className="text-stone-600">{customer.address}</p>
        <p className="text-stone-500">{formatIstDateTime(new Date())}</p>
      </section>
      <OrderTable
        lines={lines.map(({ line, product, total: lineTotal }) => ({ key: product.id, name: product.name, unitId: product.unitId, quantityMilli: line.quantity, ratePaise: product.pricePaise, totalPaise: lineTotal }))}
      />
      <OrderTotals totalPaise={total} deliveryPaise={delivery} freeDelivery="00.00" />
      <div className="mt-6 flex gap-3">
        <SecondaryButton onClick={() => store.setView("VIEW")}>Back to Shopping</SecondaryButton>
        <PrimaryButton type="button" onClick={send}>
          Open WhatsApp
        </PrimaryButton>
      </div>
    </div>
  );
}
