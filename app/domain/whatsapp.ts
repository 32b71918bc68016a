import type { WhatsAppTexts } from "#app/i18n/store/whatsapp";
import type { ListWord } from "./cart";

/** WhatsApp numbers are 10 digits; links use the country prefix 91 (spec 1 §9). */
export function whatsAppLink(tenDigitNumber: string, text?: string): string {
  const base = `https://wa.me/91${tenDigitNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The prefilled order message (spec 1 §7), in the customer's language: customer name, yaadi (or order) number, item
 * count, the total including delivery, and the link to the read-only order page.
 */
export function orderMessage(
  p: {
    shopName: string;
    customerName: string;
    listWord: ListWord;
    yaadiId: number;
    itemCount: number;
    netPaise: number;
    orderPageUrl: string;
  },
  said: WhatsAppTexts,
): string {
  return [
    said.hello(p.shopName),
    said.from(p.listWord, p.yaadiId, p.customerName),
    said.items(p.itemCount),
    said.total(p.netPaise),
    said.see(p.listWord, p.orderPageUrl),
  ].join("\n");
}
