import type { DuplicateRoom } from "#app/domain/admin/duplicate";
import {
  ADMIN_ERRORS,
  ADMIN_MESSAGES,
  duplicateAtLimitMessage,
  duplicateNoRoomMessage,
  productsLimitMessage,
} from "#app/domain/admin/messages";
import { PRODUCT_LABELS, priceLabel, priceTooHighMessage } from "#app/domain/admin/product-form";
import { adminRules } from "#app/domain/admin/rules";
import { formatRupees } from "#app/domain/money";
import { priceSuffix, UNITS } from "#app/domain/units";
import { byEnglish, type Figures } from "../book";

/**
 * The Products screens (English, the source: spec 2 §2–§5, verbatim where the specs write them): LIST with its tips,
 * search, column groups and Duplicate; ADD and UPDATE with the product form; their flash texts and refusals.
 * Tips mark bold words with `**…**`; a tip that names another screen names it by its menu label (the screen links it).
 */
export default (_f: Figures) => ({
  title: "Products",
  addTitle: "Add product",
  /** UPDATE's title when the product's name is not known. */
  product: "Product",
  /** LIST's title ('LIST OF PRODUCTS (3)', 'NO PRODUCTS'): the kit's listTitle puts it in. */
  subject: "PRODUCTS",
  inPlan: (count: number, limit: number) =>
    `${count} of ${limit} products in your plan. Sorted by rating, highest first; tap a heading to sort by it.`,
  search: "Search by name, regional name or search words",
  noMatch: (query: string) => `No product matches ‘${query}’.`,
  tips: {
    title: "Important Tips",
    items: [
      "**Rating decides the order.** Products with a higher rating (up to 10 stars) are listed first in your store. Give your best sellers 8–10 so customers see them at once.",
      "**Rating 1 hides a product** from customers without deleting it — useful for seasonal items. Set it back to 2 or more to show it again.",
      "**Out of stock?** Set In stock to No instead of deleting the product; customers see it is not available and it drops out of saved yaadis.",
      "**Choose the right unit.** ‘Number’ is sold by piece or packet — add Unit Information such as dozen, bunch or 500 ml. For the weight units (250 gm, 500 gm, 1 kg, 10 kg and above) enter the price** per kg**; the store works out the price of the weight the customer picks.",
      "**Prices in whole rupees.** MRP is the printed price; Final price is what you charge. When they differ, customers see the saving.",
      "**Search words help customers find local names.** Add the names people actually type, e.g. ‘kanda pyaz’ for Onion or ‘chawal’ for Rice (up to 40 characters).",
      "**Regional names** show beside the English name when your store’s language choice includes the regional language (Store Settings).",
      "**Duplicate** makes up to 10 copies named D_… at the top of the list — quick for the same item in other sizes. Rename each copy and set its price.",
    ],
    /** `sheet` and `prices` are the Product Sheet's and Products-Price's menu labels: the screen links them. */
    sheet: (sheet: string, prices: string) =>
      `**Many changes at once?** Download the ${sheet}, edit it in a spreadsheet and upload it again. For prices only, use ${prices}.`,
    /** `images` is Products-Image's menu label. */
    photos: (images: string) =>
      `**Photos sell.** Add a clear, square photo of each product in ${images}; a new product starts without one.`,
    plan: "Your plan limits how many products the store holds (hidden ones count too). Change the plan in Store Settings when you need more.",
  },
  table: {
    label: "Products",
    name: "Name",
    showColumns: "Show columns",
    groups: { price: "Price", stock: "Stock/Rating", category: "Category/Brand", unit: "Unit/Info" },
    columns: {
      mrp: "MRP",
      price: "Final price",
      inStock: "In stock",
      rating: "Rating",
      category: "Category",
      brand: "Brand",
      unit: "Unit",
      info: "Info",
    },
    yes: "Yes",
    no: "No",
    hidden: "1 (hidden)",
    rating: (rating: number) => `★ ${rating}`,
    price: (paise: number, unitId: number) => `${formatRupees(paise)}${priceSuffix(unitId)}`,
    duplicate: "Duplicate",
    duplicateName: (name: string) => `Duplicate ${name}`,
    showMore: (left: number) => `Show more (${left} more)`,
  },
  duplicate: {
    /** The prompt of spec 2 §4. */
    prompt: (name: string) => `How many copies of ${name} do you want? (1 to 10)`,
    creating: "Creating copies…",
    done: (name: string, count: number) => ADMIN_MESSAGES.duplicated(name, count),
    failed: ADMIN_ERRORS.couldNotDuplicate,
    noRoom: (room: DuplicateRoom) =>
      room.kind === "full" ? duplicateAtLimitMessage(room.limit) : duplicateNoRoomMessage(room.current, room.limit),
  },
  form: {
    addHeading: "ADD PRODUCT",
    updateHeading: "UPDATE PRODUCT",
    name: adminRules.productName.label,
    nameHint: (min: number, max: number) => `${min}–${max} characters, as customers know it`,
    regional: adminRules.productNameRegional.label,
    regionalHint: "Optional, up to 40 characters: the name in the local language",
    unit: PRODUCT_LABELS.unit,
    information: "Unit Information",
    informationHint: "Optional, e.g. dozen, bunch, 500 ml",
    /** The price fields' labels: per kg for the weight units. */
    mrp: (unitId: string) => priceLabel("MRP", unitId),
    finalPrice: (unitId: string) => priceLabel("Final price", unitId),
    category: PRODUCT_LABELS.category,
    noCategory: "No category",
    brand: PRODUCT_LABELS.brand,
    noBrand: "No brand",
    inStock: PRODUCT_LABELS.inStock,
    yes: "Yes",
    no: "No",
    searchWords: adminRules.searchWords.label,
    searchWordsHint: "Optional, up to 40 characters: other names customers may type (e.g. local names)",
    fillIn: "Fill in the product name, MRP and final price to save.",
    saving: "Saving…",
    add: "Add product",
    update: "Update product",
  },
  rating: {
    legend: PRODUCT_LABELS.rating,
    hint: (stars: number) =>
      stars === 1 ? "1 star: hidden from customers" : `${stars} stars: higher ratings are listed first`,
    stars: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  },
  /** The units of sale (spec 1 §3) as the form's select and the list name them. */
  units: { 1: UNITS[1].name, 2: UNITS[2].name, 3: UNITS[3].name, 4: UNITS[4].name, 5: UNITS[5].name },
  added: (name: string) => ADMIN_MESSAGES.productAdded(name),
  updated: (name: string) => ADMIN_MESSAGES.productUpdated(name),
  loadFailed: ADMIN_ERRORS.loadProducts,
  addFailed: ADMIN_ERRORS.couldNotAdd("product"),
  updateFailed: ADMIN_ERRORS.couldNotUpdate("product"),
  /** Adding past the plan's products limit (spec 1 §8, spec 2 §8). */
  limitReached: (limit: number) => productsLimitMessage(limit),
  /** What the domain says in English on these screens: the form's labels and checks, the prompt's refusals. */
  said: byEnglish(
    // adminRules' labels (app/domain/admin/rules.ts), which its type widens to string.
    "Product name",
    "Regional name",
    "Unit information",
    "MRP",
    "Final price",
    "Search words",
    PRODUCT_LABELS.unit,
    PRODUCT_LABELS.category,
    PRODUCT_LABELS.brand,
    PRODUCT_LABELS.rating,
    PRODUCT_LABELS.inStock,
    priceTooHighMessage,
    ADMIN_ERRORS.duplicateNotNumber,
    ADMIN_ERRORS.duplicateRange,
  ),
});
