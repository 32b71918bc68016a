import { whatsAppLink } from "../../domain/whatsapp";
import type { StorePageData } from "../../server/storefront.server";
import { PrimaryButton } from "../form";

/** ABOUTUS: the shop's address, WhatsApp and about text, Contact Now and START SHOPPING. */
export function AboutUs({ data, onStart }: { data: StorePageData; onStart: () => void }) {
  const { shop } = data;
  const place = [shop.city, shop.pinCode].filter(Boolean).join("-");
  return (
    <section className="mx-auto max-w-md space-y-3 px-4 py-6" aria-labelledby="about-title">
      <h2 id="about-title" className="text-2xl font-bold">
        {shop.name}
      </h2>
      <address className="not-italic text-stone-700">
        {shop.address && <span className="block">{shop.address}</span>}
        {place && <span className="block">{place}</span>}
        {shop.state && <span className="block">{shop.state}</span>}
        {shop.whatsApp && <span className="block">WhatsApp: {shop.whatsApp}</span>}
      </address>
      {shop.aboutUs && <p className="whitespace-pre-line text-stone-700">{shop.aboutUs}</p>}
      {shop.whatsApp && (
        <a href={whatsAppLink(shop.whatsApp)} className="inline-block font-semibold text-brand-ink underline">
          Contact Now
        </a>
      )}
      <PrimaryButton type="button" onClick={onStart}>
        START SHOPPING
      </PrimaryButton>
    </section>
  );
}
