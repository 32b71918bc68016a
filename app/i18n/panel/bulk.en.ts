import { CHECK_TYPE_OF_FILE, IMAGE_TOO_BIG, INVALID_FILE, NOT_AN_IMAGE } from "#app/domain/admin/image-upload";
import { MASTER_LIST_WORDS, NO_MASTER_LIST } from "#app/domain/admin/master-list";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { formatRupees } from "#app/domain/money";
import { priceSuffix } from "#app/domain/units";
import { byEnglish, type Figures } from "../book";

/**
 * The screens that change products row by row (Products-Price, Products-Stock/Rating, Products-Image), the store's
 * logo and images, and Use Master List (English, the source: spec 2 §2, §4, §8 and spec 3 §8, verbatim). The screens'
 * titles are the menu's (t.menu.screens).
 */
export default (_f: Figures) => ({
  /** The rows' list, as the kit's list title names it ('LIST OF PRODUCTS (12)'). */
  products: "PRODUCTS",
  productsList: "Products",
  searchProducts: "Search products",
  noMatch: (query: string) => `No product matches "${query}".`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  showMore: "Show more",
  rowUpdated: "(Updated..)",
  save: "Save",
  saving: "Saving...",
  couldNotUpdate: ADMIN_ERRORS.couldNotUpdate("product"),
  prices: {
    hint: "Prices in rupees. Change a price and press Save on its row.",
    inRupees: (label: string) => `${label} (Rs.)`,
    same: "keep both prices same",
    updated: (name: string) => ADMIN_MESSAGES.priceUpdated(name),
  },
  stock: {
    hint: "Rating 1 hides a product from customers; higher ratings show first.",
    updated: (name: string) => ADMIN_MESSAGES.stockRatingUpdated(name),
  },
  images: {
    hint: "JPEG, PNG, GIF or WebP, below 2 MB. A square picture looks best in the store.",
    imageOf: (name: string) => `Image of ${name}`,
    updated: (name: string) => ADMIN_MESSAGES.imageUpdated(name),
  },
  /** An image's change (a product's, the logo, a store image): `label` is what the image shows ('Image of Sugar'). */
  picker: {
    noImage: "No image",
    change: "Change image",
    update: "Update",
    uploading: "Uploading...",
    choose: (label: string) => `Choose ${label.toLowerCase()}`,
    preview: (label: string) => `New ${label.toLowerCase()}`,
    notAnImage: NOT_AN_IMAGE,
  },
  logo: {
    hint: "Shown beside the store's name at the top of the store. A square picture, below 2 MB, looks best.",
    label: "Store logo",
    updated: ADMIN_MESSAGES.logoUpdated,
    failed: ADMIN_ERRORS.logo,
  },
  storeImages: {
    hint: "Five pictures of your shop, shown one after another on the store's About us page. Wide pictures (16:9), below 2 MB, look best.",
    noFacility:
      "Store Images are not part of this store's plan: they show on the home page (About us), which this store does not have.",
    slot: (slot: number) => `Image ${slot}`,
    label: (slot: number) => `Store image ${slot}`,
    updated: ADMIN_MESSAGES.storeImageUpdated,
    failed: ADMIN_ERRORS.storeImage,
  },
  master: {
    lead: (masterName: string, productCount: number, productsLimit: number) =>
      `Add ready-made products from the ${masterName} master list. Your store has ${productCount} of ${productsLimit} products.`,
    none: NO_MASTER_LIST,
    loadFailed: ADMIN_ERRORS.loadMasterProducts,
    category: "Category",
    show: "Show",
    categories: "Master list categories",
    noProducts: "No products",
    productsIn: (category: string) => `Products in ${category}`,
    price: (paise: number, unitId: number) => `${formatRupees(paise)}${priceSuffix(unitId)}`,
    inStore: "In your store",
    add: "Add",
    adding: "Adding…",
    addName: (name: string) => `Add ${name}`,
    addingName: (name: string) => `Adding ${name}`,
    added: ADMIN_MESSAGES.masterAdded,
    productAdded: (name: string) => ADMIN_MESSAGES.masterProductAdded(name),
    alreadyInStore: (name: string) => MASTER_LIST_WORDS.alreadyInStore(name),
  },
  /** What the domain says in English on these screens (the rows' labels are the Products section's): the image refusals. */
  said: byEnglish(INVALID_FILE, CHECK_TYPE_OF_FILE, NOT_AN_IMAGE, IMAGE_TOO_BIG, "Not found"),
});
