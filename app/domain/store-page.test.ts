import { describe, expect, it } from "vitest";
import { firstView, startsInQuickMode } from "./store-page";

const shop = (status: "ready" | "not ready" | "disabled", homePageFacility: number) => ({ status, homePageFacility });
const page = { billing: null, openView: null };

describe("firstView (spec 1 §2 'Initial view')", () => {
  it("opens about-us for shops with the home page facility, else the customer form", () => {
    expect(firstView({ ...page, shop: shop("ready", 1) })).toBe("ABOUTUS");
    expect(firstView({ ...page, shop: shop("ready", 0) })).toBe("CUSTOMERFORM");
  });

  it("goes straight to browsing as a guest in billing mode and while the store is not ready", () => {
    expect(firstView({ ...page, billing: { customers: [] }, shop: shop("ready", 1) })).toBe("VIEW");
    expect(firstView({ ...page, shop: shop("not ready", 1) })).toBe("VIEW");
    expect(firstView({ ...page, shop: shop("disabled", 0) })).toBe("VIEW");
  });

  it("opens the view a link asks for (/check-out, /order-success) on a ready store only", () => {
    expect(firstView({ ...page, openView: "CART", shop: shop("ready", 1) })).toBe("CART");
    expect(firstView({ ...page, openView: "FINALSTEP", shop: shop("ready", 0) })).toBe("FINALSTEP");
    expect(firstView({ ...page, openView: "CART", shop: shop("not ready", 0) })).toBe("VIEW");
  });
});

describe("startsInQuickMode (spec 1 §2)", () => {
  it("is on when product images are off or no product customers see has an image", () => {
    expect(startsInQuickMode({ shop: { productImages: 0 }, productImagesShown: true })).toBe(true);
    expect(startsInQuickMode({ shop: { productImages: 1 }, productImagesShown: false })).toBe(true);
    expect(startsInQuickMode({ shop: { productImages: 1 }, productImagesShown: true })).toBe(false);
  });
});
