import { lazy, Suspense, useEffect, useMemo } from "react";
import { isCompleteCustomer, type SavedCustomer } from "#app/domain/customer";
import type { Product } from "#app/domain/product";
import type { StorePageData, StorePageWire, View } from "#app/domain/store-page";
import { loadBook } from "#app/i18n/book";
import { useWriting } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { YAADI_BOOK } from "#app/i18n/yaadi";
import { keepStoreForOffline } from "#app/offline/keep-store-offline";
import { AboutUs } from "./about-us";
import { BrowseView } from "./browse-view";
import { CatalogueStatus } from "./catalogue-status";
import { CustomerForm } from "./customer-form";
import { StoreFooter, StoreHeader } from "./store-frame";
import { CATALOGUE_URL_ATTRIBUTE, type CatalogueState, useCatalogue } from "./use-catalogue";
import { useOnline } from "./use-online";
import { type Storefront as Store, useStorefront } from "./use-storefront";

const NO_PRODUCTS: Product[] = [];

/**
 * The counter's bill (billing mode: the shop's own admin, spec 1 §2) in a file of its own, so a customer's phone never
 * loads it. A page in billing mode fetches it at once, while the admin fills the list.
 */
const loadFinalBill = () => import("./final-bill");
const FinalBill = lazy(() => loadFinalBill().then((file) => ({ default: file.FinalBill })));
/**
 * The views after browsing, fetched with the list's book when the customer starts a list (or has one from an earlier
 * visit) and kept for offline use by the service worker, so the first load carries the shelf only (order-views.tsx).
 */
const loadOrderViews = () => import("./order-views");
const CartView = lazy(() => loadOrderViews().then((file) => ({ default: file.CartView })));
const FinalYaadiStep = lazy(() => loadOrderViews().then((file) => ({ default: file.FinalYaadiStep })));
const OrderSent = lazy(() => loadOrderViews().then((file) => ({ default: file.OrderSent })));
const RepeatOrder = lazy(() => loadOrderViews().then((file) => ({ default: file.RepeatOrder })));
/** The views order-views.tsx draws. */
const ORDER_VIEWS: readonly View[] = ["CART", "FINALYAADI", "FINALSTEP", "REPEATORDER"];
/** Views of the list and its prices. */
const LIST_VIEWS: readonly View[] = ["CART", "FINALYAADI", "REPEATORDER"];

/** The store a customer opens by its link: one page whose views follow spec 1 §4. */
export function Storefront({ page }: { page: StorePageWire }) {
  const catalogue = useCatalogue(page.catalogueUrl);
  const catalogueReady = catalogue.state === "ready";
  const products = catalogueReady ? catalogue.products : NO_PRODUCTS;
  const data: StorePageData = useMemo(() => ({ ...page, products }), [page, products]);
  const store = useStorefront(data, catalogueReady);
  const online = useOnline();

  // A customer's store is kept on the phone for the next visit, offline too (its catalogue with it, once loaded);
  // never the admin's view or a bill.
  const keptForOffline = catalogueReady && !data.billing && !data.adminView;
  useEffect(() => {
    if (keptForOffline) void keepStoreForOffline(data.basePath || "/", data.laterFiles);
  }, [keptForOffline, data.basePath, data.laterFiles]);
  const billing = data.billing !== null;
  useEffect(() => {
    if (billing) void loadFinalBill();
  }, [billing]);
  // The order views are fetched as soon as the customer heads for them: a first item in the list, a list or last
  // order kept from an earlier visit, or one of those views asked for by history or a link.
  const headingToOrder =
    store.summary.itemCount > 0 ||
    store.lastOrder !== null ||
    store.keptOrder !== null ||
    ORDER_VIEWS.includes(store.view);
  const { locale } = useWriting();
  useEffect(() => {
    if (!headingToOrder) return;
    // Only a head start: a file the network lost is asked for again when its view is drawn.
    loadOrderViews().catch(() => {});
    loadBook(YAADI_BOOK, locale).catch(() => {});
  }, [headingToOrder, locale]);

  return <StoreScreen data={data} store={store} catalogue={catalogue} online={online} />;
}

/**
 * What the store shows for one state: its header and notices, the view and the footer. It reads nothing from the
 * phone itself (storage, history, the network and the catalogue's request are the Storefront's hooks), so every view
 * can be drawn from a state given to it, as the store's language check draws each one on the server.
 */
export function StoreScreen({
  data,
  store,
  catalogue,
  online,
}: {
  data: StorePageData;
  store: Store;
  catalogue: CatalogueState;
  online: boolean;
}) {
  const catalogueReady = catalogue.state === "ready";
  const { setView } = store;
  const view = reachableView(store, data);
  const t = useStoreTexts();
  // A view of the list and its prices waits for the catalogue (browsing shows its bar meanwhile).
  const waitsForCatalogue = LIST_VIEWS.includes(view) && !catalogueReady;
  const shownView = waitsForCatalogue ? null : view;

  function proceed(customer: SavedCustomer) {
    store.setCustomer(customer);
    store.setGuest(false);
    // Recorded for the shop's visits report; a failure must not stop the customer (spec 1 §7).
    void fetch(`/api/v1/stores/${data.apiSegment}/customer-entries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(customer),
    }).catch(console.error);
    setView(store.lastOrder ? "REPEATORDER" : "VIEW");
  }

  function toFinal() {
    // Spec 1 §5: the stored customer is rechecked; incomplete details send the customer back and clear the list.
    if (!store.billing && !isCompleteCustomer(store.customer)) {
      window.alert(t.order.messages.enterDetails);
      store.emptyCart();
      setView("CUSTOMERFORM");
      return;
    }
    setView("FINALYAADI");
  }

  return (
    // Quick mode's bar is fixed at the bottom: the page ends above it.
    <div
      className={`flex min-h-dvh flex-col ${view === "VIEW" && store.quickMode ? "pb-28" : ""}`}
      {...{ [CATALOGUE_URL_ATTRIBUTE]: data.catalogueUrl }}
    >
      <StoreHeader data={data} store={store} view={view} catalogueReady={catalogueReady} />
      {data.billing && (
        <p className="border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-center text-sm text-sky-900 print:hidden">
          {t.header.billingMode} ·{" "}
          <a className="font-semibold underline" href="/adminpanel">
            {t.header.adminPanel}
          </a>
        </p>
      )}
      {!online && (
        <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {t.header.offline(t.common.list(data.listWord))}
        </p>
      )}
      {data.shop.status === "disabled" && (
        <p
          role="status"
          className="border-b border-stone-300 bg-stone-100 px-4 py-2 text-center text-sm text-stone-800"
        >
          {t.header.paused}
        </p>
      )}
      {data.shop.status === "not ready" && (
        <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {t.header.notActivated}{" "}
          <a className="font-semibold underline" href="/adminpanel">
            {t.header.adminPanel}
          </a>
        </p>
      )}
      {data.settings.firstPageMessage && !data.billing && (view === "VIEW" || view === "CUSTOMERFORM") && (
        <p className="bg-brand-soft px-4 py-2 text-center text-sm text-brand-ink">{data.settings.firstPageMessage}</p>
      )}
      {store.message && (
        <p
          role="status"
          className={`fixed inset-x-3 z-20 mx-auto max-w-md rounded-lg bg-stone-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg print:hidden ${view === "VIEW" && store.quickMode ? "bottom-28" : "bottom-4"}`}
        >
          {store.message}
        </p>
      )}

      <main className="flex-1">
        <Suspense fallback={<ViewLoading />}>
          {waitsForCatalogue && <CatalogueStatus catalogue={catalogue} />}
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
          {shownView === "REPEATORDER" && store.lastOrder && (
            <RepeatOrder
              order={store.lastOrder}
              store={store}
              listWord={data.listWord}
              onContinue={() => setView("VIEW")}
              onAddAll={() => {
                store.addLastOrder();
                setView("CART");
              }}
            />
          )}
          {view === "VIEW" && <BrowseView data={data} store={store} catalogue={catalogue} />}
          {shownView === "CART" && <CartView data={data} store={store} onPlace={toFinal} />}
          {shownView === "FINALYAADI" && data.billing && (
            <FinalBill data={data} store={store} customers={data.billing.customers} />
          )}
          {shownView === "FINALYAADI" && !data.billing && store.customer && (
            <FinalYaadiStep
              data={data}
              store={store}
              customer={store.customer}
              onSent={(order) => {
                store.keepAsLastOrder(order);
                // The order is sent: Back must not return to the list that was just sent.
                setView("FINALSTEP", { replace: true });
                window.location.href = order.whatsAppLink;
              }}
              goTo={(next) => {
                if (next !== view) setView(next);
              }}
            />
          )}
          {view === "FINALSTEP" && store.lastOrder && (
            <OrderSent order={store.lastOrder} listWord={data.listWord} onBack={() => setView("VIEW")} />
          )}
        </Suspense>
      </main>
      <StoreFooter data={data} view={view} />
    </div>
  );
}

/** A view whose file is still on its way (a first tap on a slow network): a spinner where it will be. */
function ViewLoading() {
  return (
    <div className="flex justify-center py-10" aria-busy="true">
      <span className="inline-block size-6 animate-spin rounded-full border-2 border-stone-300 border-t-brand" />
    </div>
  );
}

/**
 * A view that history or a link asks for may not make sense any more (a reload after the list was emptied, a stored
 * last order that is gone): such a view falls back to browsing.
 */
function reachableView(store: Store, data: StorePageData): View {
  const { view } = store;
  // An order kept for the network stays on screen until it is sent or the customer chooses not to send it.
  if (store.keptOrder && !data.billing && store.customer) return "FINALYAADI";
  if (view === "REPEATORDER" && !store.lastOrder) return "VIEW";
  if (view === "FINALSTEP" && !store.lastOrder) return "VIEW";
  if (view === "FINALYAADI" && !data.billing && !store.customer) return "CUSTOMERFORM";
  return view;
}
