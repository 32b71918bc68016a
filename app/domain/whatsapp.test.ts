import { describe, expect, it } from "vitest";
import { ENGLISH } from "#app/i18n/locale";
import { whatsAppTexts } from "#app/i18n/store/whatsapp";
import { orderMessage, whatsAppLink } from "./whatsapp";

const english = whatsAppTexts(ENGLISH);

const order = {
  shopName: "Demo Veggie Store",
  customerName: "Asha Deshpande",
  listWord: "Yaadi" as const,
  yaadiId: 42,
  itemCount: 3,
  netPaise: 12_350,
  orderPageUrl: "https://yaadi.example/yaadilist/1545300123456789AB2111_demoveggiestore",
};

describe("whatsAppLink", () => {
  it("goes to wa.me with the 91 country prefix", () => {
    expect(whatsAppLink("9000000001")).toBe("https://wa.me/919000000001");
  });

  it("percent-encodes the prefilled text", () => {
    const link = whatsAppLink("9000000001", "Hello Shop,\nYaadi no. 5 & more?");
    expect(link).toBe("https://wa.me/919000000001?text=Hello%20Shop%2C%0AYaadi%20no.%205%20%26%20more%3F");
    expect(new URL(link).searchParams.get("text")).toBe("Hello Shop,\nYaadi no. 5 & more?");
  });

  it("keeps regional-language text intact through encoding", () => {
    const link = whatsAppLink("9000000002", "कांदा 1 kg");
    expect(new URL(link).searchParams.get("text")).toBe("कांदा 1 kg");
  });
});

describe("orderMessage (spec 1 §7)", () => {
  it("holds the customer name, the yaadi number, the item count, the net total and the order page link", () => {
    const text = orderMessage(order, english);
    expect(text).toContain("Asha Deshpande");
    expect(text).toContain("Yaadi no. 42");
    expect(text).not.toContain("Order no.");
    expect(text).toMatch(/Items: 3\b/);
    expect(text).toContain("Rs. 123.50");
    expect(text).toContain("/yaadilist/1545300123456789AB2111_demoveggiestore");
  });

  it("shows whole-rupee totals without decimals", () => {
    expect(orderMessage({ ...order, netPaise: 32_000 }, english)).toContain("Rs. 320");
    expect(orderMessage({ ...order, netPaise: 32_000 }, english)).not.toContain("Rs. 320.");
  });

  it("says 'Order no.' for shops whose list word is Cart", () => {
    const text = orderMessage({ ...order, listWord: "Cart" }, english);
    expect(text).toContain("Order no. 42");
    expect(text).not.toContain("Yaadi no.");
    expect(text).toContain("/yaadilist/");
  });

  it("survives the round trip through a WhatsApp link", () => {
    const text = orderMessage(order, english);
    expect(new URL(whatsAppLink("9000000001", text)).searchParams.get("text")).toBe(text);
  });

  it("is the specs' English message, line by line, its total grouped the Indian way", () => {
    expect(orderMessage({ ...order, netPaise: 123_456_50 }, english)).toBe(
      [
        "Hello Demo Veggie Store,",
        "Yaadi no. 42 from Asha Deshpande",
        "Items: 3",
        "Total (with delivery): Rs. 1,23,456.50",
        "See the yaadi: https://yaadi.example/yaadilist/1545300123456789AB2111_demoveggiestore",
      ].join("\n"),
    );
  });

  it("is written in Marathi and Hindi with India's grouping, in the shop's digits", () => {
    const big = { ...order, netPaise: 123_456_50 };
    const marathi = orderMessage(big, whatsAppTexts({ locale: "mr", digits: "latn" }));
    expect(marathi).toBe(
      [
        "नमस्कार Demo Veggie Store,",
        "Asha Deshpande यांची यादी क्र. 42",
        "वस्तू: 3",
        "एकूण (डिलिव्हरीसह): ₹1,23,456.50",
        "यादी पाहा: https://yaadi.example/yaadilist/1545300123456789AB2111_demoveggiestore",
      ].join("\n"),
    );
    const hindi = orderMessage(big, whatsAppTexts({ locale: "hi", digits: "deva" }));
    expect(hindi).toContain("Asha Deshpande की लिस्ट नं. ४२");
    expect(hindi).toContain("₹१,२३,४५६.५०");
    // The link is dialled and opened: its digits stay Latin.
    expect(hindi).toContain("/yaadilist/1545300123456789AB2111_demoveggiestore");
  });
});
