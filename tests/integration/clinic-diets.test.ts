import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { addDiet } from "#app/server/clinic/diets.server";
import { clientSheets, clients, diets } from "#db/schema/clinic";
import { csvText, flashOf, refusal, setShop } from "./admin-answers";
import { asAdminOf, createTestShop, db, seedTwoShops, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * A diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8, §9) through the whole
 * Worker with a real admin session: the 404 for a shop that is not a clinic; the premium lock on every screen, post and
 * the CSV; add, update and delete with the spec's texts; refusals that change nothing (the field rules, a diet number
 * another diet has, a diet client sheets use); another clinic's diets answering 404; the CSV's contents.
 */

const PREMIUM_ONLY = "This feature is available in Premium version !";
const CLINIC = 7; // SHOP_TYPE.dietClinic
const CSV_HEADER = "\uFEFFDiet Number,Type,Name,Content\r\n";

let a: TestShop;
let b: TestShop;
let token: string;

beforeEach(async () => {
  ({ a, b } = await seedTwoShops({ shopTypeId: CLINIC }));
  await makeShopReady(a); // ready and premium
  await makeShopReady(b);
  token = (await asAdminOf(a)).token!;
});

const lowSalt = {
  dietNumber: "12",
  dietType: "Easy",
  dietName: "Low salt",
  dietContent: "Breakfast: poha, green tea.\r\nLunch: two chapatis, dal.\r\nDinner: soup.",
};
const STORED_CONTENT = "Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup.";

const dietsOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(diets).where(eq(diets.shopId, shop.id)).orderBy(diets.id);
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });

async function addDietOf(fields: Partial<typeof lowSalt> = {}) {
  const response = await post("/adminpanel/diets/new", { ...lowSalt, ...fields });
  expect(response.status, await response.clone().text()).toBe(302);
  const rows = await dietsOf(a);
  return { response, row: rows.at(-1)! };
}

/** A client of `shop` with one sheet naming `dietNumber`. */
async function sheetNaming(shop: Pick<TestShop, "id">, dietNumber: number) {
  const [client] = await db()
    .insert(clients)
    .values({ shopId: shop.id, name: "Asha Deshmukh", whatsApp: "9000000051" })
    .returning();
  await db()
    .insert(clientSheets)
    .values({ shopId: shop.id, clientId: client!.id, sheetNumber: 1, dietNumber, dateOfDelivery: "2026-01-05" });
}

describe("a shop that is not a clinic", () => {
  it("gets 404 on every diet screen, post and the CSV", async () => {
    const grocery = await createTestShop();
    await makeShopReady(grocery);
    const groceryToken = (await asAdminOf(grocery)).token!;
    const [theirs] = await db()
      .insert(diets)
      .values({
        shopId: grocery.id,
        dietNumber: 1,
        dietName: "Stray diet",
        dietType: "Easy",
        dietContent: STORED_CONTENT,
      })
      .returning();
    for (const path of [
      "/adminpanel/diets",
      "/adminpanel/diets/new",
      `/adminpanel/diets/${theirs!.id}`,
      "/adminpanel/diets.csv",
    ]) {
      const response = await get(path, { token: groceryToken });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Stray diet");
    }
    for (const [path, fields] of [
      ["/adminpanel/diets/new", lowSalt],
      [`/adminpanel/diets/${theirs!.id}`, lowSalt],
      [`/adminpanel/diets/${theirs!.id}`, { intent: "delete", id: String(theirs!.id) }],
      ["/adminpanel/diets", { intent: "delete", id: String(theirs!.id) }],
    ] as const) {
      expect((await postForm(path, fields, { token: groceryToken })).status, path).toBe(404);
    }
    expect(await dietsOf(grocery)).toEqual([theirs]);
  });
});

describe("the premium lock", () => {
  it("a basic clinic sees only the notice on every screen; every post and the CSV answer 403 and change nothing", async () => {
    const { row } = await addDietOf();
    await setShop(a, { versionTypeId: 1 });
    for (const path of ["/adminpanel/diets", "/adminpanel/diets/new", `/adminpanel/diets/${row.id}`]) {
      const response = await get(path, { token });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(PREMIUM_ONLY);
      expect(html, path).not.toContain("Low salt");
      expect(html, path).not.toContain('name="dietName"');
      expect(html, path).not.toContain("Download Diet Information");
    }
    const before = await dietsOf(a);
    for (const [path, fields] of [
      ["/adminpanel/diets/new", { ...lowSalt, dietNumber: "13" }],
      [`/adminpanel/diets/${row.id}`, { ...lowSalt, dietName: "Changed name" }],
      [`/adminpanel/diets/${row.id}`, { intent: "delete", id: String(row.id) }],
      ["/adminpanel/diets", { intent: "delete", id: String(row.id) }],
    ] as const) {
      const response = await post(path, fields);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toContain(PREMIUM_ONLY);
    }
    const csv = await get("/adminpanel/diets.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([403, PREMIUM_ONLY]);
    expect(await dietsOf(a)).toEqual(before);
  });
});

describe("add, update and delete", () => {
  it("ADD stays on ADD with 'Diet {name} added successfully.' and stores the number, the type and the content as shown", async () => {
    const { response, row } = await addDietOf({ dietNumber: "012", dietName: "  Low salt " });
    expect(response.headers.get("Location")).toBe("/adminpanel/diets/new");
    expect(flashOf(response)).toMatchObject({
      tone: "success",
      text: "Diet Low salt added successfully.",
      changedIds: [row.id],
    });
    expect(row).toMatchObject({
      shopId: a.id,
      dietNumber: 12,
      dietType: "Easy",
      dietName: "Low salt",
      dietContent: STORED_CONTENT,
    });
    const list = await (await get("/adminpanel/diets", { token })).text();
    expect(list).toContain("LIST OF DIETS (1)");
    expect(list).toContain("Low salt");
    expect(list).toContain("Add a Diet");
    expect(list).toContain("Download Diet Information");
  });

  it("UPDATE returns to LIST with \"The diet '{name}' updated successfully.\", the diet first", async () => {
    const { row } = await addDietOf();
    const updated = await post(`/adminpanel/diets/${row.id}`, {
      dietNumber: "14",
      dietType: "Fruits",
      dietName: "Fruit day",
      dietContent: "Apple, papaya and water, 3 litres.",
    });
    expect([updated.status, updated.headers.get("Location")]).toEqual([302, "/adminpanel/diets"]);
    expect(flashOf(updated)).toMatchObject({
      tone: "success",
      text: "The diet 'Fruit day' updated successfully.",
      changedIds: [row.id],
    });
    expect(await dietsOf(a)).toEqual([
      expect.objectContaining({
        id: row.id,
        dietNumber: 14,
        dietType: "Fruits",
        dietName: "Fruit day",
        dietContent: "Apple, papaya and water, 3 litres.",
      }),
    ]);
    // The UPDATE screen shows the diet with the toggle back to the list and its Cancel.
    const form = await (await get(`/adminpanel/diets/${row.id}`, { token })).text();
    expect(form).toContain("Update diet");
    expect(form).toContain("List of Diets");
    expect(form).toContain("Cancel");
  });

  it("DELETE from the list and from the UPDATE screen says '{name} deleted successfully'", async () => {
    const { row: first } = await addDietOf();
    const { row: second } = await addDietOf({ dietNumber: "13", dietName: "Fruit day" });
    const fromList = await post("/adminpanel/diets", { intent: "delete", id: String(first.id) });
    expect([fromList.status, fromList.headers.get("Location"), flashOf(fromList).text]).toEqual([
      302,
      "/adminpanel/diets",
      "Low salt deleted successfully",
    ]);
    const fromEdit = await post(`/adminpanel/diets/${second.id}`, { intent: "delete", id: String(second.id) });
    expect([fromEdit.status, fromEdit.headers.get("Location"), flashOf(fromEdit).text]).toEqual([
      302,
      "/adminpanel/diets",
      "Fruit day deleted successfully",
    ]);
    expect(await dietsOf(a)).toEqual([]);
    expect(await (await get("/adminpanel/diets", { token })).text()).toContain("NO DIETS");
  });

  it("bad input is answered with the form's message and the values sent, and nothing changes", async () => {
    const { row } = await addDietOf();
    const before = await dietsOf(a);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...lowSalt, dietNumber: "" }, "Diet number is required"],
      [{ ...lowSalt, dietNumber: "1234" }, "Maximum 3 digits allowed"],
      [{ ...lowSalt, dietNumber: "1.5" }, "Enter only digits"],
      [{ ...lowSalt, dietNumber: "13", dietType: "" }, "Diet type is required"],
      [{ ...lowSalt, dietNumber: "13", dietType: "Keto" }, "Diet type is required"],
      [{ ...lowSalt, dietNumber: "13", dietName: "Low" }, "Min 4 characters required"],
      [{ ...lowSalt, dietNumber: "13", dietName: "x".repeat(81) }, "Maximum 80 characters allowed"],
      [{ ...lowSalt, dietNumber: "13", dietContent: "Only soup." }, "Min 20 characters required"],
      [{ ...lowSalt, dietNumber: "13", dietContent: "y".repeat(1001) }, "Maximum 1000 characters allowed"],
      [{ dietNumber: "13", dietType: "Easy", dietName: "Low salt" }, "Diet content is required"],
    ];
    for (const [fields, message] of cases) {
      const added = await refusal(await post("/adminpanel/diets/new", fields), "routes/admin/diets/new");
      expect([added.status, added.answer?.error], message).toEqual([400, message]);
      expect(added.answer?.values?.dietNumber, message).toBe(fields.dietNumber);
      const updated = await refusal(await post(`/adminpanel/diets/${row.id}`, fields), "routes/admin/diets/edit");
      expect([updated.status, updated.answer?.error], message).toEqual([400, message]);
    }
    // An unknown intent on the list, or an id that is no id, is refused without a 500.
    expect((await post("/adminpanel/diets", { intent: "archive", id: String(row.id) })).status).toBe(400);
    expect((await post("/adminpanel/diets", { intent: "delete", id: "12abc" })).status).toBe(404);
    expect((await get("/adminpanel/diets/0", { token })).status).toBe(404);
    expect(await dietsOf(a)).toEqual(before);
  });
});

describe("the diet number is the clinic's own", () => {
  it("refuses a number another diet has ('007' is 7), naming that diet, on ADD and UPDATE; changes nothing", async () => {
    await addDietOf({ dietNumber: "7" });
    const { row: fruit } = await addDietOf({ dietNumber: "8", dietName: "Fruit day" });
    const before = await dietsOf(a);
    const added = await refusal(
      await post("/adminpanel/diets/new", { ...lowSalt, dietNumber: "007", dietName: "Green diet" }),
      "routes/admin/diets/new",
    );
    expect([added.status, added.answer?.error, added.answer?.values?.dietName]).toEqual([
      409,
      "Diet number 7 is already used by Low salt.",
      "Green diet",
    ]);
    const updated = await refusal(
      await post(`/adminpanel/diets/${fruit.id}`, { ...lowSalt, dietNumber: "7", dietName: "Fruit day" }),
      "routes/admin/diets/edit",
    );
    expect([updated.status, updated.answer?.error]).toEqual([409, "Diet number 7 is already used by Low salt."]);
    expect(await dietsOf(a)).toEqual(before);
    // Keeping its own number is fine; another clinic may use the same number.
    expect(
      (await post(`/adminpanel/diets/${fruit.id}`, { ...lowSalt, dietNumber: "8", dietName: "Fruit day" })).status,
    ).toBe(302);
    expect(
      (await postForm("/adminpanel/diets/new", { ...lowSalt, dietNumber: "7" }, { token: (await asAdminOf(b)).token! }))
        .status,
    ).toBe(302);
  });

  it("two saves of one number at once make one diet: the write itself is guarded, not only the check before it", async () => {
    const scope = bindToShop(db(), a.id);
    const input = { dietNumber: 5, dietType: "Easy", dietName: "Low salt", dietContent: STORED_CONTENT } as const;
    const results = await Promise.all([
      addDiet(scope, input),
      addDiet(scope, { ...input, dietName: "Fruit day" }),
      addDiet(scope, { ...input, dietName: "Green diet" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [kept] = await dietsOf(a);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "numberUsed", dietName: kept!.dietName },
      { ok: false, reason: "numberUsed", dietName: kept!.dietName },
    ]);
    expect(await dietsOf(a)).toHaveLength(1);
  });
});

describe("a diet that client sheets use", () => {
  it("cannot be deleted, nor its number changed; its name, type and content can; other clinics' sheets do not count", async () => {
    const { row } = await addDietOf();
    await sheetNaming(a, 12);
    await sheetNaming(a, 12);
    await sheetNaming(b, 13);
    const before = await dietsOf(a);
    for (const path of ["/adminpanel/diets", `/adminpanel/diets/${row.id}`]) {
      const response = await post(path, { intent: "delete", id: String(row.id) });
      expect(response.status, path).toBe(409);
      expect(await response.text(), path).toContain("Diet 12 is used by 2 client sheets, so it cannot be deleted.");
    }
    const renumbered = await refusal(
      await post(`/adminpanel/diets/${row.id}`, { ...lowSalt, dietNumber: "13" }),
      "routes/admin/diets/edit",
    );
    expect([renumbered.status, renumbered.answer?.error]).toEqual([
      409,
      "Diet number 12 is used by 2 client sheets, so it cannot be changed.",
    ]);
    expect(await dietsOf(a)).toEqual(before);

    expect(
      (await post(`/adminpanel/diets/${row.id}`, { ...lowSalt, dietNumber: "012", dietName: "Low salt plus" })).status,
    ).toBe(302);
    expect((await dietsOf(a))[0]).toMatchObject({ dietNumber: 12, dietName: "Low salt plus" });
    // B's sheet names 13, not A's diets: A's diet 13 comes and goes freely.
    const { row: thirteen } = await addDietOf({ dietNumber: "13", dietName: "Fruit day" });
    expect((await post("/adminpanel/diets", { intent: "delete", id: String(thirteen.id) })).status).toBe(302);
  });
});

describe("another clinic's diets", () => {
  it("answer 404 on every screen and post, and stay as they were", async () => {
    const [theirs] = await db()
      .insert(diets)
      .values({
        shopId: b.id,
        dietNumber: 3,
        dietName: "B clinic diet",
        dietType: "Tough",
        dietContent: STORED_CONTENT,
      })
      .returning();
    const id = String(theirs!.id);
    expect((await get(`/adminpanel/diets/${id}`, { token })).status).toBe(404);
    expect((await post(`/adminpanel/diets/${id}`, lowSalt)).status).toBe(404);
    expect((await post(`/adminpanel/diets/${id}`, { intent: "delete", id })).status).toBe(404);
    expect((await post("/adminpanel/diets", { intent: "delete", id })).status).toBe(404);
    const list = await (await get("/adminpanel/diets", { token })).text();
    expect(list).toContain("NO DIETS");
    expect(list).not.toContain("B clinic diet");
    const csv = await get("/adminpanel/diets.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([404, "Invalid data"]);
    expect(await dietsOf(b)).toEqual([theirs]);
  });
});

describe("the CSV", () => {
  /** The CSV as downloaded, byte-order mark included (Response.text() would drop it). */

  it("no diets answers 'Invalid data'; then 'Diets.csv' by diet number, the content's line breaks in its quoted cell", async () => {
    const empty = await get("/adminpanel/diets.csv", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
    await addDietOf();
    await addDietOf({
      dietNumber: "3",
      dietType: "Fruits",
      dietName: "Fruit day, light",
      dietContent: "-Apple and papaya, water 3 litres.",
    });
    const csv = await get("/adminpanel/diets.csv", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toContain('filename="Diets.csv"');
    expect(await csvText(csv)).toBe(
      CSV_HEADER +
        `3,Fruits,"Fruit day, light","'-Apple and papaya, water 3 litres."\r\n` +
        `12,Easy,Low salt,"Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup."\r\n`,
    );
  });
});
