import type { Figures } from "../book";

/** The store's frame (English, the source): its header, notices and footer. */
export default (f: Figures) => ({
  billingMode: "Billing mode",
  adminPanel: "Admin Panel",
  dealer: (name: string) => `Dealer: ${name}`,
  /** After the shop's name on the header's button that opens About us. */
  aboutTheShop: ", about the shop",
  checkout: "Checkout",
  viewCart: "View Cart",
  itemCount: (count: number) => ` (${f.count(count)})`,
  offline: (word: string) =>
    `You are offline. You can still browse and make your ${word} with the prices from your last visit.`,
  /** Spec 1 §2: a store not yet activated. */
  notActivated: "This store is not activated yet. Login to admin-panel for activation.",
  paused: "This store is not taking orders at the moment. Please contact the shop.",
  /** The platform is restoring the shop from a backup (docs/decisions/0037): read-only for a few minutes. */
  restoring:
    "This store is being restored from a backup and takes no orders just now. Please try again in a few minutes.",
  /** The platform is moving the shop to another database (docs/decisions/0041): no orders for a minute or so. */
  moving: "This store is being updated and takes no orders for a minute. Please try again shortly.",
  /** A shop whose account is closed (docs/decisions/0038): its store's every page says so. */
  closed: {
    title: "This store is closed",
    text: (shopName: string) => `${shopName} has closed its online store. Please contact the shop directly.`,
  },
  whatsApp: (number: string) => `WhatsApp ${number}`,
  madeWithYaadi: "Made with Yaadi",
  /** The header's language chooser. */
  language: "Language",
});
