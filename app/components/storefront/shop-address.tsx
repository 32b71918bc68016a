import type { StorePageData } from "#app/domain/store-page";
import { useStoreTexts } from "#app/i18n/store-texts";

/** The shop block at the top of the final yaadi and the bill: name, address, city-pinCode, state, WhatsApp. */
export function ShopAddress({ shop }: { shop: StorePageData["shop"] }) {
  const t = useStoreTexts();
  const place = [[shop.city, shop.pinCode].filter(Boolean).join("-"), shop.state].filter(Boolean).join(", ");
  return (
    <header className="border-b border-stone-200 pb-2 text-center">
      <h2 className="text-lg font-bold">{shop.name}</h2>
      {shop.address && <p className="text-sm text-stone-600">{shop.address}</p>}
      {place && <p className="text-sm text-stone-600">{place}</p>}
      {shop.whatsApp && <p className="text-sm text-stone-600">{t.browse.whatsApp(shop.whatsApp)}</p>}
    </header>
  );
}
