/**
 * Field rules of the shop admin forms (spec 2 §5), for live messages in the browser and zod re-checks on the server.
 * Labels are what '{field} is required' says.
 */
import type { FieldRule } from "../field-rules";

export const adminRules = {
  productName: { label: "Product name", min: 1, max: 80 },
  // The regional name is optional on the form: English-only shops leave it empty (1–40 when given).
  productNameRegional: { label: "Regional name", min: 1, max: 40, required: false },
  productInformation: { label: "Unit information", max: 40, required: false },
  mrp: { label: "MRP", min: 1, max: 30, kind: "digits" },
  finalPrice: { label: "Final price", min: 1, max: 30, kind: "digits" },
  searchWords: { label: "Search words", max: 40, required: false },
  categoryName: { label: "Category name", min: 1, max: 30 },
  brandName: { label: "Brand name", min: 1, max: 30 },
  // DECISIONS.md: the admin customer form takes addresses of 5–80.
  customerName: { label: "Name", min: 5, max: 40 },
  customerAddress: { label: "Address", min: 5, max: 80 },
  customerWhatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  // Spec 3 §5 "Dealer". The link becomes part of the store's URL (/{shopUrl}_{link}), so it takes the store name's
  // no-symbols rule: letters, digits and underscore, not only digits.
  dealerName: { label: "Name", min: 5, max: 40 },
  dealerWhatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  dealerLink: { label: "Link", min: 5, max: 20, kind: "noSymbols" },
  dealerPassword: { label: "Password", min: 4, max: 10, kind: "digits" },
  offerName: { label: "Offer name", min: 4, max: 30 },
  offerDescription: { label: "Description", min: 10, max: 200, multiline: true },
  shopName: { label: "Store name", min: 4, max: 40 },
  owner: { label: "Owner name", min: 6, max: 40 },
  address: { label: "Address", min: 10, max: 80 },
  city: { label: "City", min: 2, max: 25 },
  pinCode: { label: "Pin code", min: 6, max: 6, kind: "digits", required: false },
  state: { label: "State", min: 2, max: 30 },
  whatsApp: { label: "WhatsApp number", min: 10, max: 10, kind: "digits" },
  aboutUs: { label: "About us", min: 10, max: 800, multiline: true },
  firstPageMessage: { label: "First page message", max: 100, required: false, multiline: true },
  minimumAmount: { label: "Minimum amount", min: 1, max: 7, kind: "digits" },
  deliveryCharges: { label: "Delivery charges", min: 1, max: 5, kind: "digits" },
  deliveryChargesBelow: { label: "Delivery charges below", min: 1, max: 7, kind: "digits" },
} satisfies Record<string, FieldRule>;
