import type { Book, Texts } from "../book";
import type en from "./live.en";

const live: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  region: "नए ऑर्डर",
  newOrder: (id) => `नई यादी नं. ${f.digits(id)}`,
  from: (name, netPaise) => `${name} · ${f.money(netPaise)}`,
  open: "खोलें",
  dismiss: (id) => `यादी नं. ${f.digits(id)} की सूचना बंद करें`,
  sound: "नए ऑर्डर की आवाज़",
  offline: "आप ऑफ़लाइन हैं। कनेक्शन वापस आने पर नए ऑर्डर यहाँ दिखेंगे।",
});
export default live;
