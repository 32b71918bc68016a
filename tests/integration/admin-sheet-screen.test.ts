import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { toCsv } from "#app/domain/admin/csv";
import { products } from "#db/schema/catalogue";
import { SHEET_HEADER } from "../fixtures/product-sheet-header";
import { asAdminOf, db, seedTwoShops, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The Product Sheet screen and its download through the Worker (routes, admin pipeline, action) with a real admin
 * session: the answers a script gets past the browser. The screen's messages as the owner sees them are in
 * tests/e2e/admin-sheet.spec.ts; the sheet's rules themselves in admin-sheet.test.ts.
 */

const SCREEN = "/adminpanel/product-sheet";

let a: TestShop;
let b: TestShop;
let token: string | null;

const rowsOf = (shopId: number) =>
  db().select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));
const sheet = (rows: string[][], name = "products.csv") => new File([toCsv(rows)], name, { type: "text/csv" });
const newRow = (name: string) => ["", name, "", "", "50", "45", "Number", "Yes", "9", "", "", ""];
/** A sheet that renames the given (another shop's) products. */
const hijack = (rows: { id: number }[]) =>
  sheet([
    SHEET_HEADER,
    ...rows.map((p) => [String(p.id), "Hijacked", "", "", "1", "1", "Number", "No", "1", "", "", ""]),
  ]);

/** The download's bytes: its byte-order mark, and the text after it. */
async function downloaded(response: Response): Promise<{ bom: number[]; text: string }> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bom: [...bytes.subarray(0, 3)], text: new TextDecoder().decode(bytes.subarray(3)) };
}

beforeEach(async () => {
  ({ a, b } = await seedTwoShops());
  await makeShopReady(a);
  await makeShopReady(b);
  await db()
    .insert(products)
    .values(["B Tea", "B Sugar", "B Rice"].map((name) => ({ shopId: b.id, name, mrpPaise: 5000, pricePaise: 4500 })));
  token = (await asAdminOf(a)).token;
});

describe("the product sheet through the Worker", () => {
  it("refuses another shop's product IDs posted straight to Upload, and the other shop is unchanged", async () => {
    const bBefore = await rowsOf(b.id);
    const response = await postForm(
      SCREEN,
      { intent: "upload", summaryChecked: "1", sheet: hijack(bBefore) },
      { token },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Do not write ID for new products...");
    expect(await rowsOf(b.id)).toEqual(bBefore);
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it("the download is this shop's own: named after it, with a byte-order mark, and none of another shop's rows", async () => {
    const response = await get("/adminpanel/product-sheet.csv", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${a.url}-products.csv"`);
    expect(await downloaded(response)).toEqual({ bom: [0xef, 0xbb, 0xbf], text: `${SHEET_HEADER.join(",")}\r\n` });
  });

  it("refuses an upload without Summary Checked, a body far over the cap and a zip named .csv, and writes nothing", async () => {
    const unticked = await postForm(
      SCREEN,
      { intent: "upload", sheet: sheet([SHEET_HEADER, newRow("Sneaky")]) },
      { token },
    );
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick Summary Checked first.");

    const huge = await postForm(
      SCREEN,
      { intent: "analyse", sheet: new File([new Uint8Array(200_000).fill(0x41)], "huge.csv", { type: "text/csv" }) },
      { token },
    );
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain("File-size should be below 20kb");

    // The browser refuses such a file as soon as it is chosen; the server does too, whatever its name says.
    const zip = await postForm(
      SCREEN,
      {
        intent: "analyse",
        sheet: new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], "sheet.csv", { type: "text/csv" }),
      },
      { token },
    );
    expect(await zip.text()).toContain("Check type of file");

    expect(await rowsOf(a.id)).toEqual([]);
    const after = await get("/adminpanel/product-sheet.csv", { token });
    expect((await downloaded(after)).text).toBe(`${SHEET_HEADER.join(",")}\r\n`);
  });

  it("sends anonymous requests to the sign-in, and an anonymous upload writes nothing", async () => {
    const bBefore = await rowsOf(b.id);
    for (const anonymous of [
      await get("/adminpanel/product-sheet.csv"),
      await get(SCREEN),
      await postForm(SCREEN, { intent: "upload", summaryChecked: "1", sheet: hijack(bBefore) }),
    ]) {
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe("/adminpanel/");
    }
    expect(await rowsOf(b.id)).toEqual(bBefore);
  });
});
