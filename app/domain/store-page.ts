/**
 * What the store page's loader gives the storefront (one type for the server that builds it and the components that
 * read it), and the first-view rules of spec 1 §2.
 */
import type { ListWord } from "./cart";
import type { OrderSettings } from "./order";
import type { Product } from "./product";

export const VIEWS = ["ABOUTUS", "CUSTOMERFORM", "VIEW", "CART", "FINALYAADI", "FINALSTEP", "REPEATORDER"] as const;
export type View = (typeof VIEWS)[number];
export const isView = (v: unknown): v is View => (VIEWS as readonly unknown[]).includes(v);

/** Views a link may open directly: /check-out opens the cart, /order-success the "order sent" step (DECISIONS.md). */
export const OPEN_VIEWS = { cart: "CART", "order-sent": "FINALSTEP" } as const;
export type OpenView = (typeof OPEN_VIEWS)[keyof typeof OPEN_VIEWS];

/** A saved customer offered by billing mode's Select Customer. */
export type BillingCustomer = { id: number; name: string; whatsApp: string; address: string };

export type StorePageOptions = {
  /** Billing mode (spec 1 §2), only for the signed-in admin of this shop: the shop's saved customers. */
  billing: { customers: BillingCustomer[] } | null;
  /** The shop's own admin is looking at the store (the Admin Panel links of about-us and the footer). */
  adminView: boolean;
  openView: OpenView | null;
  /** The page's absolute address, for the link preview (Open Graph). */
  pageUrl: string;
};

export type StoreShop = {
  url: string;
  name: string;
  address: string;
  city: string;
  pinCode: string;
  state: string;
  whatsApp: string;
  aboutUs: string;
  status: "not ready" | "ready" | "disabled";
  languageChoice: number;
  homePageFacility: number;
  /** The owner's Product images: 0 keeps the store in quick mode, where no image shows. */
  productImages: number;
  /** The owner's Info place: 0 a product's information under its name, 1 beside its price. */
  informationPlace: number;
  /** The owner's Show item count: 1 the cart button shows how many items beside the total. */
  showItemCount: number;
  logoKey: string | null;
  imageKeys: string[];
};

/** The store page as its loader sends it: everything but the catalogue, which is fetched on its own. */
export type StorePageWire = StorePageOptions & {
  shop: StoreShop;
  dealer: { name: string; link: string } | null;
  basePath: string;
  /** The segment the order API resolves this store (and dealer) by. */
  apiSegment: string;
  listWord: ListWord;
  settings: OrderSettings & { firstPageMessage: string };
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
  offers: { id: number; name: string; description: string }[];
  /** Where the page fetches its catalogue once its scripts run (app/domain/catalogue-text.ts). */
  catalogueUrl: string;
  /** How many products customers may see, for the link preview. */
  productCount: number;
  /** Whether a product customers may see has an image (quick mode's default). */
  productImagesShown: boolean;
  /** The store's description for search results and link previews, in the page's language. */
  description: string;
  /** The built files of the views after browsing, for the service worker to keep for an offline visit. */
  laterFiles: readonly string[];
};

/** The store page with its catalogue: the products customers may see (rating above 1), by rating. */
export type StorePageData = StorePageWire & { products: Product[] };

/**
 * Spec 1 §2: billing and not-activated stores go straight to browsing as a guest; otherwise about-us (shops with the
 * home page facility) or the customer form first. /check-out and /order-success (DECISIONS.md) open the cart and
 * the "order sent" step.
 */
export function firstView(
  page: Pick<StorePageData, "billing" | "openView"> & { shop: Pick<StoreShop, "status" | "homePageFacility"> },
): View {
  if (page.billing || page.shop.status !== "ready") return "VIEW";
  if (page.openView) return page.openView;
  return page.shop.homePageFacility === 1 ? "ABOUTUS" : "CUSTOMERFORM";
}

/** Spec 1 §2: quick mode is on by default when the store has no product images. */
export const startsInQuickMode = (
  page: Pick<StorePageWire, "productImagesShown"> & { shop: Pick<StoreShop, "productImages"> },
) => page.shop.productImages !== 1 || !page.productImagesShown;
