import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { clientSheets, clients } from "#db/schema/clinic";
import { csvText, flashOf, refusal, setShop } from "./admin-answers";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * A diet clinic's Clients screens (spec 3 §2 "Diet-clinic admin", §3 Client, §4 "Panels", §5 "Client", §8, §9) through
 * the whole Worker with a real admin session: a shop that is not a clinic gets 404 everywhere; a basic clinic sees only
 * the premium notice and its posts and download answer 403; add, update and delete with the spec's texts; refusals that
 * change nothing; another clinic's clients answering 404; and the CSV's contents.
 */

const PREMIUM_ONLY = "This feature is available in Premium version !";
const CSV_HEADER =
  "\uFEFFName,Age,Address,WhatsApp No.,Weight,Height,Illness,Status,Delivery Day,Extra Info,Date Added\r\n";
const DIET_CLINIC = 7;

let a: TestShop;
let b: TestShop;
let token: string;

beforeEach(async () => {
  a = await createTestShop({ shopTypeId: DIET_CLINIC });
  b = await createTestShop({ shopTypeId: DIET_CLINIC });
  await makeShopReady(a); // ready and premium
  await makeShopReady(b);
  token = (await asAdminOf(a)).token!;
});

const asha = {
  name: "Asha Deshmukh",
  age: "42",
  address: "12, MG Road, Pune",
  whatsApp: "9876543210",
  weightOriginal: "72 kg",
  height: "5 ft 4 in",
  illness: "Thyroid",
  status: "Active",
  dietDeliveryDay: "Wednesday",
  extraInfo: "No sugar",
};

const clientsOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(clients).where(eq(clients.shopId, shop.id)).orderBy(clients.id);
const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });

async function addClient(fields: Partial<typeof asha> = {}) {
  const response = await post("/adminpanel/clients/new", { ...asha, ...fields });
  expect(response.status, await response.clone().text()).toBe(302);
  const rows = await clientsOf(a);
  return { response, row: rows[rows.length - 1]! };
}

describe("only a diet clinic has client screens", () => {
  it("a grocery shop's admin gets 404 on every client screen, post and the CSV, and nothing is written", async () => {
    const grocery = await createTestShop();
    await makeShopReady(grocery);
    const groceryToken = (await asAdminOf(grocery)).token!;
    const [theirs] = await db()
      .insert(clients)
      .values({ shopId: grocery.id, name: "Stray Client", whatsApp: "9000000001" })
      .returning();
    const id = String(theirs!.id);
    for (const path of [
      "/adminpanel/clients",
      "/adminpanel/clients/new",
      `/adminpanel/clients/${id}`,
      "/adminpanel/clients.csv",
    ]) {
      const response = await get(path, { token: groceryToken });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Stray Client");
    }
    const posts = [
      await postForm("/adminpanel/clients/new", asha, { token: groceryToken }),
      await postForm(`/adminpanel/clients/${id}`, asha, { token: groceryToken }),
      await postForm(`/adminpanel/clients/${id}`, { intent: "delete", id }, { token: groceryToken }),
      await postForm("/adminpanel/clients", { intent: "delete", id }, { token: groceryToken }),
    ];
    expect(posts.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(await clientsOf(grocery)).toEqual([theirs]);
  });
});

describe("the premium lock", () => {
  it("a basic clinic sees only 'This feature is available in Premium version !'; posts and the CSV answer 403 and change nothing", async () => {
    const [mine] = await db()
      .insert(clients)
      .values({ shopId: a.id, name: "Meena Kulkarni", whatsApp: "9000000002", address: "Camp, Pune" })
      .returning();
    await setShop(a, { versionTypeId: 1 });
    for (const path of [
      "/adminpanel/clients",
      "/adminpanel/clients/new",
      `/adminpanel/clients/${mine!.id}`,
      "/adminpanel/clients/999999",
    ]) {
      const response = await get(path, { token });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(PREMIUM_ONLY);
      expect(html, path).not.toContain("Meena Kulkarni");
      expect(html, path).not.toContain('name="whatsApp"');
      expect(html, path).not.toContain("Download Client Information");
    }
    const id = String(mine!.id);
    const posts = [
      await post("/adminpanel/clients/new", asha),
      await post(`/adminpanel/clients/${id}`, asha),
      await post(`/adminpanel/clients/${id}`, { intent: "delete", id }),
      await post("/adminpanel/clients", { intent: "delete", id }),
    ];
    for (const response of posts) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(PREMIUM_ONLY);
    }
    const csv = await get("/adminpanel/clients.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([403, PREMIUM_ONLY]);
    expect(await clientsOf(a)).toEqual([mine]);
  });
});

describe("add, update and delete", () => {
  it("ADD stays on ADD with 'Client {name} added successfully.' and stores every field, the age as an integer", async () => {
    const { response, row } = await addClient({ name: "  Asha Deshmukh ", age: "042" });
    expect(response.headers.get("Location")).toBe("/adminpanel/clients/new");
    expect(flashOf(response)).toMatchObject({
      tone: "success",
      text: "Client Asha Deshmukh added successfully.",
      changedIds: [row.id],
    });
    expect(row).toMatchObject({ ...asha, age: 42, shopId: a.id });

    const list = await (await get("/adminpanel/clients", { token })).text();
    for (const text of [
      "LIST OF CLIENTS (1)",
      "Asha Deshmukh",
      "Active",
      "Wednesday",
      "9876543210",
      "12, MG Road, Pune",
      "Add a Client",
      "Search Clients",
      "Download Client Information",
    ]) {
      expect(list, text).toContain(text);
    }
    expect(list).not.toContain("List of Clients");
    const form = await (await get(`/adminpanel/clients/${row.id}`, { token })).text();
    expect(form).toContain("List of Clients");
    expect(form).toContain('value="Thyroid"');
  });

  it("UPDATE returns to LIST with \"The client '{name}' updated successfully.\" and the client first", async () => {
    const { row } = await addClient();
    const updated = await post(`/adminpanel/clients/${row.id}`, {
      ...asha,
      name: "Asha Patil",
      status: "On Hold",
      dietDeliveryDay: "Sunday",
      age: "43",
    });
    expect([updated.status, updated.headers.get("Location")]).toEqual([302, "/adminpanel/clients"]);
    expect(flashOf(updated)).toMatchObject({
      tone: "success",
      text: "The client 'Asha Patil' updated successfully.",
      changedIds: [row.id],
    });
    const [kept] = await clientsOf(a);
    expect(kept).toMatchObject({
      id: row.id,
      name: "Asha Patil",
      status: "On Hold",
      dietDeliveryDay: "Sunday",
      age: 43,
    });
    expect(kept!.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
  });

  it("DELETE from the list and from UPDATE says '{name} deleted successfully'; the client's sheets go with them", async () => {
    const { row: first } = await addClient();
    const { row: second } = await addClient({ name: "Ravi Kulkarni", whatsApp: "9123456780" });
    await db()
      .insert(clientSheets)
      .values({ shopId: a.id, clientId: first.id, sheetNumber: 1, dietNumber: 1, dateOfDelivery: "2026-01-01" });
    const fromList = await post("/adminpanel/clients", { intent: "delete", id: String(first.id) });
    expect([fromList.status, fromList.headers.get("Location"), flashOf(fromList).text]).toEqual([
      302,
      "/adminpanel/clients",
      "Asha Deshmukh deleted successfully",
    ]);
    expect(await db().select().from(clientSheets).where(eq(clientSheets.clientId, first.id))).toEqual([]);
    const fromEdit = await post(`/adminpanel/clients/${second.id}`, { intent: "delete", id: String(second.id) });
    expect([fromEdit.status, fromEdit.headers.get("Location"), flashOf(fromEdit).text]).toEqual([
      302,
      "/adminpanel/clients",
      "Ravi Kulkarni deleted successfully",
    ]);
    expect(await clientsOf(a)).toEqual([]);
    expect((await post("/adminpanel/clients", { intent: "delete", id: String(second.id) })).status).toBe(404);
  });

  it("bad input is answered with the form's message, the values are sent back, and nothing changes", async () => {
    const { row } = await addClient();
    const before = await clientsOf(a);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...asha, name: "Asha" }, "Min 5 characters required"],
      [{ ...asha, name: "x".repeat(41) }, "Maximum 40 characters allowed"],
      [{ ...asha, age: "" }, "Age is required"],
      [{ ...asha, age: "4a" }, "Enter only digits"],
      [{ ...asha, age: "1000" }, "Maximum 3 digits allowed"],
      [{ ...asha, address: "Pune" }, "Min 5 characters required"],
      [{ ...asha, whatsApp: "98765" }, "Min 10 digits required"],
      [{ ...asha, whatsApp: "98765-4321" }, "Enter only digits"],
      [{ ...asha, weightOriginal: "7" }, "Min 2 characters required"],
      [{ ...asha, height: "x".repeat(11) }, "Maximum 10 characters allowed"],
      [{ ...asha, illness: "x".repeat(101) }, "Maximum 100 characters allowed"],
      [{ ...asha, status: "" }, "Status is required"],
      [{ ...asha, status: "Deleted" }, "Status is required"],
      [{ ...asha, dietDeliveryDay: "" }, "Delivery day is required"],
      [{ ...asha, dietDeliveryDay: "Funday" }, "Delivery day is required"],
      [{ ...asha, extraInfo: "x" }, "Min 2 characters required"],
      [{ name: "Ravi Kulkarni" }, "Age is required"],
    ];
    for (const [fields, message] of cases) {
      const added = await refusal(await post("/adminpanel/clients/new", fields), "routes/admin/clients/new");
      expect([added.status, added.answer?.error], message).toEqual([400, message]);
      expect(added.answer?.values?.name, message).toBe(fields.name);
      const updated = await refusal(await post(`/adminpanel/clients/${row.id}`, fields), "routes/admin/clients/edit");
      expect([updated.status, updated.answer?.error], message).toEqual([400, message]);
    }
    // A list post that is not a delete, and ids that are no id.
    expect((await post("/adminpanel/clients", { intent: "update", id: String(row.id) })).status).toBe(400);
    for (const id of ["0", "-1", "abc", "1e3", ""])
      expect((await post("/adminpanel/clients", { intent: "delete", id })).status, id).toBe(404);
    expect((await get("/adminpanel/clients/abc", { token })).status).toBe(404);
    expect(await clientsOf(a)).toEqual(before);
  });
});

describe("another clinic's clients", () => {
  it("answer 404 on every screen and post, stay as they were, and A sees none of them", async () => {
    const [theirs] = await db()
      .insert(clients)
      .values({ shopId: b.id, name: "B Client Name", whatsApp: "9000000031", address: "B Street" })
      .returning();
    const id = String(theirs!.id);
    const before = await shopRowsSnapshot(b.id);
    expect((await get(`/adminpanel/clients/${id}`, { token })).status).toBe(404);
    expect((await post(`/adminpanel/clients/${id}`, asha)).status).toBe(404);
    expect((await post(`/adminpanel/clients/${id}`, { intent: "delete", id })).status).toBe(404);
    expect((await post("/adminpanel/clients", { intent: "delete", id })).status).toBe(404);
    const list = await (await get("/adminpanel/clients", { token })).text();
    expect(list).toContain("NO CLIENTS");
    expect(list).not.toContain("B Client Name");
    const csv = await get("/adminpanel/clients.csv", { token });
    expect([csv.status, await csv.text()]).toEqual([404, "Invalid data"]);
    expect(await shopRowsSnapshot(b.id)).toEqual(before);
  });
});

describe("the CSV", () => {
  it("an empty list answers 404 'Invalid data'; otherwise 'Clients.csv' with the spec's columns, by name", async () => {
    const empty = await get("/adminpanel/clients.csv", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "Invalid data"]);
    await addClient();
    await addClient({
      name: "=HYPERLINK(1) Ravi",
      age: "7",
      address: "Shivajinagar",
      whatsApp: "9123456780",
      status: "enquired",
      dietDeliveryDay: "Monday",
      extraInfo: "-2 kg",
    });
    const csv = await get("/adminpanel/clients.csv", { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toContain('filename="Clients.csv"');
    const text = await csvText(csv);
    expect(text.startsWith(CSV_HEADER)).toBe(true);
    const lines = text.slice(CSV_HEADER.length).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^'=HYPERLINK\(1\) Ravi,7,Shivajinagar,"=""9123456780""",72 kg,5 ft 4 in,Thyroid,enquired,Monday,'-2 kg,\d{1,2}\/\d{1,2}\/20\d\d$/,
    );
    expect(lines[1]).toMatch(
      /^Asha Deshmukh,42,12- MG Road- Pune,"=""9876543210""",72 kg,5 ft 4 in,Thyroid,Active,Wednesday,No sugar,\d{1,2}\/\d{1,2}\/20\d\d$/,
    );
    expect(lines[2]).toBe("");
  });
});
