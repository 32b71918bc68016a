import { describe, expect, it } from "vitest";
import { ENGLISH } from "../locale";
import { metaTexts } from "./meta";

describe("the store page's description", () => {
  const shop = { name: "Joshi Kirana", city: "Pune" };

  it("is the English it always was on an English page", () => {
    expect(metaTexts(ENGLISH).description(shop, 1234, "Yaadi")).toBe(
      "Joshi Kirana in Pune: 1234 products with prices. Make your yaadi and send it on WhatsApp.",
    );
    expect(metaTexts(ENGLISH).description({ ...shop, city: "" }, 5, "Cart")).toBe(
      "Joshi Kirana: 5 products with prices. Make your cart and send it on WhatsApp.",
    );
  });

  it("is the page's language and digits on a Marathi or Hindi page", () => {
    expect(metaTexts({ locale: "mr", digits: "deva" }).description(shop, 12, "Yaadi")).toBe(
      "Joshi Kirana, Pune: किमतींसह १२ वस्तू. तुमची यादी बनवा आणि व्हॉट्सॲपवर पाठवा.",
    );
    expect(metaTexts({ locale: "hi", digits: "latn" }).description(shop, 12, "Cart")).toBe(
      "Joshi Kirana, Pune: दाम के साथ 12 सामान। अपना कार्ट बनाएँ और व्हाट्सऐप पर भेजें।",
    );
  });
});
