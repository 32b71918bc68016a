import type { StorePageData, View } from "#app/domain/store-page";
import { whatsAppLink } from "#app/domain/whatsapp";
import { useFigures } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { LanguageChooser } from "./language-chooser";
import type { Storefront as Store } from "./use-storefront";

/* The store's frame around every view: its header (the shop, the cart button, the language) and its footer. */

export function StoreHeader({
  data,
  store,
  view,
  catalogueReady,
}: {
  data: StorePageData;
  store: Store;
  view: View;
  catalogueReady: boolean;
}) {
  const { shop } = data;
  const t = useStoreTexts();
  const figures = useFigures();
  const toAbout = shop.homePageFacility === 1 && !data.billing;
  const heading = (
    <>
      {shop.logoKey && (
        <img
          src={`/files/${shop.logoKey}`}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-white object-cover"
        />
      )}
      <span className="min-w-0">
        <span className="line-clamp-2 break-words text-lg font-bold leading-snug">{shop.name}</span>
        {data.dealer ? (
          <span className="block text-xs">{t.header.dealer(data.dealer.name)}</span>
        ) : (
          shop.city && <span className="block text-xs">{shop.city}</span>
        )}
      </span>
    </>
  );
  // The cart's figures are priced from the catalogue: the button waits for it rather than show a wrong total.
  const showCartButton = (view === "VIEW" || view === "REPEATORDER") && catalogueReady;
  return (
    <header className="sticky top-0 z-10 bg-brand text-brand-contrast shadow print:hidden">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5">
        <h1 className="min-w-0 flex-1">
          {toAbout ? (
            // The button's name starts with what it shows (the name, the city), as speech control expects.
            <button
              type="button"
              className="flex items-center gap-2 text-left"
              onClick={() => store.setView("ABOUTUS")}
            >
              {heading}
              <span className="sr-only">{t.header.aboutTheShop}</span>
            </button>
          ) : (
            <span className="flex items-center gap-2">{heading}</span>
          )}
        </h1>
        {showCartButton && (
          <button
            type="button"
            onClick={() => store.setView("CART")}
            className={`shrink-0 rounded-lg bg-brand-contrast px-2.5 py-1.5 text-center text-sm font-bold leading-tight text-brand-ink transition-transform ${store.justAdded ? "scale-110" : ""}`}
          >
            {/* Two short lines, so the shop's name keeps the width it needs however large the total grows. */}
            <span className="block">
              {store.summary.itemCount ? t.header.checkout : t.header.viewCart}
              {/* The owner's Show item count: some shops keep the button to its word and total. */}
              {data.shop.showItemCount === 1 && t.header.itemCount(store.summary.itemCount)}
            </span>{" "}
            <span className="block">{figures.money(store.summary.totalPaise)}</span>
          </button>
        )}
        {!data.billing && <LanguageChooser basePath={data.basePath} />}
      </div>
    </header>
  );
}

export function StoreFooter({ data, view }: { data: StorePageData; view: View }) {
  const { shop } = data;
  const t = useStoreTexts();
  const place = [shop.address, [shop.city, shop.pinCode].filter(Boolean).join("-")].filter(Boolean).join(", ");
  return (
    <footer className="border-t border-stone-200 px-4 py-4 text-center text-sm text-stone-700 print:hidden">
      {/* Who the shop is and how to reach it, on every view but About us (which says it above): a store without an
          About us page says it here. */}
      {view !== "ABOUTUS" && (
        <address className="not-italic">
          <span className="block font-semibold text-stone-900">{shop.name}</span>
          {place && <span className="block">{place}</span>}
          {shop.whatsApp && (
            <a
              href={whatsAppLink(shop.whatsApp)}
              className="mt-1 inline-block py-1 font-semibold text-brand-ink underline"
            >
              {t.header.whatsApp(shop.whatsApp)}
            </a>
          )}
        </address>
      )}
      <p className="mt-2">
        {data.adminView && !data.billing && (
          <a href="/adminpanel" className="mr-4 font-semibold text-brand-ink underline">
            {t.header.adminPanel}
          </a>
        )}
        <a href="/" className="underline">
          {t.header.madeWithYaadi}
        </a>
      </p>
    </footer>
  );
}
