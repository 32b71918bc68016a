import { describe, expect, it } from "vitest";
import { CATALOGUE_FIELDS, catalogueOf, decodeCatalogue, encodeCatalogue } from "./catalogue-text";
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
    const list = [product(2, 'Ajwain "fresh" </script>', { nameRegional: "अजवाइन", information: "a\nb", brandId: 4 }), product(1, "Hing", { inStock: 0, rating: 9 })];
    expect(decodeCatalogue(encodeCatalogue(list))).toEqual(list);
    expect(decodeCatalogue("[]")).toEqual([]);
  });

  it("refuses a text that is not a list of rows", () => {
    expect(() => decodeCatalogue('{"id":1}')).toThrow("The catalogue is not a list of rows.");
  });

  it("decodes a page's text once however often it is read", () => {
    const text = encodeCatalogue([product(1, "Hing")]);
    expect(catalogueOf(text)).toBe(catalogueOf(text));
    expect(catalogueOf(text)).toEqual([product(1, "Hing")]);
  });

  it("keeps a few texts decoded, the oldest given up first", () => {
    const texts = [1, 2, 3, 4, 5].map((id) => encodeCatalogue([product(id, `Item ${id}`)]));
    const first = catalogueOf(texts[0]!);
    for (const text of texts.slice(1)) catalogueOf(text);
    expect(catalogueOf(texts[4]!)).toBe(catalogueOf(texts[4]!));
    expect(catalogueOf(texts[0]!)).not.toBe(first);
    expect(catalogueOf(texts[0]!)).toEqual(first);
  });
});
