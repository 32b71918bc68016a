/**
 * The shop admin panel's result texts (spec 2 §8, §5, §1), verbatim: shop owners know them, typos included
 * ("retriving", "Speical", "accomodate", the double spaces). One place, so every screen and test reads the same words.
 */

export type Subject = "category" | "brand" | "customer" | "product";
const Capital: Record<Subject, string> = {
  category: "Category",
  brand: "Brand",
  customer: "Customer",
  product: "Product",
};

export const ADMIN_MESSAGES = {
  deleted: (name: string) => `${name} deleted successfully`,
  added: (subject: Exclude<Subject, "product">, name: string) => `${Capital[subject]} ${name} added successfully.`,
  updated: (subject: Exclude<Subject, "product">, name: string) => `The ${subject} '${name}' updated successfully.`,
  productUpdated: (name: string) => `The product '${name}' updated successfully.`,
  productAdded: (name: string) => `The product '${name}' added successfully.`,
  duplicated: (name: string, count: number) => `${name} duplicated ${count} time(s).`,
  offerAdded: (name: string) => `Special Offer ${name} added successfully.`,
  offerUpdated: "Speical Offer  updated successfully",
  offerDeleted: (name: string) => `Special Offer '${name}' deleted successfully`,
  priceUpdated: (name: string) => `Price of ${name} updated successfully`,
  stockRatingUpdated: (name: string) => `Stock and Rating of ${name} updated successfully`,
  imageUpdated: (name: string) => `Image of ${name} updated successfully`,
  logoUpdated: "Logo updated successfully.",
  storeImageUpdated: "Store image updated successfully.",
  homePageUpdated: "Home page settings updated successfully.",
  storeSettingsUpdated: "Store Settings updated successfully.",
  firstPageUpdated: "First Page Settings updated successfully.",
  masterAdded: "Added...",
  /** Spec 3 §8: what adding a master-list product says beside spec 2's 'Added...'. */
  masterProductAdded: (name: string) => `${name} added successfully`,
  activated: "Congratulations! Your store is activated!!",
  sheetDone: "Update/Add Operations Successful !",
  verificationPending: "Verification Pending",
  deleteInProgress: "Delete action in Progress.",
  confirmDelete: (name: string) => `You really want to delete ${name} ?`,
} as const;

export const ADMIN_ERRORS = {
  couldNotDelete: (subject: Exclude<Subject, "product">) => `Error....could not delete the ${subject}`,
  couldNotUpdate: (subject: Subject) => `Error... could not update ${subject}.`,
  couldNotAdd: (subject: Subject) => `Error... could not add ${subject}.`,
  somethingWrong: "Something went wrong...",
  couldNotDuplicate: "Error... could not create duplicate products",
  logo: "Error updating logo",
  storeImage: "Error updating store image",
  homePage: "Error... Could not update Home Page Settings",
  invalidData: "Invalid data",
  loadProducts: "Error retriving products",
  /** Spec 3 §8, its trailing space kept: the master list's products. */
  loadMasterProducts: "Error retriving Products ",
  loadCustomers: "Error retriving Customers",
  loadBrands: "Error retriving brands",
  loadCategories: "Error retriving categoriess",
  loadOffers: "Error retriving Special Offers",
  invalidFile: "Invalid file...",
  checkTypeOfFile: "Check type of file",
  sheetTooBig: "File-size should be below 20kb",
  sheetWithoutIds: "Sorry...products without ID",
  sheetMismatch: "Products Mismatch.. Use latest downloaded file...",
  sheetIdOnNew: "Do not write ID for new products...",
  duplicateNotNumber: "You didn't enter a valid number.",
  duplicateRange: "Enter a number between 1 to 10.",
  premiumOnly: "This feature is available in Premium version !",
  turboOnly: "This feature is available in Turbo version !!!",
} as const;

/** The Dealers screens (spec 3 §2, §8), verbatim; the link refusals and the download's result are ours. */
export const DEALER_MESSAGES = {
  facilityOff: "This Facility is for Managing dealers. You have not opted for it.",
  added: (name: string) => `Dealer ${name} added successfully.`,
  updated: "Dealer updated successfully",
  deleted: (name: string) => `Dealer '${name}' deleted successfully`,
  loadFailed: "Error retriving Dealers",
  /** Spec 3 §2: the premium download's label, its spelling kept. */
  downloadLabel: "Download Cutsomer Information",
  downloaded: "Dealers downloaded.",
  linkUsed: (link: string, name: string) => `The link ${link} is already used by dealer ${name}.`,
  /** Who `linkUsed` names when the dealer who took the link in the same moment is gone again. */
  anotherDealer: "another dealer",
  /** `segment` is {shopUrl}_{link}; `storeUrl` is the other store that link would open instead. */
  linkIsStore: (link: string, segment: string, storeUrl: string) =>
    `The link ${link} cannot be used: .../${segment} would open the store ${storeUrl}. Choose another link.`,
} as const;

/** Spec 1 §8 / spec 2 §8: adding past the plan's products limit. */
export const productsLimitMessage = (limit: number) =>
  `The store has reached the limit of ${limit} products. Go to Store-Settings to change the plan`;
/** Spec 2 §5 Duplicate. */
export const duplicateAtLimitMessage = (limit: number) =>
  `The store has reached the maximum limit of ${limit} products.`;
export const duplicateNoRoomMessage = (current: number, limit: number) =>
  `The store has currently ${current} products. It can accomodate maximum ${limit}.`;

/**
 * A payment due date (an IST calendar date yyyy-mm-dd) as spec 3 §7's message shows it: d/m/yyyy. The message itself,
 * and the disabled shop's, are the panel book's (app/i18n/panel/home.*.ts).
 */
export function dueDateDmy(dueDate: string): string {
  const [y, m, d] = dueDate.split("-").map(Number);
  return `${d}/${m}/${y}`;
}
