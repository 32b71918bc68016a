import { productsLimitMessage } from "./messages";

export type MasterCategory = { id: number; name: string; productCount: number };

export type MasterProductRow = {
  id: number;
  name: string;
  nameRegional: string;
  information: string;
  pricePaise: number;
  unitId: number;
  inStore: boolean;
};

/** What refusing a master-list product says (English unless the panel passes the admin's language). */
export type MasterListWords = {
  alreadyInStore: (name: string) => string;
  productsLimit: (limit: number) => string;
};

export const MASTER_LIST_WORDS = {
  alreadyInStore: (name: string) => `${name} is already in your store.`,
  productsLimit: productsLimitMessage,
} satisfies MasterListWords;

/** The screen's word when the shop's type has no master list. */
export const NO_MASTER_LIST =
  "There is no master list for your type of store yet. Add your products from Products or the Product Sheet.";
