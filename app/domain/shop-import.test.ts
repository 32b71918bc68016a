import { describe, expect, it } from "vitest";
import { freshYaadiUrl, importedImageKey, mapPendingLines, mapSubject } from "./shop-import";
import { looksLikeYaadiUrl } from "./yaadi-url";

const plus1000 = (_table: string, id: number) => id + 1000;

describe("importing a shop's archive", () => {
  it("moves an image of the old shop under the new shop's id, and anything else under the new shop's imports", () => {
    expect(importedImageKey("public/shops/7/logo/a.png", 7, 42)).toBe("public/shops/42/logo/a.png");
    expect(importedImageKey("private/shops/7/payments/b.jpg", 7, 42)).toBe("private/shops/42/payments/b.jpg");
    // A master catalogue's picture copied into the shop names another shop: copied, never shared.
    expect(importedImageKey("public/shops/3/products/c.png", 7, 42)).toBe(
      "private/shops/42/imported/public/shops/3/products/c.png",
    );
  });

  it("carries a data request's subject and a pending yaadi's product ids to the new ids", () => {
    expect(mapSubject("yaadi:5", plus1000)).toBe("yaadi:1005");
    expect(mapSubject("customer:9", plus1000)).toBe("customer:1009");
    expect(mapSubject("something else", plus1000)).toBe("something else");
    expect(
      mapPendingLines(
        JSON.stringify([
          { productId: 3, quantity: 1000 },
          { productId: 4, quantity: 500 },
        ]),
        plus1000,
      ),
    ).toBe('[{"productId":1003,"quantity":1000},{"productId":1004,"quantity":500}]');
    expect(mapPendingLines(null, plus1000)).toBeNull();
  });

  it("makes a yaadi's order-page key afresh for the new shop, keeping its time and day", () => {
    let n = 0;
    const random = (size: number) => Uint8Array.from({ length: size }, () => n++ % 248);
    const old = "101530abcdefghijkl2811_oldshop";
    const made = freshYaadiUrl(old, "newshop", random);
    expect(made).toMatch(/^101530[0-9A-Za-z]{12}2811_newshop$/);
    expect(made).not.toBe(old.replace("oldshop", "newshop"));
    expect(looksLikeYaadiUrl(made)).toBe(true);
    expect(freshYaadiUrl("odd", "newshop", random)).toMatch(/^000000[0-9A-Za-z]{12}0101_newshop$/);
  });
});
