import type { Book, Texts } from "../book";
import type en from "./live.en";

const live: Book<Texts<ReturnType<typeof en>>> = (f) => ({
  region: "नव्या ऑर्डर",
  newOrder: (id) => `नवी यादी क्र. ${f.digits(id)}`,
  from: (name, netPaise) => `${name} · ${f.money(netPaise)}`,
  open: "उघडा",
  dismiss: (id) => `यादी क्र. ${f.digits(id)} ची सूचना बंद करा`,
  sound: "नव्या ऑर्डरचा आवाज",
  offline: "तुम्ही ऑफलाइन आहात. कनेक्शन परत आल्यावर नव्या ऑर्डर इथे दिसतील.",
});
export default live;
