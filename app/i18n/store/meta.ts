import type { ListWord } from "#app/domain/cart";
import { type Figures, figuresOf, type Texts } from "../book";
import type { Locale, Writing } from "../locale";

/**
 * The store page's description (a search result's and a shared link's text) in the page's language. The store's loader
 * says it on the server (app/server/storefront.server.ts), so this small book never travels to the phone.
 */
type Shop = { name: string; city: string | null };

const en = (_f: Figures) => ({
  description: (shop: Shop, productCount: number, word: ListWord) =>
    `${shop.name}${shop.city ? ` in ${shop.city}` : ""}: ${productCount} products with prices. Make your ${word.toLowerCase()} and send it on WhatsApp.`,
});

type MetaTexts = Texts<ReturnType<typeof en>>;

const BOOKS: Record<Locale, (f: Figures) => MetaTexts> = {
  en,
  mr: (f) => ({
    description: (shop, productCount, word) =>
      `${shop.name}${shop.city ? `, ${shop.city}` : ""}: किमतींसह ${f.count(productCount)} वस्तू. ${word === "Cart" ? "तुमचे कार्ट" : "तुमची यादी"} बनवा आणि व्हॉट्सॲपवर पाठवा.`,
  }),
  hi: (f) => ({
    description: (shop, productCount, word) =>
      `${shop.name}${shop.city ? `, ${shop.city}` : ""}: दाम के साथ ${f.count(productCount)} सामान। ${word === "Cart" ? "अपना कार्ट" : "अपनी लिस्ट"} बनाएँ और व्हाट्सऐप पर भेजें।`,
  }),
};

export function metaTexts(writing: Writing): MetaTexts {
  return BOOKS[writing.locale](figuresOf(writing));
}
