import { describe, expect, it } from "vitest";
import { diets } from "#db/schema/clinic";
import { setShop } from "./admin-answers";
import {
  a,
  addDietOf,
  b,
  dietsOf,
  lowSalt,
  PREMIUM_ONLY,
  post,
  STORED_CONTENT,
  startEachWithTwoClinics,
  token,
} from "./clinic-diets-fixture";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * Who may reach a diet clinic's Diets screens (spec 3 §2 "Diet-clinic admin", §4 "Panels", §9): the 404 for a shop that
 * is not a clinic; the premium lock on every screen, post and the CSV; another clinic's diets answering 404. Each
 * refusal changes nothing.
 */

startEachWithTwoClinics();

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
