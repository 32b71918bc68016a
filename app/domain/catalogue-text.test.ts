import { describe, expect, it } from "vitest";
import {
  CATALOGUE_FIELDS,
  CATALOGUE_FORMAT,
  catalogueTag,
  catalogueUrl,
  decodeCatalogue,
  encodeCatalogue,
} from "./catalogue-text";
import type { Product } from "./product";

const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  nameRegional: "",
  information: "",
  mrpPaise: 10_000,
  pricePaise: 9_000,
  unitId: 1,
  inStock: 1,
  rating: 5,
  imageKey: null,
  categoryId: null,
  brandId: null,
  searchWords: "",
  ...extra,
});

describe("the catalogue text", () => {
  it("carries one row per product, its fields in the fixed order", () => {
    const text = encodeCatalogue([product(7, "Toor dal", { categoryId: 3, imageKey: "p/7.webp" })]);
    expect(JSON.parse(text)).toEqual([[7, "Toor dal", "", "", 10_000, 9_000, 1, 1, 5, "p/7.webp", 3, null, ""]]);
    expect(CATALOGUE_FIELDS).toHaveLength(13);
  });

  it("decodes to the same products, in order, with nulls, quotes and other scripts intact", () => {
    const list = [
      product(2, 'Ajwain "fresh" </script>', { nameRegional: "अजवाइन", information: "a\nb", brandId: 4 }),
      product(1, "Hing", { inStock: 0, rating: 9 }),
    ];
    expect(decodeCatalogue(encodeCatalogue(list))).toEqual(list);
    expect(decodeCatalogue("[]")).toEqual([]);
  });

  it("refuses a text that is not a list of rows", () => {
    expect(() => decodeCatalogue('{"id":1}')).toThrow("The catalogue is not a list of rows.");
  });

  it("names a text by its shop, its version and its format, so the same address is always the same text", () => {
    expect(catalogueTag({ shopId: 3, version: 41 })).toBe(`3.41.${CATALOGUE_FORMAT}`);
    expect(catalogueTag({ shopId: 3, version: 42 })).not.toBe(catalogueTag({ shopId: 3, version: 41 }));
    expect(catalogueTag({ shopId: 4, version: 41 })).not.toBe(catalogueTag({ shopId: 3, version: 41 }));
    expect(catalogueUrl("saiganesh_ravi", { shopId: 3, version: 41 })).toBe(
      `/api/v1/stores/saiganesh_ravi/catalogue?v=3.41.${CATALOGUE_FORMAT}`,
    );
    expect(CATALOGUE_FORMAT).toMatch(/^[0-9a-z]+$/);
  });
});
