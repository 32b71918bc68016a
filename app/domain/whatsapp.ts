import { formatRupees } from "./money";

/** WhatsApp numbers are 10 digits; links use the country prefix 91 (spec 1 §9). */
export function whatsAppLink(tenDigitNumber: string, text?: string): string {
  const base = `https://wa.me/91${tenDigitNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The prefilled order message (spec 1 §7): customer name, yaadi (or order) number, item count, the total including
 * delivery, and the link to the read-only order page.
 */
export function orderMessage(p: {
  shopName: string;
  customerName: string;
  listWord: "Yaadi" | "Cart";
  yaadiId: number;
  itemCount: number;
  netPaise: number;
  orderPageUrl: string;
}): string {
  const label = p.listWord === "Cart" ? "Order" : "Yaadi";
  return [
    `Hello ${p.shopName},`,
    `${label} no. ${p.yaadiId} from ${p.customerName}`,
    `Items: ${p.itemCount}`,
    `Total (with delivery): ${formatRupees(p.netPaise)}`,
    `See the ${label.toLowerCase()}: ${p.orderPageUrl}`,
  ].join("\n");
}
