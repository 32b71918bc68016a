import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  listBulkProducts,
  priceFormSchema,
  replaceProductImage,
  stockFormSchema,
  updateProductPrices,
  updateProductStock,
} from "#app/server/admin/bulk.server";
import {
  type CheckedUpload,
  checkImageField,
  getLogoKey,
  listStoreImages,
  replaceLogo,
  replaceStoreImage,
} from "#app/server/admin/images.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { checkImageUpload } from "#app/server/uploads.server";
import { products } from "#db/schema/catalogue";
import { shops, storeImages } from "#db/schema/platform";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { dataResponse, dataUrl, get, postForm } from "./route-harness";

/*
 * The per-row product edits and the image uploads of spec 2, on the real migrations and R2: every call is scoped by
 * the shop, so shop A's calls with shop B's ids change nothing of B's (rows and files alike).
 */

// The smallest real PNG (1×1) and JPEG signatures: the upload check reads bytes, not names.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

async function pngUpload(): Promise<CheckedUpload> {
  const checked = await checkImageUpload(new File([PNG], "a.png", { type: "image/png" }));
  if (!checked.ok) throw new Error(checked.message);
  return checked;
}

async function addProduct(shop: TestShop, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db()
    .insert(products)
    .values({
      shopId: shop.id,
      name: `Rice ${crypto.randomUUID().slice(0, 6)}`,
      mrpPaise: 5000,
      pricePaise: 4500,
      ...fields,
    })
    .returning();
  return row!;
}

const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;

async function listKeys(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((o) => o.key);
}

let a: TestShop;
let b: TestShop;
beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
});

describe("Products-Price", () => {
  it("stores the shop's own prices in paise, the final price following mrp when 'same' is ticked", async () => {
    const rice = await addProduct(a);
    const apart = priceFormSchema.parse({ mrp: "60", finalPrice: "55" });
    expect(await updateProductPrices(bindToShop(db(), a.id), rice.id, apart)).toEqual({
      name: rice.name,
      mrpPaise: 6000,
      pricePaise: 5500,
    });
    const same = priceFormSchema.parse({ mrp: "70", finalPrice: "1", same: "1" });
    await updateProductPrices(bindToShop(db(), a.id), rice.id, same);
    expect(await productRow(rice.id)).toMatchObject({ mrpPaise: 7000, pricePaise: 7000 });
  });

  it("refuses bad input with the spec's messages (missing fields included)", () => {
    const message = (form: Record<string, string>) => priceFormSchema.safeParse(form).error?.issues[0]?.message;
    expect(message({ mrp: "4o", finalPrice: "40" })).toBe("Enter only digits");
    expect(message({ finalPrice: "40" })).toBe("MRP is required");
    expect(message({ mrp: "40" })).toBe("Final price is required");
    expect(message({ mrp: "40", finalPrice: "-3" })).toBe("Enter only digits");
  });

  it("A cannot change B's prices: nothing found, B's row unchanged", async () => {
    const bRice = await addProduct(b, { mrpPaise: 5000, pricePaise: 4500 });
    const before = await productRow(bRice.id);
    expect(
      await updateProductPrices(bindToShop(db(), a.id), bRice.id, priceFormSchema.parse({ mrp: "1", finalPrice: "1" })),
    ).toBeNull();
    expect(await productRow(bRice.id)).toEqual(before);
  });

  it("lists only the shop's products, rating descending", async () => {
    const low = await addProduct(a, { rating: 2, name: "Low" });
    const high = await addProduct(a, { rating: 9, name: "High" });
    await addProduct(b, { rating: 10, name: "B's" });
    expect((await listBulkProducts(bindToShop(db(), a.id))).map((p) => p.id)).toEqual([high.id, low.id]);
  });
});

describe("Products-Stock/Rating", () => {
  it("sets in stock and rating of the shop's own product", async () => {
    const dal = await addProduct(a);
    expect(
      await updateProductStock(bindToShop(db(), a.id), dal.id, stockFormSchema.parse({ inStock: "0", rating: "9" })),
    ).toEqual({ name: dal.name, inStock: 0, rating: 9 });
    expect(await productRow(dal.id)).toMatchObject({ inStock: 0, rating: 9 });
  });

  it("refuses a rating outside 1–10 and a stock other than yes/no", () => {
    expect(stockFormSchema.safeParse({ inStock: "1", rating: "11" }).error?.issues[0]?.message).toBe(
      "Rating is required",
    );
    expect(stockFormSchema.safeParse({ inStock: "2", rating: "5" }).error?.issues[0]?.message).toBe(
      "In stock is required",
    );
    expect(stockFormSchema.safeParse({}).success).toBe(false);
  });

  it("A cannot change B's stock or rating", async () => {
    const bDal = await addProduct(b, { inStock: 1, rating: 5 });
    const before = await productRow(bDal.id);
    expect(
      await updateProductStock(bindToShop(db(), a.id), bDal.id, stockFormSchema.parse({ inStock: "0", rating: "1" })),
    ).toBeNull();
    expect(await productRow(bDal.id)).toEqual(before);
  });
});

describe("Products-Image", () => {
  it("stores the image under the shop, points the product at it and deletes the image it replaced", async () => {
    const tea = await addProduct(a);
    const first = await replaceProductImage(bindToShop(db(), a.id), env.FILES, tea.id, await pngUpload());
    expect(first).toMatchObject({ name: tea.name });
    expect(first!.imageKey).toMatch(new RegExp(`^public/shops/${a.id}/products/[A-Za-z0-9_-]+\\.png$`));
    expect(await env.FILES.head(first!.imageKey)).not.toBeNull();
    const second = await replaceProductImage(bindToShop(db(), a.id), env.FILES, tea.id, await pngUpload());
    expect((await productRow(tea.id)).imageKey).toBe(second!.imageKey);
    expect(await env.FILES.head(first!.imageKey)).toBeNull();
    expect(await listKeys(`public/shops/${a.id}/products/`)).toEqual([second!.imageKey]);
  });

  it("A cannot change B's image: nothing written to R2, B's product and file kept", async () => {
    const bTea = await addProduct(b);
    const bImage = await replaceProductImage(bindToShop(db(), b.id), env.FILES, bTea.id, await pngUpload());
    expect(await replaceProductImage(bindToShop(db(), a.id), env.FILES, bTea.id, await pngUpload())).toBeNull();
    expect((await productRow(bTea.id)).imageKey).toBe(bImage!.imageKey);
    expect(await env.FILES.head(bImage!.imageKey)).not.toBeNull();
    expect(await listKeys(`public/shops/${a.id}/`)).toEqual([]);
  });

  it("never deletes a replaced key that is not the shop's own upload", async () => {
    const tea = await addProduct(a);
    const foreign = `public/shops/${b.id}/products/kept.png`;
    await env.FILES.put(foreign, PNG);
    await db()
      .update(products)
      .set({ imageKey: foreign })
      .where(and(eq(products.id, tea.id), eq(products.shopId, a.id)));
    await replaceProductImage(bindToShop(db(), a.id), env.FILES, tea.id, await pngUpload());
    expect(await env.FILES.head(foreign)).not.toBeNull();
  });
});

describe("upload checks", () => {
  it("refuses a text file named .png by its bytes with the spec's words", async () => {
    const form = new FormData();
    form.set("imageFile", new File(["just text"], "photo.png", { type: "image/png" }));
    expect(await checkImageField(form)).toEqual({ ok: false, message: "Invalid file... Check type of file" });
  });

  it("refuses a missing file and a file over the cap", async () => {
    expect(await checkImageField(new FormData())).toEqual({ ok: false, message: "Invalid file..." });
    const big = new FormData();
    big.set("imageFile", new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(await checkImageField(big)).toEqual({
      ok: false,
      message: "Invalid file... The image should be below 2 MB.",
    });
  });
});

describe("Store Logo and Store Images", () => {
  it("replaces only the session shop's logo and deletes the old one", async () => {
    const first = await replaceLogo(bindToShop(db(), a.id), env.FILES, await pngUpload());
    const second = await replaceLogo(bindToShop(db(), a.id), env.FILES, await pngUpload());
    expect(await getLogoKey(bindToShop(db(), a.id))).toBe(second);
    expect(await env.FILES.head(first)).toBeNull();
    expect(second).toMatch(new RegExp(`^public/shops/${a.id}/logo/`));
    expect(await getLogoKey(bindToShop(db(), b.id))).toBeNull();
    const [bShop] = await db().select({ logoKey: shops.logoKey }).from(shops).where(eq(shops.id, b.id));
    expect(bShop!.logoKey).toBeNull();
  });

  it("keeps one image per slot, replaces it in place and touches no other shop", async () => {
    const bKey = await replaceStoreImage(bindToShop(db(), b.id), env.FILES, 2, await pngUpload());
    const first = await replaceStoreImage(bindToShop(db(), a.id), env.FILES, 2, await pngUpload());
    const second = await replaceStoreImage(bindToShop(db(), a.id), env.FILES, 2, await pngUpload());
    await replaceStoreImage(bindToShop(db(), a.id), env.FILES, 5, await pngUpload());
    const slots = await listStoreImages(bindToShop(db(), a.id));
    expect(slots.map((s) => s.slot)).toEqual([1, 2, 3, 4, 5]);
    expect(slots[1]).toEqual({ slot: 2, imageKey: second });
    expect(slots[0]!.imageKey).toBeNull();
    expect(slots[4]!.imageKey).toMatch(new RegExp(`^public/shops/${a.id}/store-images/`));
    expect(await env.FILES.head(first)).toBeNull();
    expect(await db().select().from(storeImages).where(eq(storeImages.shopId, b.id))).toMatchObject([
      { slot: 2, imageKey: bKey },
    ]);
    expect(await env.FILES.head(bKey)).not.toBeNull();
  });
});

/*
 * The screens' actions themselves, with a real admin session: the session's shop is the only one they touch, another
 * shop's id answers 404, a refused file writes nothing to R2, and anonymous posts go to the sign-in.
 */
describe("screen actions", () => {
  /** POSTs the form to the screen's action as the page's fetcher does (a `.data` request, with a write key). */
  async function call(shop: TestShop | null, path: string, form: FormData | Record<string, string>) {
    const token = shop ? (await asAdminOf(shop)).token : null;
    const response = await postForm(dataUrl(path), form, { token });
    const body = response.status === 204 ? null : await dataResponse(response);
    return { status: response.status, data: (body as { data?: unknown } | null)?.data, body };
  }
  const status = (result: { status: number }) => result.status;
  const imageForm = (fields: Record<string, string>, file: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("imageFile", file);
    return form;
  };
  const readyShops = async () => {
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, a.id));
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, b.id));
  };

  it("price and stock saves answer 404 for B's product and change nothing; A's own product saves", async () => {
    await readyShops();
    const bRice = await addProduct(b);
    const before = await productRow(bRice.id);
    expect(status(await call(a, "/adminpanel/prices", { id: String(bRice.id), mrp: "1", finalPrice: "1" }))).toBe(404);
    expect(status(await call(a, "/adminpanel/stock-rating", { id: String(bRice.id), inStock: "0", rating: "1" }))).toBe(
      404,
    );
    expect(await productRow(bRice.id)).toEqual(before);

    const aRice = await addProduct(a);
    const saved = await call(a, "/adminpanel/prices", { id: String(aRice.id), mrp: "80", finalPrice: "75" });
    expect(saved.data).toMatchObject({
      ok: true,
      message: `Price of ${aRice.name} updated successfully`,
      mrpPaise: 8000,
      pricePaise: 7500,
    });
    const bad = await call(a, "/adminpanel/prices", { id: String(aRice.id), mrp: "8o" });
    expect(status(bad)).toBe(400);
    expect(bad.data).toEqual({ ok: false, error: "Enter only digits" });
  });

  it("an image for B's product is a 404 and a text file named .png is refused; neither writes to R2", async () => {
    await readyShops();
    const bTea = await addProduct(b);
    const aTea = await addProduct(a);
    const png = new File([PNG], "tea.png", { type: "image/png" });
    expect(status(await call(a, "/adminpanel/product-images", imageForm({ id: String(bTea.id) }, png)))).toBe(404);
    const text = new File(["not an image"], "tea.png", { type: "image/png" });
    const refused = await call(a, "/adminpanel/product-images", imageForm({ id: String(aTea.id) }, text));
    expect(status(refused)).toBe(400);
    expect(refused.data).toEqual({ ok: false, error: "Invalid file... Check type of file" });
    expect(status(await call(a, "/adminpanel/product-images", { id: String(aTea.id) }))).toBe(400);
    expect(await listKeys(`public/shops/${a.id}/`)).toEqual([]);
    expect(await listKeys(`public/shops/${b.id}/`)).toEqual([]);
    expect((await productRow(bTea.id)).imageKey).toBeNull();

    const done = await call(a, "/adminpanel/product-images", imageForm({ id: String(aTea.id) }, png));
    expect(done.data).toMatchObject({ ok: true, message: `Image of ${aTea.name} updated successfully` });
    // A refused file after that keeps the product's image and its file.
    const stored = (await productRow(aTea.id)).imageKey!;
    expect(status(await call(a, "/adminpanel/product-images", imageForm({ id: String(aTea.id) }, text)))).toBe(400);
    expect((await productRow(aTea.id)).imageKey).toBe(stored);
    expect(await listKeys(`public/shops/${a.id}/`)).toEqual([stored]);
  });

  it("logo and store images change only the session's shop; store images need the home page facility", async () => {
    await readyShops();
    const png = () => new File([PNG], "x.png", { type: "image/png" });
    const logo = await call(a, "/adminpanel/logo", imageForm({}, png()));
    expect(logo.data).toMatchObject({ ok: true, message: "Logo updated successfully." });
    expect(await getLogoKey(bindToShop(db(), b.id))).toBeNull();

    const refused = await call(a, "/adminpanel/store-images", imageForm({ slot: "1" }, png()));
    expect(status(refused)).toBe(403);
    expect(await listStoreImages(bindToShop(db(), a.id))).toEqual(
      [1, 2, 3, 4, 5].map((slot) => ({ slot, imageKey: null })),
    );

    await db().update(shops).set({ homePageFacility: 1 }).where(eq(shops.id, a.id));
    const stored = await call(a, "/adminpanel/store-images", imageForm({ slot: "3" }, png()));
    expect(stored.data).toMatchObject({ ok: true, message: "Store image updated successfully." });
    expect(status(await call(a, "/adminpanel/store-images", imageForm({ slot: "6" }, png())))).toBe(404);
    const text = await call(
      a,
      "/adminpanel/store-images",
      imageForm({ slot: "4" }, new File(["not an image"], "shop.png", { type: "image/png" })),
    );
    expect(status(text)).toBe(400);
    expect(text.data).toEqual({ ok: false, error: "Invalid file... Check type of file" });
    expect((await listStoreImages(bindToShop(db(), a.id))).filter((s) => s.imageKey).map((s) => s.slot)).toEqual([3]);
    expect((await listStoreImages(bindToShop(db(), b.id))).filter((s) => s.imageKey)).toEqual([]);
  });

  it("sends anonymous visitors and posts to the sign-in and changes nothing", async () => {
    for (const path of [
      "/adminpanel/prices",
      "/adminpanel/stock-rating",
      "/adminpanel/product-images",
      "/adminpanel/logo",
      "/adminpanel/store-images",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/adminpanel/");
    }
    const aRice = await addProduct(a);
    const result = await postForm("/adminpanel/prices", { id: String(aRice.id), mrp: "1", finalPrice: "1" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/adminpanel/);
    expect((await productRow(aRice.id)).mrpPaise).toBe(5000);
  });
});
