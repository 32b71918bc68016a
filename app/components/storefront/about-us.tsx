import type { StorePageData } from "#app/domain/store-page";
import { whatsAppLink } from "#app/domain/whatsapp";
import { useStoreTexts } from "#app/i18n/store-texts";
import { PrimaryButton } from "../form";
import { Carousel } from "./carousel";

/** ABOUTUS: the carousel, the shop's address and WhatsApp, the about text, Contact Now and START SHOPPING. */
export function AboutUs({ data, onStart }: { data: StorePageData; onStart: () => void }) {
  const t = useStoreTexts();
  const { shop } = data;
  const place = [shop.city, shop.pinCode].filter(Boolean).join("-");
  return (
    <section className="mx-auto max-w-md space-y-4 px-4 py-4" aria-labelledby="about-title">
      <Carousel imageKeys={shop.imageKeys} shopName={shop.name} />
      <h2 id="about-title" className="text-2xl font-bold">
        {shop.name}
      </h2>
      <address className="not-italic text-stone-700">
        {shop.address && <span className="block">{shop.address}</span>}
        {place && <span className="block">{place}</span>}
        {shop.state && <span className="block">{shop.state}</span>}
        {shop.whatsApp && <span className="block">{t.browse.whatsApp(shop.whatsApp)}</span>}
      </address>
      {shop.aboutUs && <p className="whitespace-pre-line text-stone-700">{shop.aboutUs}</p>}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {shop.whatsApp && (
          <a href={whatsAppLink(shop.whatsApp)} className="inline-block py-2 font-semibold text-brand-ink underline">
            {t.browse.contactNow}
          </a>
        )}
        {data.adminView && (
          <a href="/adminpanel" className="inline-block py-2 font-semibold text-brand-ink underline">
            {t.header.adminPanel}
          </a>
        )}
      </div>
      <PrimaryButton type="button" onClick={onStart}>
        {t.browse.startShopping}
      </PrimaryButton>
    </section>
  );
}
