import type { Flash } from "../flash";
import type { ShopStatus } from "../owner/shop-form";

/**
 * What the admin panel's frame gives every screen below it (the admin layout's loader returns this type): the shop,
 * the last action's message and the key each form of the page sends with its write.
 */
export type AdminLayoutData = {
  shop: {
    shopName: string;
    shopUrl: string;
    status: ShopStatus;
    homePageFacility: boolean;
    /** A diet clinic takes no orders: its panel has no live connection nor new-order banner. */
    clinic: boolean;
  };
  flash: Flash | null;
  /** New with every load (and so after every save). */
  writeKey: string;
};
