import { PENDING_PAYMENTS_MESSAGE } from "#app/domain/admin/account";
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
  /** What the domain says on this screen in English: a payment refused while others wait. */
  said: byEnglish(PENDING_PAYMENTS_MESSAGE),
});
