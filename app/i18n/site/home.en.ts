import { MARKETING_PRICE_RUPEES } from "#app/domain/plans";
import type { Figures } from "../book";

const PRICE_PAISE = MARKETING_PRICE_RUPEES * 100;

/** Yaadi's marketing home (English, the source). */
export default (f: Figures) => ({
  title: "Yaadi – your shop online in 3 steps",
  description: `Create your shop's online store in 3 steps. Customers send their yaadi on WhatsApp. ${f.money(PRICE_PAISE)} per month, first month free.`,
  shopLogin: "Shop login",
  invalidUrl: "The store link you opened is not valid. Check the link, or open one of the demo stores below.",
  headline: "Your shop online in 3 steps. Orders arrive on WhatsApp.",
  lead: "Kirana, vegetable, sweet and dry-fruit shops get a store link. Customers pick products, make their yaadi and send it to you on WhatsApp.",
  perMonth: `${f.money(PRICE_PAISE)} per month`,
  firstMonthFree: "· first month free",
  startNow: "Start Now",
  demos: "See a demo store",
  /** The demo stores, by their link. */
  demo: {
    demoveggiestore: { name: "Vegetables & fruits", note: "Sabzi by the 250 gm, fruits by the kg" },
    demogrocerystore: { name: "Kirana / grocery", note: "Atta, dal, oil, masala and daily needs" },
    demodryfruitstore: { name: "Dry fruits", note: "Badam, kaju, anjeer and gift boxes" },
  },
  howItWorks: "How it works",
  steps: [
    { title: "Choose your store name", text: "It becomes your link, like yaadi.in/yourshop." },
    { title: "Pick your store type", text: "Vegetable stores start with 100+ vegetables and fruits already added." },
    {
      title: "Give your e-mail",
      text: "Your user name and password arrive by e-mail. Share your link with customers.",
    },
  ],
  questions: "Questions? Talk to us.",
  contactUs: "Contact us on WhatsApp",
  footer: "Yaadi · online stores for India's small shops",
  /** The message a visitor's WhatsApp opens with. */
  whatsAppText: "Hello Yaadi, I want to know more about an online store for my shop.",
});
