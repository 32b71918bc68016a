import { PENDING_PAYMENTS_MESSAGE } from "#app/domain/admin/account";
import { CLOSING_MESSAGES } from "#app/domain/closing/closing";
import { byEnglish, type Figures } from "../book";
import type { PlanFigures } from "./home.en";

/** Your Account (English, the source): spec 2 §2's facts and payment, and the panel's language. */
export default (f: Figures) => ({
  title: "Your Account",
  storeName: "Store name",
  createdOn: "Created on",
  plan: "Plan",
  planText: (plan: PlanFigures) =>
    `Plan-${plan.productsLimit} (${f.money(plan.paise)}/pm - max. ${plan.productsLimit} products)`,
  nextPaymentDue: "Next payment due",
  verificationPending: "Verification Pending",
  payDueAmount: "Pay due amount",
  payBy: (paise: number, upiId: string, note: string) =>
    `Pay ${f.money(paise)} by UPI to ${upiId} with the note ${note}.`,
  steps: [
    "On this phone, tap Open UPI app; on a computer, scan the QR code with your UPI app.",
    "Check the amount and the note, and pay.",
    "Take a screenshot of the payment and upload it below.",
  ],
  openUpiApp: "Open UPI app",
  qrCode: (paise: number, upiId: string) => `QR code to pay ${f.money(paise)} by UPI to ${upiId}`,
  upiUnavailable: "UPI payment details are not available right now. Please try again later.",
  screenshot: "Payment screenshot",
  uploading: "Uploading…",
  upload: "Upload screenshot",
  paymentThanks: "Thanks for the payment. We will verify in 24 hrs.",
  panelLanguage: "Panel language",
  panelLanguageHint: "The admin panel is shown in this language on every phone you sign in on.",
  save: "Save language",
  saved: "The panel's language is saved.",
  unknown: "Choose English, मराठी or हिन्दी.",
  /** Notifications of new orders on this device (Web Push), and the devices that get them. */
  push: {
    title: "Notifications of new orders",
    hint: "Get a notification on this device for every new yaadi, even when the panel is closed.",
    turnOn: "Notify me of new orders",
    turningOn: "Turning on notifications…",
    onHere: "Notifications of new orders are on for this device.",
    unsupported: "This browser cannot show notifications of new orders.",
    off: "Notifications of new orders are not offered right now.",
    blocked:
      "Notifications are blocked for this site. Allow them in the browser's settings, then open this page again.",
    failed: "Notifications could not be turned on. Please try again.",
    devices: "Devices with notifications",
    /** A device as its browser and system name it ("Chrome", "Android"): either may be unknown. */
    device: (browser: string, system: string) =>
      browser && system ? `${browser} on ${system}` : browser || system || "A device",
    thisDevice: "This device",
    since: (at: number) => `On since ${f.date(at)}`,
    lastSent: (at: number) => `Last notification on ${f.date(at)}`,
    stop: "Stop",
    stopOn: (device: string) => `Stop notifications on ${device}`,
    stopping: "Stopping…",
    turnedOn: "Notifications of new orders are now on for this device.",
    stopped: (device: string) => `Notifications stopped on ${device}.`,
    badEndpoint: "This browser's notification address is not one Yaadi can send to.",
    badKeys: "This browser's notification keys are not valid. Please try again.",
    taken: "This device gets another account's notifications. Tap the button again to move them to this account.",
    tooMany: (max: number) => `Notifications are on for ${max} devices already. Stop one of them first.`,
    gone: "This device no longer gets notifications.",
    /** The notification of a new order: its title and text, and the order's screen it opens. */
    newYaadi: (id: number) => `New yaadi no. ${id}`,
    yaadiText: (customerName: string, netPaise: number) => `${customerName} · ${f.money(netPaise)}`,
  },
  /** Closing the account (docs/decisions/0038): what happens, said plainly before the admin asks. */
  closing: {
    title: "Close my account",
    what: [
      "Your store goes offline as soon as Yaadi confirms your request: customers can no longer open it or order.",
      "30 days later, your products, orders, customers and Udhaar records are deleted for good.",
      "Bills are kept for 72 months, as the tax law asks, and then deleted.",
      "Download your data first if you want to keep it.",
    ],
    password: "Your password",
    reason: "Why are you closing? (optional)",
    ask: "Close my account",
    asking: "Sending…",
    asked: "Your request to close the account is sent. Yaadi will confirm it soon.",
    pending: (at: number) =>
      `You asked to close this account on ${f.date(at)}. Until Yaadi confirms it, your store stays open and you can change your mind.`,
    withdraw: "Keep my account",
    withdrawn: "Your request is withdrawn. Your account stays open.",
  },
  /** What the domain says on this screen in English: a payment refused while others wait, the closing's refusals. */
  said: byEnglish(PENDING_PAYMENTS_MESSAGE, ...Object.values(CLOSING_MESSAGES)),
});
