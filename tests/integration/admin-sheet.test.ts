import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readCsv, toCsv } from "#app/domain/admin/csv";
import { sheetRows } from "#app/domain/admin/product-sheet";
import { applySheet, loadSheetProducts, productSheetCsv, uploadSheet } from "#app/server/admin/product-sheet.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { brands, categories, products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { DEMO_STORES } from "../../scripts/seed/demo-stores";
import { seed } from "../../scripts/seed/seed";
import { SHEET_HEADER } from "../fixtures/product-sheet-header";
import { db, seedTwoShops, type TestShop } from "./helpers";

/*
 * The product sheet's server module in workerd on the real migrations, with two shops: A's sheet can only ever read
 * and write A's products, and an upload writes all of its rows or none.
 */

let a: TestShop;
let b: TestShop;
let bCategory: number;

const product = (shopId: number, name: string, over: Partial<typeof products.$inferInsert> = {}) => ({
  shopId,
  name,
  nameRegional: "",
  information: "",
  mrpPaise: 5000,
  pricePaise: 4500,
  unitId: 1,
  rating: 5,
  ...over,
});

const rowsOf = (shopId: number) =>
  db().select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));
const csvFile = (text: string, name = "sheet.csv", type = "text/csv") => new File([text], name, { type });
const sheetOf = (rows: string[][]) => csvFile(toCsv(rows));
const limitOf = async (shop: TestShop) =>
  (await db().select({ n: shops.productsLimit }).from(shops).where(eq(shops.id, shop.id)))[0]!.n;
const upload = async (shop: TestShop, file: File) => uploadSheet(bindToShop(db(), shop.id), await limitOf(shop), file);
const downloadRows = async (shop: TestShop) =>
  readCsv(await productSheetCsv(bindToShop(db(), shop.id))).filter((r) => r.some((c) => c !== ""));

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  const [aCat] = await db().insert(categories).values({ shopId: a.id, name: "Vegetables" }).returning();
  const [bCat] = await db().insert(categories).values({ shopId: b.id, name: "B secret category" }).returning();
  const [aBrand] = await db().insert(brands).values({ shopId: a.id, name: "Gharguti" }).returning();
  bCategory = bCat!.id;
  await db()
    .insert(products)
    .values([
      product(a.id, "Onion", {
        nameRegional: "कांदा",
        unitId: 2,
        mrpPaise: 4000,
        pricePaise: 3550,
        categoryId: aCat!.id,
        searchWords: "kanda",
      }),
      product(a.id, "Atta 5 kg", { brandId: aBrand!.id, information: "Pack, chakki fresh" }),
      // A row that points at another shop's category (never made by the app): the sheet must not reveal its name.
      product(a.id, "Odd one", { categoryId: bCategory, inStock: 0 }),
    ]);
  await db()
    .insert(products)
    .values([product(b.id, "B Tea", { mrpPaise: 9900, pricePaise: 9900 }), product(b.id, "B Sugar")]);
});

describe("download", () => {
  it("holds exactly the shop's products, with its own categories and brands by name", async () => {
    const rows = await downloadRows(a);
    expect(rows[0]).toEqual(SHEET_HEADER);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[5], r[6], r[7], r[9], r[10]])).toEqual([
      ["Onion", "40", "35.5", "Multiple of 250 gm", "Yes", "Vegetables", ""],
      ["Atta 5 kg", "50", "45", "Number", "Yes", "", "Gharguti"],
      ["Odd one", "50", "45", "Number", "No", "", ""],
    ]);
    const text = await productSheetCsv(bindToShop(db(), a.id));
    expect(text.startsWith("\uFEFF")).toBe(true);
    for (const secret of ["B Tea", "B Sugar", "B secret category"]) expect(text).not.toContain(secret);
  });

  it("round trip: uploading the download unchanged writes nothing", async () => {
    const before = await rowsOf(a.id);
    const result = await upload(a, csvFile(await productSheetCsv(bindToShop(db(), a.id))));
    expect(result.written).toBe(false);
    if (result.written) return;
    expect(result.analysis.problems).toEqual([]);
    expect(result.analysis.unchanged).toHaveLength(3);
    expect(await rowsOf(a.id)).toEqual(before);
  });
});

describe("the demo stores' own sheets", () => {
  it.each(DEMO_STORES.map((d) => d.url))(
    "%s: the download goes back in unchanged, within the size cap",
    async (url) => {
      await seed(db(), { localCredentials: false });
      const [shop] = await db().select().from(shops).where(eq(shops.url, url));
      const text = await productSheetCsv(bindToShop(db(), shop!.id));
      const result = await uploadSheet(bindToShop(db(), shop!.id), shop!.productsLimit, csvFile(text));
      expect(result.written).toBe(false);
      if (result.written) return;
      expect(result.analysis.problems).toEqual([]);
      expect(result.analysis.rejected).toEqual([]);
      expect(result.analysis.unchanged).toHaveLength((await rowsOf(shop!.id)).length);
    },
  );
});

describe("upload", () => {
  it("updates changed rows and adds new rows (empty regional name and search words, no image), scoped to the shop", async () => {
    const rows = await downloadRows(a);
    rows[1]![5] = "30";
    rows.push([
      "",
      "Garlic",
      "लसूण",
      "Desi",
      "200",
      "180.5",
      "Multiple of 250 gm",
      "yes",
      "7",
      "Vegetables",
      "Gharguti",
      "lasun",
    ]);
    const bBefore = await rowsOf(b.id);
    const result = await upload(a, sheetOf(rows));
    expect(result.written).toBe(true);
    const after = await rowsOf(a.id);
    expect(after.map((p) => [p.name, p.pricePaise])).toEqual([
      ["Onion", 3000],
      ["Atta 5 kg", 4500],
      ["Odd one", 4500],
      ["Garlic", 18050],
    ]);
    const garlic = after[3]!;
    expect(garlic).toMatchObject({
      shopId: a.id,
      nameRegional: "",
      information: "Desi",
      mrpPaise: 20000,
      unitId: 2,
      inStock: 1,
      rating: 7,
      imageKey: null,
      searchWords: "",
      categoryId: null,
      brandId: null,
    });
    // Read-only columns stay as they were on existing rows.
    expect(after[0]).toMatchObject({ nameRegional: "कांदा", searchWords: "kanda" });
    expect(result.written && [...result.changedIds].sort()).toEqual([after[0]!.id, garlic.id].sort());
    expect(await rowsOf(b.id)).toEqual(bBefore);
  });

  it("refuses B's product IDs in A's sheet with 'Do not write ID for new products...' and writes nothing anywhere", async () => {
    const rows = await downloadRows(a);
    const [bTea] = await rowsOf(b.id);
    rows.push([String(bTea!.id), "Hijacked", "", "", "1", "1", "Number", "No", "1", "", "", ""]);
    const aBefore = await rowsOf(a.id);
    const bBefore = await rowsOf(b.id);
    const result = await upload(a, sheetOf(rows));
    expect(result.written).toBe(false);
    expect(!result.written && result.analysis.rejected).toEqual([
      { row: 5, id: String(bTea!.id), name: "Hijacked", reasons: ["Do not write ID for new products..."] },
    ]);
    expect(await rowsOf(a.id)).toEqual(aBefore);
    expect(await rowsOf(b.id)).toEqual(bBefore);
  });

  it("a sheet of B's products only, given to A, is a mismatch and changes nothing", async () => {
    const bSheet = await downloadRows(b);
    const result = await upload(a, sheetOf(bSheet));
    expect(!result.written && result.analysis.problems.map((p) => p.message)).toEqual([
      "Products Mismatch.. Use latest downloaded file...",
    ]);
    expect(
      !result.written &&
        result.analysis.rejected.every((r) => r.reasons.includes("Do not write ID for new products...")),
    ).toBe(true);
    expect((await rowsOf(b.id)).map((p) => p.name)).toEqual(["B Tea", "B Sugar"]);
  });

  it("applySheet itself never touches another shop's row, even when handed its id", async () => {
    const [bTea] = await rowsOf(b.id);
    const values = {
      name: "Hijacked",
      information: "",
      mrpPaise: 1,
      pricePaise: 1,
      unitId: 1 as const,
      inStock: 0 as const,
      rating: 1,
    };
    await applySheet(bindToShop(db(), a.id), { updated: [{ row: 2, id: bTea!.id, values, changes: [] }], added: [] });
    expect((await rowsOf(b.id))[0]).toMatchObject({ name: "B Tea", mrpPaise: 9900 });
  });

  it("all or nothing: one bad row among good changes writes nothing", async () => {
    const rows = await downloadRows(a);
    rows[1]![5] = "30";
    rows.push(["", "Garlic", "", "", "200", "180", "Multiple of 250 gm", "Yes", "7", "", "", ""]);
    rows.push(["", "Ginger", "", "", "abc", "180", "Multiple of 250 gm", "Yes", "7", "", "", ""]);
    const before = await rowsOf(a.id);
    const result = await upload(a, sheetOf(rows));
    expect(!result.written && result.analysis.rejected).toEqual([
      { row: 6, id: "", name: "Ginger", reasons: ["MRP: Enter only digits"] },
    ]);
    expect(await rowsOf(a.id)).toEqual(before);
  });

  it("all or nothing in the database too: a failing statement undoes the updates of the same batch", async () => {
    const [onion] = await rowsOf(a.id);
    const good = {
      name: "Onion",
      information: "",
      mrpPaise: 1,
      pricePaise: 1,
      unitId: 2 as const,
      inStock: 1 as const,
      rating: 5,
    };
    // A null name breaks NOT NULL on insert, after the update statement ran in the same batch.
    const broken = { ...good, name: null as unknown as string };
    await expect(
      applySheet(bindToShop(db(), a.id), {
        updated: [{ row: 2, id: onion!.id, values: good, changes: [] }],
        added: [{ row: 5, values: broken }],
      }),
    ).rejects.toThrow();
    expect((await rowsOf(a.id))[0]).toMatchObject({ mrpPaise: 4000, pricePaise: 3550 });
  });

  it("refuses new rows beyond the plan's products limit and writes nothing", async () => {
    await db().update(shops).set({ productsLimit: 4 }).where(eq(shops.id, a.id));
    const rows = await downloadRows(a);
    rows.push(
      ["", "Garlic", "", "", "200", "180", "Number", "Yes", "7", "", "", ""],
      ["", "Ginger", "", "", "200", "180", "Number", "Yes", "7", "", "", ""],
    );
    const result = await upload(a, sheetOf(rows));
    expect(!result.written && result.analysis.problems.map((p) => p.message)).toEqual([
      "The store has reached the limit of 4 products. Go to Store-Settings to change the plan",
    ]);
    expect(await rowsOf(a.id)).toHaveLength(3);
    expect((await upload(a, sheetOf(rows.slice(0, -1)))).written).toBe(true);
    expect(await rowsOf(a.id)).toHaveLength(4);
  });

  it("refuses files that are not a CSV sheet or are too big, with 'Invalid file...'", async () => {
    const big = `${toCsv(sheetRows(await loadSheetProducts(bindToShop(db(), a.id))))}${"x".repeat(20_001)}\r\n`;
    const cases: [File | null, { message: string; detail?: string }][] = [
      [null, { message: "Invalid file..." }],
      [csvFile(""), { message: "Invalid file..." }],
      [
        csvFile(
          "PK\u0003\u0004rest",
          "sheet.xlsx",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
        { message: "Invalid file...", detail: "Check type of file" },
      ],
      [csvFile("\u0089PNG", "photo.png", "image/png"), { message: "Invalid file...", detail: "Check type of file" }],
      [csvFile(big), { message: "Invalid file...", detail: "File-size should be below 20kb" }],
    ];
    for (const [file, problem] of cases) {
      const result = await uploadSheet(bindToShop(db(), a.id), 150, file);
      expect(!result.written && result.analysis.problems).toEqual([problem]);
    }
    // The cap grows with the plan (decision 0009): the same file fits a 1,000-product plan.
    const bigResult = await uploadSheet(bindToShop(db(), a.id), 1000, csvFile(big));
    expect(!bigResult.written && bigResult.analysis.problems).toEqual([]);
    expect(!bigResult.written && bigResult.analysis.rejected).toHaveLength(1);
  });

  it("says 'Invalid data' for an empty CSV and 'Sorry...products without ID' for a sheet without IDs", async () => {
    const empty = await upload(a, csvFile("ID,Name\r\n"));
    expect(!empty.written && empty.analysis.problems.map((p) => p.message)).toEqual(["Invalid data"]);
    const rows = await downloadRows(a);
    const withoutIds = rows.map((r, i) => (i === 0 ? r : ["", ...r.slice(1)]));
    const result = await upload(a, sheetOf(withoutIds));
    expect(!result.written && result.analysis.problems).toEqual([{ message: "Sorry...products without ID" }]);
    expect(
      await db()
        .select()
        .from(products)
        .where(and(eq(products.shopId, a.id))),
    ).toHaveLength(3);
  });
});
