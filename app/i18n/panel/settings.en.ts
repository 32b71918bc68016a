import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import {
  DIGITS_REQUIRED,
  MINIMUM_CRITERIA,
  MINIMUM_CRITERIA_LABEL,
  planRefusalMessage,
  STORE_SETTINGS_LABELS,
  STORE_SETTINGS_NOT_SAVED,
  storePlanText,
  UPI_ID_MESSAGE,
} from "#app/domain/admin/settings-texts";
import { formatIstDateTime } from "#app/domain/time";
import { type ColorScheme, LANGUAGE_CHOICES } from "../../../themes/themes";
import { byEnglish, type Figures } from "../book";
import type { PlanFigures } from "./home.en";

/**
 * Home Page, First Page and Store Settings and the Terms and Conditions (English, the source: spec 2 §2–§4, §9): the
 * screens' texts, the service's terms themselves (also shown on the admin home), and what their rules and actions say.
 */
export default (f: Figures) => ({
  save: "Save",
  saving: "Saving…",
  homePage: {
    title: "Home Page Settings",
    lead: "Your shop's details as customers see them on your store.",
    leadActivating:
      "Your store is not activated yet. Fill in your shop's details, then read and agree to the terms to open it for customers.",
    nameHint: "As customers see it at the top of your store",
    pinCodeHint: "6 digits (optional)",
    whatsAppHint: "10 digits: orders from customers reach this number",
    aboutUsPlaceholder: "What your shop sells, since when, delivery area (10-800 characters)",
    saveAndContinue: "Save and continue",
    updated: ADMIN_MESSAGES.homePageUpdated,
    couldNotUpdate: ADMIN_ERRORS.homePage,
  },
  firstPage: {
    title: "First Page Settings",
    lead: "What customers see first in your store, and the rules of a yaadi.",
    messagePlaceholder: "Shown at the top of your store, e.g. Free home delivery above Rs. 500 (max 100 characters)",
    criteria: {
      none: MINIMUM_CRITERIA[0].label,
      amount: MINIMUM_CRITERIA[1].label,
      count: MINIMUM_CRITERIA[2].label,
    },
    countHint: "Number of different items a yaadi must hold",
    amountHint: "In rupees: the smallest yaadi total you accept",
    /** A field's label with its currency. */
    inRupees: (label: string) => `${label} (Rs.)`,
    deliveryChargesHint: "0 for free delivery",
    deliveryChargesBelowHint: "Yaadies below this total pay the delivery charges",
    updated: ADMIN_MESSAGES.firstPageUpdated,
  },
  store: {
    title: "Store Settings",
    lead: "How your store looks, its language and your plan.",
    colours: {
      green: "Green",
      blue: "Blue",
      cyan: "Cyan",
      brown: "Brown",
      purple: "Purple",
      yellow: "Yellow",
    } satisfies Record<ColorScheme, string>,
    /** Spec 2 §9's language choice, by its value: 0 English only, 1 with the products' regional names. */
    languageChoices: { english: LANGUAGE_CHOICES[0].label, regional: LANGUAGE_CHOICES[1].label },
    storeLanguageHint:
      "What your customers read first: the store, their order's page and its WhatsApp message. Each customer can choose another language from the store's header.",
    digitsHint: "How prices and totals are written on your store and its bills.",
    planText: (plan: number) => storePlanText(plan),
    chosen: "Chosen:",
    /** After the chosen plan's name. */
    chosenNote: (productCount: number) =>
      `. Your store has ${productCount} products. The first month is free; pay from Your Account.`,
    upiHint: "Your customers see Pay by UPI, with a QR code, on their yaadi's page. Leave it empty not to offer it.",
    planRefused: (currentProducts: number, productsLimit: number) =>
      planRefusalMessage({ currentProducts, productsLimit }),
    updated: ADMIN_MESSAGES.storeSettingsUpdated,
  },
  terms: {
    title: "Terms and Conditions",
    lead: "Read the terms. Agree to activate your store.",
    agree: "Agree",
    notAgree: "Not Agree",
    agreedOn: (at: Date) => `You agreed to these terms on ${formatIstDateTime(at)}.`,
    active: "Your store is active.",
    chooseAgree: "Choose Agree or Not Agree.",
    couldNotActivate: "Your store could not be activated. Please try again.",
    activated: ADMIN_MESSAGES.activated,
    /** The terms a shop agrees to when it activates its store (spec 2 §4), shown on the admin home too. */
    text: {
      heading: "Terms and conditions of the Yaadi online store service",
      service: {
        title: "The service.",
        text: "Yaadi gives your shop an online store at its own link. Customers browse your products, make a shopping list (yaadi) and send it to your WhatsApp number. Yaadi does not sell, deliver or collect money for your goods.",
      },
      plans: {
        title: "Plans and payment.",
        /** `prices`: the plans' prices (planPrice), joined. */
        text: (prices: string) =>
          `The first month is free. After that the service is a monthly plan paid in advance by UPI: ${prices}. You pay from Your Account and upload the payment screenshot; we verify it within 24 hours. If a payment is not made by the due date, the admin panel may be disabled until it is paid. Your store and its data are kept meanwhile.`,
      },
      planPrice: (plan: PlanFigures) => `${f.money(plan.paise)} per month for up to ${plan.productsLimit} products`,
      planJoin: "; ",
      goods: {
        title: "Your shop, your goods.",
        text: "You are responsible for your products, their prices, stock, quality, delivery and the bills you give, and for following the laws that apply to your shop (such as licences, weights and measures, and taxes). Keep your prices and stock up to date: customers order at the prices your store shows.",
      },
      orders: {
        title: "Orders by WhatsApp.",
        text: "Orders reach you as WhatsApp messages and are also listed in your admin panel. Yaadi does not guarantee that WhatsApp or the customer's phone delivers a message; confirm orders with your customers as you normally would.",
      },
      data: {
        title: "Data.",
        text: "We keep your shop details, catalogue, customers and orders only to run the service for you, and do not sell them. Customers' names, phone numbers and addresses are for serving their orders only. Payment screenshots are seen only by the platform owner for verification.",
      },
      fairUse: {
        title: "Fair use.",
        text: "Do not use the store for illegal, harmful or misleading goods or content. We may disable a store that does, after telling you why.",
      },
      cancellation: {
        title: "Cancellation.",
        text: "You may stop at any time by not paying the next month; no further charges apply, and months already paid are not refunded. You may ask us to delete your store and its data; we do so within 30 days, except what the law requires us to keep.",
      },
      changes: {
        title: "Changes.",
        text: "If these terms or the plan prices change, we tell you in the admin panel at least 30 days before; you may cancel as above.",
      },
    },
  },
  /**
   * What these screens' rules and actions say in English: the fields' labels (app/domain/admin/rules.ts, the forms'
   * own), which '{label} is required' names, and their fixed messages.
   */
  said: byEnglish(
    // Home Page Settings (homePageRules: app/domain/admin/rules.ts widens its labels to string, so written here).
    "Store name",
    "Owner name",
    "Address",
    "City",
    "Pin code",
    "State",
    "WhatsApp number",
    "About us",
    // First Page Settings (firstPageRules).
    "First page message",
    MINIMUM_CRITERIA_LABEL,
    "Minimum amount",
    "Delivery charges",
    "Delivery charges below",
    // Store Settings.
    STORE_SETTINGS_LABELS.colorScheme,
    STORE_SETTINGS_LABELS.languageChoice,
    STORE_SETTINGS_LABELS.storeLanguage,
    STORE_SETTINGS_LABELS.digits,
    STORE_SETTINGS_LABELS.plan,
    STORE_SETTINGS_LABELS.upiId,
    DIGITS_REQUIRED,
    UPI_ID_MESSAGE,
    STORE_SETTINGS_NOT_SAVED,
  ),
});
