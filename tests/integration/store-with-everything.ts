import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { brands, products, shopSettings } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { createTestShop, db, type TestShop } from "./helpers";
import { line, order } from "./order-helpers";
import { type FilledShop, fillShop, makeShopReady, TINY_PNG } from "./shop-fixtures";

/*
 * A store with something of every kind its views show, for the store's language check: fillShop's rows (sold by
 * number) and products by weight of every unit, one out of stock, three brands (a panel of buttons), two photos (the
 * carousel's dots), a delivery charge, a UPI id (the order page's Pay by UPI) and an order of every unit placed
 * through the API. Every name carries the fixture's catalogue or private mark.
 */

export type StoreWithEverything = {
  shop: TestShop;
  fill: FilledShop;
  upiId: string;
  /** The order placed with a line of every unit. */
  yaadi: { id: number; url: string };
  /** Who placed it, as the order page and the customer form show them. */
  customer: { name: string; whatsApp: string; address: string };
};

export async function storeWithEverything(tag: string): Promise<StoreWithEverything> {
  const shop = await createTestShop();
  await makeShopReady(shop);
  const fill = await fillShop(shop, tag);
  const mark = fill.catalogueMark;
  const [brand] = await db()
    .insert(brands)
    .values({ shopId: shop.id, name: `${mark}brand3` })
    .returning({ id: brands.id });
  const byWeight = await db()
    .insert(products)
    .values([
      ...([2, 3, 4, 5] as const).map((unitId) => ({
        shopId: shop.id,
        name: `${mark}unit${unitId}`,
        nameRegional: `${mark}regionalunit${unitId}`,
        information: `${mark}infounit${unitId}`,
        searchWords: "",
        mrpPaise: 6_000,
        pricePaise: 4_850,
        unitId,
        categoryId: fill.ids.categories![1]!,
        brandId: brand!.id,
      })),
      { shopId: shop.id, name: `${mark}outofstock`, mrpPaise: 1_000, pricePaise: 1_000, unitId: 1, inStock: 0 },
    ])
    .returning({ id: products.id, unitId: products.unitId });

  const { replaceStoreImage } = await import("#app/server/admin/images.server");
  const { checkImageUpload } = await import("#app/server/uploads.server");
  const image = await checkImageUpload(new File([TINY_PNG], "image.png", { type: "image/png" }));
  if (!image.ok) throw new Error(image.message);
  await replaceStoreImage(bindToShop(db(), shop.id), env.FILES, 2, image);

  const upiId = `${shop.url}@okaxis`;
  await db().update(shops).set({ upiId }).where(eq(shops.id, shop.id));
  await db()
    .update(shopSettings)
    .set({ deliveryChargesPaise: 2_000, deliveryChargesBelowPaise: 100_000 })
    .where(eq(shopSettings.shopId, shop.id));

  const customer = { name: `${fill.privateMark}asha`, whatsApp: fill.phones[0]!, address: `${fill.privateMark}pune` };
  const lines = [
    line(fill.ids.products![0]!, 2000),
    ...byWeight.filter((p) => p.unitId > 1).map((p) => line(p.id, 20_000)),
  ];
  const placed = await order(lines, { customer }, shop.url);
  if (placed.status !== 201) throw new Error(`storeWithEverything: order not placed (${JSON.stringify(placed.body)})`);
  return { shop, fill, upiId, yaadi: { id: placed.body.yaadiId, url: placed.body.yaadiUrl }, customer };
}
