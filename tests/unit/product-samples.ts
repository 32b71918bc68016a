// A catalogue product for the storefront's unit tests (app/domain/catalogue.test.ts, app/domain/place-order.test.ts).
import type { Product } from "#app/domain/product";

/**
 * A product of Rs. 40 a unit, in stock, rated 5, in no category or brand, with `fields` replaced. Its mrp defaults to
 * its final price, so a sample is a special offer only when it says so.
 */
export function sampleProduct(id: number, name: string, fields: Partial<Product> = {}): Product {
  const pricePaise = fields.pricePaise ?? 4000;
  return {
    id,
    name,
    nameRegional: "",
    information: "",
    mrpPaise: pricePaise,
    pricePaise,
    unitId: 1,
    inStock: 1,
    rating: 5,
    categoryId: null,
    brandId: null,
    searchWords: "",
    imageKey: null,
    ...fields,
  };
}
