/**
 * A product as the storefront, the cart and the order's pricing see it (spec 1 §3 "Product"): the one Product type
 * of the customer side. Money in paise, `unitId` one of app/domain/units.ts (checked where it matters).
 */
export type Product = {
  id: number;
  name: string;
  nameRegional: string;
  information: string;
  mrpPaise: number;
  pricePaise: number;
  unitId: number;
  /** 1 in stock, 0 out of stock. */
  inStock: number;
  /** 1 to 10 stars; 1 hides the product from customers. */
  rating: number;
  imageKey: string | null;
  categoryId: number | null;
  brandId: number | null;
  searchWords: string;
};

/** A product as the shop's own lists show it (the admin list, the product sheet): with its category and brand by name. */
export type ListedProduct = Pick<
  Product,
  | "id"
  | "name"
  | "nameRegional"
  | "information"
  | "mrpPaise"
  | "pricePaise"
  | "unitId"
  | "inStock"
  | "rating"
  | "searchWords"
> & {
  categoryName: string | null;
  brandName: string | null;
};

/** A rating of 1 hides a product from customers (spec 1 §3). */
export const isVisible = (p: Pick<Product, "rating">) => p.rating > 1;
