import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { istDate } from "#app/domain/time";
import { clientSheets, clients } from "#db/schema/clinic";
import { flashOf, refusal, setShop } from "./admin-answers";
import {
  a,
  addSheet,
  asha,
  b,
  bClient,
  PREMIUM_ONLY,
  post,
  ravi,
  sheetsOf,
  startEachWithTwoClinics,
  token,
} from "./clinic-sheets-fixture";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/* A diet clinic's Client Sheets: who may open them, choosing a client, add, update and delete (clinic-sheets-fixture.ts). */

startEachWithTwoClinics();

describe("who may open Client Sheets", () => {
  it("a shop that is not a clinic gets 404 on every Client Sheets screen and post, even premium", async () => {
    const grocery = await createTestShop();
    await makeShopReady(grocery);
    const groceryToken = (await asAdminOf(grocery)).token!;
    const [theirs] = await db()
      .insert(clients)
      .values({ shopId: grocery.id, name: "Grocery Client", whatsApp: "9000000001" })
      .returning();
    const [sheet] = await db()
      .insert(clientSheets)
      .values({ shopId: grocery.id, clientId: theirs!.id, sheetNumber: 1, dietNumber: 1, dateOfDelivery: "2026-11-01" })
      .returning();
    const paths = [
      "/adminpanel/client-sheets",
      `/adminpanel/client-sheets?client=${theirs!.id}`,
      `/adminpanel/client-sheets/new?client=${theirs!.id}`,
      `/adminpanel/client-sheets/${sheet!.id}`,
      `/adminpanel/client-sheets/${sheet!.id}/print`,
    ];
    for (const path of paths) expect((await get(path, { token: groceryToken })).status, path).toBe(404);
    const fields = { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01", clientId: String(theirs!.id) };
    for (const [path, body] of [
      [`/adminpanel/client-sheets/new?client=${theirs!.id}`, fields],
      [`/adminpanel/client-sheets/${sheet!.id}`, fields],
      [`/adminpanel/client-sheets/${sheet!.id}`, { intent: "delete", id: String(sheet!.id) }],
    ] as const) {
      expect((await postForm(path, body, { token: groceryToken })).status, path).toBe(404);
    }
    expect(await sheetsOf(grocery)).toEqual([sheet]);
  });

  it("version 1 sees only the premium notice on every screen; its posts answer 403 and change nothing", async () => {
    const { row } = await addSheet(asha);
    await setShop(a, { versionTypeId: 1 });
    for (const path of [
      "/adminpanel/client-sheets",
      `/adminpanel/client-sheets?client=${asha}`,
      `/adminpanel/client-sheets/new?client=${asha}`,
      `/adminpanel/client-sheets/${row.id}`,
      `/adminpanel/client-sheets/${row.id}/print`,
    ]) {
      const response = await get(path, { token });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(PREMIUM_ONLY);
      expect(html, path).not.toContain("Asha Deshpande");
      expect(html, path).not.toContain("Low salt");
      expect(html, path).not.toContain('name="dietNumber"');
    }
    const before = await sheetsOf(a);
    for (const [path, body] of [
      [
        `/adminpanel/client-sheets/new?client=${asha}`,
        { dietNumber: "1", clientWeight: "79", dateOfDelivery: "2026-11-08" },
      ],
      [
        `/adminpanel/client-sheets/${row.id}`,
        { dietNumber: "3", clientWeight: "70", dateOfDelivery: "2026-11-08", clientId: String(ravi) },
      ],
      [`/adminpanel/client-sheets/${row.id}`, { intent: "delete", id: String(row.id) }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toContain(PREMIUM_ONLY);
    }
    expect(await sheetsOf(a)).toEqual(before);
  });
});

describe("choosing a client", () => {
  it("lists the clinic's own clients by name in a GET form; ?client= opens that client's list", async () => {
    const html = await (await get("/adminpanel/client-sheets", { token })).text();
    expect(html).toMatch(/<form [^>]*action="\/adminpanel\/client-sheets" method="get">/);
    expect(html).toContain(
      `<option value="${asha}">Asha Deshpande</option><option value="${ravi}">Ravi Kulkarni</option>`,
    );
    expect(html).not.toContain("Bharati Shinde");
    expect(html).not.toContain("Add a Client Sheet");

    const list = await (await get(`/adminpanel/client-sheets?client=${ravi}`, { token })).text();
    expect(list).toContain("NO CLIENT SHEETS");
    expect(list).toContain("Ravi Kulkarni has no sheets yet.");
    expect(list).toMatch(
      new RegExp(`href="/adminpanel/client-sheets/new\\?client=${ravi}"[^>]*>Add a Client Sheet</a>`),
    );
    // An empty choice is no choice; a malformed id or another shop's client is a 404.
    expect((await get("/adminpanel/client-sheets?client=", { token })).status).toBe(200);
    for (const client of [String(bClient), "abc", "0", "-1", "999999999"])
      expect((await get(`/adminpanel/client-sheets?client=${client}`, { token })).status, client).toBe(404);
  });

  it("a clinic without clients is told so, with the way to add one; ADD without a client goes back to the choice", async () => {
    await db().delete(clients).where(eq(clients.shopId, a.id));
    const html = await (await get("/adminpanel/client-sheets", { token })).text();
    expect(html).toContain("There are no clients yet. Add a client first, then their sheets.");
    expect(html).toContain('href="/adminpanel/clients/new"');
    const add = await get("/adminpanel/client-sheets/new", { token });
    expect([add.status, add.headers.get("Location")]).toEqual([302, "/adminpanel/client-sheets"]);
  });
});

describe("add, update and delete", () => {
  it("ADD numbers each client's sheets 1, 2, 3… and stays on ADD with 'Client sheet {n} added successfully.'", async () => {
    const form = await (await get(`/adminpanel/client-sheets/new?client=${asha}`, { token })).text();
    expect(form).toContain("Add a Client Sheet");
    // The client travels in the URL, also when the page posts without JavaScript.
    expect(form).toMatch(
      new RegExp(`<form [^>]*action="/adminpanel/client-sheets/new\\?client=${asha}" method="post">`),
    );
    expect(form).toContain("Asha Deshpande");
    expect(form).toMatch(
      new RegExp(`href="/adminpanel/client-sheets\\?client=${asha}"[^>]*>List of Client Sheets</a>`),
    );
    // The date picker starts on today's date in India.
    expect(form).toMatch(new RegExp(`type="date"[^>]*name="dateOfDelivery" value="${istDate(new Date())}"`));

    const first = await addSheet(asha, { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" });
    expect(first.response.headers.get("Location")).toBe(`/adminpanel/client-sheets/new?client=${asha}`);
    expect(flashOf(first.response)).toMatchObject({
      tone: "success",
      text: "Client sheet 1 added successfully.",
      changedIds: [first.row.id],
    });
    expect(first.row).toMatchObject({
      shopId: a.id,
      clientId: asha,
      sheetNumber: 1,
      dietNumber: 1,
      clientWeight: "80",
      dateOfDelivery: "2026-11-01",
    });

    const second = await addSheet(asha, { dietNumber: " 03 ", clientWeight: " 78.5 ", dateOfDelivery: "2026-11-08" });
    expect(flashOf(second.response).text).toBe("Client sheet 2 added successfully.");
    expect(second.row).toMatchObject({ sheetNumber: 2, dietNumber: 3, clientWeight: "78.5" });
    // Each client has a numbering of its own; another clinic's numbering is its own too.
    expect((await addSheet(ravi)).row.sheetNumber).toBe(1);
    expect((await addSheet(asha)).row.sheetNumber).toBe(3);
    const bToken = (await asAdminOf(b)).token!;
    const bAdded = await postForm(
      `/adminpanel/client-sheets/new?client=${bClient}`,
      { dietNumber: "7", clientWeight: "60", dateOfDelivery: "2026-11-01" },
      { token: bToken },
    );
    expect(flashOf(bAdded).text).toBe("Client sheet 1 added successfully.");
  });

  it("UPDATE returns to the client's LIST with \"The client sheet '{n}' updated successfully.\" and the sheet on top", async () => {
    await addSheet(asha);
    const { row } = await addSheet(asha, { clientWeight: "79" });
    const edit = await (await get(`/adminpanel/client-sheets/${row.id}`, { token })).text();
    expect(edit).toContain("Update Client sheet 2");
    expect(edit).toContain(`<option value="${asha}" selected="">Asha Deshpande</option>`);

    const updated = await post(`/adminpanel/client-sheets/${row.id}`, {
      dietNumber: "3",
      clientWeight: "78",
      dateOfDelivery: "2026-11-09",
      clientId: String(asha),
    });
    expect([updated.status, updated.headers.get("Location")]).toEqual([
      302,
      `/adminpanel/client-sheets?client=${asha}`,
    ]);
    expect(flashOf(updated)).toMatchObject({
      tone: "success",
      text: "The client sheet '2' updated successfully.",
      changedIds: [row.id],
    });
    const [changed] = await db().select().from(clientSheets).where(eq(clientSheets.id, row.id));
    expect(changed).toMatchObject({
      clientId: asha,
      sheetNumber: 2,
      dietNumber: 3,
      clientWeight: "78",
      dateOfDelivery: "2026-11-09",
    });
  });

  it("moves a sheet to another client of the clinic (it takes that client's next number), never to another shop's client", async () => {
    await addSheet(ravi);
    const { row } = await addSheet(asha);
    const moved = await post(`/adminpanel/client-sheets/${row.id}`, {
      dietNumber: "1",
      clientWeight: "80",
      dateOfDelivery: "2026-11-01",
      clientId: String(ravi),
    });
    expect([moved.status, moved.headers.get("Location"), flashOf(moved).text]).toEqual([
      302,
      `/adminpanel/client-sheets?client=${ravi}`,
      "The client sheet '2' updated successfully.",
    ]);
    expect((await db().select().from(clientSheets).where(eq(clientSheets.id, row.id)))[0]).toMatchObject({
      clientId: ravi,
      sheetNumber: 2,
    });

    const before = await sheetsOf(a);
    const bBefore = await shopRowsSnapshot(b.id);
    const stolen = await post(`/adminpanel/client-sheets/${row.id}`, {
      dietNumber: "1",
      clientWeight: "80",
      dateOfDelivery: "2026-11-01",
      clientId: String(bClient),
    });
    expect(stolen.status).toBe(404);
    for (const clientId of ["abc", "-5", "1.5"])
      expect(
        (
          await post(`/adminpanel/client-sheets/${row.id}`, {
            dietNumber: "1",
            clientWeight: "80",
            dateOfDelivery: "2026-11-01",
            clientId,
          })
        ).status,
        clientId,
      ).toBe(404);
    const none = await refusal(
      await post(`/adminpanel/client-sheets/${row.id}`, {
        dietNumber: "1",
        clientWeight: "80",
        dateOfDelivery: "2026-11-01",
        clientId: "",
      }),
      "routes/admin/client-sheets/edit",
    );
    expect([none.status, none.answer?.error]).toEqual([400, "Client is required"]);
    expect(await sheetsOf(a)).toEqual(before);
    expect(await shopRowsSnapshot(b.id)).toEqual(bBefore);
  });

  it("DELETE says 'Client sheet {n} deleted successfully' and goes to the client's LIST; the others keep their numbers", async () => {
    const one = await addSheet(asha);
    const two = await addSheet(asha);
    const three = await addSheet(asha);
    const deleted = await post(`/adminpanel/client-sheets/${two.row.id}`, { intent: "delete", id: String(two.row.id) });
    expect([deleted.status, deleted.headers.get("Location"), flashOf(deleted).text]).toEqual([
      302,
      `/adminpanel/client-sheets?client=${asha}`,
      "Client sheet 2 deleted successfully",
    ]);
    expect((await sheetsOf(a)).map((s) => [s.id, s.sheetNumber])).toEqual([
      [one.row.id, 1],
      [three.row.id, 3],
    ]);
    // The next one follows the highest number.
    expect((await addSheet(asha)).row.sheetNumber).toBe(4);
    expect(
      (await post(`/adminpanel/client-sheets/${two.row.id}`, { intent: "delete", id: String(two.row.id) })).status,
    ).toBe(404);
  });
});
