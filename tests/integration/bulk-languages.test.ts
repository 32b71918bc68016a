import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "#app/domain/admin/csv";
import type { Locale } from "#app/i18n/locale";
import { products } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { panelTexts } from "../fixtures/panel-texts";
import { SHEET_HEADER } from "../fixtures/product-sheet-header";
import { flashOf } from "./admin-answers";
import { asAdminOf, createTestShop, db } from "./helpers";
import { dataResponse, dataUrl, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The row-by-row product screens, the store's images, the Product Sheet and Use Master List in the admin's language
 * (docs/decisions/0028): what their actions answer — a row's save, a refused value or file, the sheet's analysis and
 * its upload's flash, a master product's add — is the panel book's text in Marathi and Hindi; English keeps the specs'.
 */

// The smallest real PNG (1×1): the upload check reads bytes, not names.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/** A ready shop (a grocery: its type has a master list) whose admin reads the panel in `locale`, with one product. */
async function adminIn(locale: Locale) {
  const shop = await createTestShop();
  await makeShopReady(shop);
  await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
  const { token } = await asAdminOf(shop);
  const [rice] = await db()
    .insert(products)
    .values({ shopId: shop.id, name: "zpRice", mrpPaise: 5000, pricePaise: 4500 })
    .returning();
  /** POSTs as the screen's fetcher does (a `.data` request) and reads the action's answer. */
  const call = async (path: string, form: FormData | Record<string, string>) => {
    const response = await postForm(dataUrl(path), form, { token });
    const body = (await dataResponse(response)) as { data?: Record<string, unknown> };
    return { status: response.status, ...body.data };
  };
  return { shop, token, rice: rice!, call };
}

const fileForm = (fields: Record<string, string>, name: string, file: File) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(name, file);
  return form;
};

const sheetFile = (rows: string[][]) => new File([toCsv(rows)], "products.csv", { type: "text/csv" });

beforeAll(async () => {
  await seed(db(), { localCredentials: true }); // the grocery master list
});

describe("the bulk screens, the store's images, the sheet and the master list in the admin's language", () => {
  it.each(["mr", "hi"] as const)("%s: a row's save and a refused value are the book's", async (locale) => {
    const t = panelTexts(locale);
    const { rice, call } = await adminIn(locale);
    const id = String(rice.id);

    expect(await call("/adminpanel/prices", { id, mrp: "60", finalPrice: "55" })).toMatchObject({
      ok: true,
      message: t.bulk.prices.updated(rice.name),
    });
    expect(await call("/adminpanel/prices", { id, mrp: "", finalPrice: "55" })).toMatchObject({
      status: 400,
      error: t.fields.required(t.products.said.MRP),
    });
    expect(await call("/adminpanel/stock-rating", { id, inStock: "0", rating: "9" })).toMatchObject({
      ok: true,
      message: t.bulk.stock.updated(rice.name),
    });
    expect(await call("/adminpanel/prices", { id: "999999999", mrp: "1", finalPrice: "1" })).toMatchObject({
      status: 404,
      error: t.bulk.couldNotUpdate,
    });
  });

  it.each(["mr", "hi"] as const)("%s: an image's save and a file that is no image", async (locale) => {
    const t = panelTexts(locale);
    const { rice, call } = await adminIn(locale);
    const png = new File([PNG], "rice.png", { type: "image/png" });
    expect(await call("/adminpanel/product-images", fileForm({ id: String(rice.id) }, "imageFile", png))).toMatchObject(
      { ok: true, message: t.bulk.images.updated(rice.name) },
    );
    expect(await call("/adminpanel/logo", fileForm({}, "imageFile", png))).toMatchObject({
      ok: true,
      message: t.bulk.logo.updated,
    });
    const text = new File(["not a picture"], "logo.png", { type: "image/png" });
    expect(await call("/adminpanel/logo", fileForm({}, "imageFile", text))).toMatchObject({
      status: 400,
      error: t.bulk.said["Invalid file... Check type of file"],
    });
  });

  it.each(["mr", "hi"] as const)("%s: the sheet's analysis, its refusals and its upload's flash", async (locale) => {
    const t = panelTexts(locale);
    const { shop, rice, token, call } = await adminIn(locale);
    const [salt] = await db()
      .insert(products)
      .values({ shopId: shop.id, name: "zpSalt", mrpPaise: 2000, pricePaise: 2000 })
      .returning();
    const row = (id: string, name: string, unit: string) => [
      id,
      name,
      "",
      "",
      "50",
      "45",
      unit,
      "Yes",
      "9",
      "",
      "",
      "",
    ];

    const unticked = await call("/adminpanel/product-sheet", { intent: "upload" });
    expect(unticked).toMatchObject({ status: 400, error: t.sheet.tickSummaryChecked });

    const analysed = await call(
      "/adminpanel/product-sheet",
      fileForm(
        { intent: "analyse" },
        "sheet",
        sheetFile([
          SHEET_HEADER,
          row(String(rice.id), rice.name, "Number"),
          row("", "zpTea", "Dozen"),
          row("", "zpDal", ""),
        ]),
      ),
    );
    // A product of the store has no row: a mismatch; and each bad row says why, its column named as the reader calls it.
    expect(analysed).toMatchObject({
      status: 400,
      analysis: {
        problems: [
          {
            message: t.sheet.said["Products Mismatch.. Use latest downloaded file..."],
            detail: t.sheet.analysis.notInSheet([{ id: salt!.id, name: salt!.name }], 0),
          },
        ],
        rejected: [
          { row: 3, reasons: [t.sheet.analysis.reason("Unit", t.sheet.analysis.unknownUnit("Dozen"))] },
          { row: 4, reasons: [t.sheet.analysis.reason("Unit", t.sheet.said["Unit is required"])] },
        ],
      },
    });

    const good = sheetFile([
      SHEET_HEADER,
      row(String(rice.id), rice.name, "Number"),
      row(String(salt!.id), salt!.name, "Number"),
      row("", "zpTea", "Number"),
    ]);
    const uploaded = await postForm(
      "/adminpanel/product-sheet",
      fileForm({ intent: "upload", summaryChecked: "1" }, "sheet", good),
      { token },
    );
    expect(uploaded.status).toBe(302);
    expect(flashOf(uploaded)).toMatchObject({ tone: "success", text: t.sheet.done });
  });

  it.each(["mr", "hi"] as const)("%s: a master product's add, and adding it again", async (locale) => {
    const t = panelTexts(locale);
    const { call } = await adminIn(locale);
    const [master] = await db()
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(shops.url, "mastergrocery"), eq(shops.isMaster, 1)))
      .limit(1);
    const form = { productId: String(master!.id) };
    expect(await call("/adminpanel/master-list", form)).toMatchObject({
      ok: true,
      message: t.bulk.master.productAdded(master!.name),
    });
    expect(await call("/adminpanel/master-list", form)).toMatchObject({
      status: 400,
      error: t.bulk.master.alreadyInStore(master!.name),
    });
  });

  it("English keeps the specs' words", async () => {
    const { rice, call } = await adminIn("en");
    expect(await call("/adminpanel/prices", { id: String(rice.id), mrp: "60", finalPrice: "55" })).toMatchObject({
      message: "Price of zpRice updated successfully",
    });
    expect(await call("/adminpanel/prices", { id: String(rice.id), mrp: "", finalPrice: "55" })).toMatchObject({
      error: "MRP is required",
    });
    const text = new File(["not a picture"], "logo.png", { type: "image/png" });
    expect(await call("/adminpanel/logo", fileForm({}, "imageFile", text))).toMatchObject({
      error: "Invalid file... Check type of file",
    });
  });
});
