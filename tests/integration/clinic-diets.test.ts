import { describe, expect, it } from "vitest";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { addDiet } from "#app/server/clinic/diets.server";
import { csvText, flashOf, refusal } from "./admin-answers";
import {
  a,
  addDietOf,
  b,
  dietsOf,
  lowSalt,
  post,
  STORED_CONTENT,
  sheetNaming,
  startEachWithTwoClinics,
  token,
} from "./clinic-diets-fixture";
import { asAdminOf, db } from "./helpers";
import { get, postForm } from "./route-harness";

/*
 * A diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §5 "Diet", §8, §9) through the whole Worker with a real
 * admin session: add, update and delete with the spec's texts; refusals that change nothing (the field rules, a diet
 * number another diet has, a diet client sheets use); the CSV's contents. Who may reach them (not a clinic, the premium
 * lock, another clinic's diets): clinic-diets-guards.test.ts.
 */

const CSV_HEADER = "\uFEFFDiet Number,Type,Name,Content\r\n";

startEachWithTwoClinics();

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
