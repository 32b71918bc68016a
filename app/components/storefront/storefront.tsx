import { isCompleteCustomer } from "../../domain/customer";
import { formatRupees } from "../../domain/money";
import { ORDER_MESSAGES } from "../../domain/order";
import type { StorePageData } from "../../server/storefront.server";
import { AboutUs } from "./about-us";
import { BrowseView } from "./browse-view";
import { CartView } from "./cart-view";
import { CustomerForm } from "./customer-form";
import { FinalYaadi, type PlacedOrder } from "./final-yaadi";
import { useStorefront } from "./use-storefront";
import { useState } from "react";

export const NOT_ACTIVATED = ORDER_MESSAGES.notActivated;

/** The store a customer opens by its link: one page whose views follow spec 1 §4. */
export function Storefront({ data }: { data: StorePageData }) {
  const store = useStorefront(data);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { view, setView } = store;

  function proceed(customer: Parameters<typeof store.setCustomer>[0]) {
    store.setCustomer(customer);
    store.setGuest(false);
    if (customer) void fetch(`/api/v1/stores/${data.apiSegment}/customer-entries`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(customer) }).catch(console.error);
    setView("VIEW");
  }

  function toFinal() {
    // Spec 1 §5: the stored customer is rechecked; incomplete details send the customer back and clear the list.
    if (!isCompleteCustomer(store.customer)) {
      window.alert(ORDER_MESSAGES.enterDetails);
      store.emptyCart();
      setView("CUSTOMERFORM");
      return;
    }
    setView("FINALYAADI");
  }

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 bg-brand text-brand-contrast shadow">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5">
          <button type="button" className="min-w-0 flex-1 text-left" onClick={() => data.shop.homePageFacility === 1 && setView("ABOUTUS")}>
            <h1 className="line-clamp-2 text-lg font-bold leading-tight">{data.shop.name}</h1>
            {data.dealer ? <p className="text-xs opacity-90">Dealer: {data.dealer.name}</p> : data.shop.city && <p className="text-xs opacity-90">{data.shop.city}</p>}
          </button>
          {view === "VIEW" && (
            <button type="button" onClick={() => setView("CART")} className="shrink-0 rounded-lg bg-brand-contrast px-3 py-2 text-sm font-bold text-brand-ink">
              {store.summary.itemCount ? "Checkout" : "View Cart"} ({store.summary.itemCount}) {formatRupees(store.summary.totalPaise)}
            </button>
          )}
        </div>
      </header>
      {data.shop.status === "not ready" && (
        <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {NOT_ACTIVATED}{" "}
          <a className="font-semibold underline" href="/adminpanel">
            Admin Panel
          </a>
        </p>
      )}
      {data.settings.firstPageMessage && (view === "VIEW" || view === "CUSTOMERFORM") && <p className="bg-brand-soft px-4 py-2 text-center text-sm text-brand-ink">{data.settings.firstPageMessage}</p>}
      {store.message && (
        <p role="status" className="fixed inset-x-3 bottom-4 z-20 mx-auto max-w-md rounded-lg bg-stone-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg">
          {store.message}
        </p>
      )}

      {view === "ABOUTUS" && <AboutUs data={data} onStart={() => setView("CUSTOMERFORM")} />}
      {view === "CUSTOMERFORM" && (
        <CustomerForm
          saved={store.customer}
          busy={false}
          onProceed={proceed}
          onGuest={() => {
            store.setGuest(true);
            setView("VIEW");
          }}
        />
      )}
      {view === "VIEW" && <BrowseView data={data} store={store} />}
      {view === "CART" && <CartView data={data} store={store} onPlace={toFinal} />}
      {view === "FINALYAADI" && store.customer && (
        <FinalYaadi
          data={data}
          store={store}
          customer={store.customer}
          onSent={(order) => {
            setPlaced(order);
            store.emptyCart();
            setView("FINALSTEP");
            window.location.href = order.whatsAppLink;
          }}
          onFailed={(message) => {
            window.alert(message);
            setView(message === ORDER_MESSAGES.failed || message === ORDER_MESSAGES.enterDetails ? "CUSTOMERFORM" : "CART");
          }}
        />
      )}
      {view === "FINALSTEP" && placed && (
        <section className="mx-auto max-w-md space-y-4 px-4 py-10 text-center">
          <h2 className="text-xl font-bold">Your {data.listWord} no. {placed.yaadiId} is ready to send</h2>
          <p className="text-stone-600">WhatsApp opens with your {data.listWord.toLowerCase()}. Press send there to reach the shop.</p>
          <a className="block rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast" href={placed.whatsAppLink}>
            Open WhatsApp
          </a>
          <a className="block font-semibold text-brand-ink underline" href={`/yaadilist/${placed.yaadiUrl}`}>
            See your {data.listWord.toLowerCase()}
          </a>
          <button type="button" className="font-semibold text-stone-700 underline" onClick={() => setView("VIEW")}>
            Back to Shopping
          </button>
        </section>
      )}
    </div>
  );
}
