import type { Figures } from "../book";

/** A plan as the FAQ names it: its products limit and its monthly price. */
export type PlanFigures = { productsLimit: number; paise: number };

/** The admin home (English, the source): spec 3 "Admin home page", today's glance, the FAQ, the intro links. */
export default (f: Figures) => ({
  signedInAs: (userName: string) => `Signed in as ${userName}`,
  /** Spec 3 "Shop status": a suspended shop's admin. */
  disabled: "Your admin-panel is disabled due to non-payment of fees.",
  /** `date`: d/m/yyyy. */
  paymentDue: (date: string) => `Payment Due Date is ${date}. Please pay in time to avoid interruption of services.`,
  notActivated: "Your store is not activated yet.",
  activate: "Fill the Home Page Settings to activate it.",
  today: {
    heading: "Today",
    link: "Today's yaadies",
    yaadies: "Yaadies",
    netAmount: "Net amount",
    toAccept: "To accept",
    counter: (count: number, paise: number) =>
      `From the counter: ${f.count(count)} ${count === 1 ? "sale" : "sales"}, ${f.money(paise)}`,
  },
  /** Customers' requests to delete their details (docs/decisions/0039): only while some wait. */
  dataRequests: {
    line: (count: number) =>
      `${f.count(count)} ${count === 1 ? "customer asks" : "customers ask"} to have their details deleted.`,
    open: "See requests",
  },
  /** The Udhaar card: what the shop's customers owe (only when they owe something). */
  toCollect: {
    heading: "To collect",
    line: (paise: number, customers: number) =>
      `${f.money(paise)} from ${f.count(customers)} ${customers === 1 ? "customer" : "customers"}`,
    open: "Open Udhaar",
  },
  learn: "Learn Yaadi",
  introVideos: "Intro videos",
  newsAndTips: "News and tips from other shops:",
  follow: "Follow Yaadi",
  terms: "Terms and Conditions",
  show: "Show",
  hide: "Hide",
  questions: "Questions",
  faq: [
    {
      topic: "CREATE STORE",
      answers: [
        "Fill the Home Page Settings (name, address, WhatsApp number, about your shop) and agree to the terms: your store opens for customers at once.",
        "Share your store link on WhatsApp, on your shop board or on a visiting card. Customers need no app and no login.",
      ],
    },
    {
      topic: "ADD/EDIT PRODUCTS",
      answers: [
        "Products adds or edits one product; Products-Price and Products-Stock/Rating change many rows quickly; the Product Sheet changes everything at once in a spreadsheet.",
        "Prices of loose goods are per kg: choose the unit (250 gm, 500 gm, 1 kg or 10 kg and above) and customers pick the weight.",
        "Rating 1 hides a product; a higher rating lists it earlier. Mark a product out of stock instead of deleting it.",
      ],
    },
    {
      topic: "REPORTS",
      answers: [
        "Every yaadi a customer sends is stored, so you can look up past orders, the best-selling products and your customers' visits.",
      ],
    },
  ],
  payment: {
    topic: "PAYMENT",
    plans: (plans: readonly PlanFigures[]) =>
      `The first month is free. Then: ${plans
        // As Your Account names a plan (planText): its limit written as in the plan's name.
        .map((p) => `Plan-${p.productsLimit} (${f.money(p.paise)}/pm - max. ${p.productsLimit} products)`)
        .join(", ")}.`,
    howToPay: "Pay by UPI from Your Account and upload the payment screenshot; we verify it within 24 hours.",
  },
  support: {
    topic: "SUPPORT",
    question: "A question, or something not working?",
    write: "Write to us on WhatsApp",
  },
});
