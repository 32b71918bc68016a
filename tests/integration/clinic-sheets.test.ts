import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { istDate } from "#app/domain/time";
import { clientSheets, clients, diets } from "#db/schema/clinic";
import { flashOf, refusal, setShop } from "./admin-answers";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * A diet clinic's Client Sheets (spec 3 §2 "Client Sheet", §4 "Panels", §5 "ClientSheet", §8) through the whole Worker
 * with a real admin session: a clinic's only (404 elsewhere), premium only (the notice, 403 posts); choosing a client;
 * add, update and delete with the texts; the server's numbering per client; the diet number that must name one of the
 * clinic's diets; moving a sheet to another client of the clinic and never to another shop's; another shop's ids
 * answering 404; the weight chart, the WhatsApp text and the printable diet.
 */

const PREMIUM_ONLY = "This feature is available in Premium version !";
const CLINIC = 7;
const CLINIC_NAME = "Sai Diet Clinic";

let a: TestShop;
let b: TestShop;
let token: string;
/** Shop A's clients and shop B's. */
let asha: number;
let ravi: number;
let bClient: number;

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });
const sheetsOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(clientSheets).where(eq(clientSheets.shopId, shop.id)).orderBy(clientSheets.id);

async function addClient(shop: TestShop, name: string, whatsApp: string): Promise<number> {
  const [row] = await db()
    .insert(clients)
    .values({ shopId: shop.id, name, whatsApp, address: "Shivaji Nagar, Pune" })
    .returning({ id: clients.id });
  return row!.id;
}

beforeEach(async () => {
  a = await createTestShop({ shopTypeId: CLINIC });
  b = await createTestShop({ shopTypeId: CLINIC });
  await makeShopReady(a); // ready and premium
  await makeShopReady(b);
  await setShop(a, { name: CLINIC_NAME });
  token = (await asAdminOf(a)).token!;
  asha = await addClient(a, "Asha Deshpande", "9876543210");
  ravi = await addClient(a, "Ravi Kulkarni", "9123456780");
  bClient = await addClient(b, "Bharati Shinde", "9000000099");
  await db()
    .insert(diets)
    .values([
      {
        shopId: a.id,
        dietNumber: 1,
        dietName: "Low salt",
        dietType: "Easy",
        dietContent: "Breakfast: poha without salt.\r\nLunch: dal and rice.",
      },
      {
        shopId: a.id,
        dietNumber: 3,
        dietName: "High protein",
        dietType: "Moderate",
        dietContent: "Breakfast: sprouts and eggs.\r\nDinner: paneer and salad.",
      },
      {
        shopId: b.id,
        dietNumber: 7,
        dietName: "B diet",
        dietType: "Tough",
        dietContent: "Only for the other clinic, not for A.",
      },
    ]);
});

/** Adds a sheet for a client of A through the ADD screen; returns the redirect and the stored row. */
async function addSheet(
  clientId: number,
  fields: Partial<Record<"dietNumber" | "clientWeight" | "dateOfDelivery", string>> = {},
) {
  const response = await post(`/adminpanel/client-sheets/new?client=${clientId}`, {
    dietNumber: "1",
    clientWeight: "80",
    dateOfDelivery: "2026-11-01",
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(302);
  const id = flashOf(response).changedIds![0]!;
  const [row] = await db().select().from(clientSheets).where(eq(clientSheets.id, id));
  return { response, row: row! };
}

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

describe("refusals", () => {
  it("a diet number that names none of the clinic's diets (another clinic's included) is refused with the text", async () => {
    const { row } = await addSheet(asha);
    const before = await sheetsOf(a);
    for (const dietNumber of ["2", "7", "999"]) {
      const added = await refusal(
        await post(`/adminpanel/client-sheets/new?client=${asha}`, {
          dietNumber,
          clientWeight: "80",
          dateOfDelivery: "2026-11-01",
        }),
        "routes/admin/client-sheets/new",
      );
      expect([added.status, added.answer?.error], dietNumber).toEqual([
        400,
        `There is no diet number ${dietNumber}. Add it under Diets first.`,
      ]);
      expect(added.answer?.values).toMatchObject({ dietNumber, clientWeight: "80" });
    }
    const updated = await refusal(
      await post(`/adminpanel/client-sheets/${row.id}`, {
        dietNumber: "7",
        clientWeight: "80",
        dateOfDelivery: "2026-11-01",
        clientId: String(asha),
      }),
      "routes/admin/client-sheets/edit",
    );
    expect([updated.status, updated.answer?.error]).toEqual([
      400,
      "There is no diet number 7. Add it under Diets first.",
    ]);
    expect(await sheetsOf(a)).toEqual(before);
  });

  it("bad input gets the form's message, never a 500, and changes nothing", async () => {
    const { row } = await addSheet(asha);
    const before = await sheetsOf(a);
    const good = { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...good, dietNumber: "" }, "Diet number is required"],
      [{ ...good, dietNumber: "1234" }, "Maximum 3 digits allowed"],
      [{ ...good, dietNumber: "1a" }, "Enter only digits"],
      [{ ...good, dietNumber: "１" }, "Enter only digits"],
      [{ ...good, clientWeight: "8" }, "Min 2 characters required"],
      [{ ...good, clientWeight: "80.5 kg" }, "Maximum 6 characters allowed"],
      [{ ...good, clientWeight: "8\u202e0" }, "Weight contains characters that are not allowed."],
      [{ ...good, dateOfDelivery: "" }, "Date of delivery is required"],
      [{ ...good, dateOfDelivery: "2026-02-30" }, "Enter a valid date of delivery"],
      [{ ...good, dateOfDelivery: "01/11/2026" }, "Enter a valid date of delivery"],
      [{ clientWeight: "80" }, "Diet number is required"],
    ];
    for (const [fields, message] of cases) {
      const added = await refusal(
        await post(`/adminpanel/client-sheets/new?client=${asha}`, fields),
        "routes/admin/client-sheets/new",
      );
      expect([added.status, added.answer?.error], message).toEqual([400, message]);
      const updated = await refusal(
        await post(`/adminpanel/client-sheets/${row.id}`, { ...fields, clientId: String(asha) }),
        "routes/admin/client-sheets/edit",
      );
      expect([updated.status, updated.answer?.error], message).toEqual([400, message]);
    }
    expect(await sheetsOf(a)).toEqual(before);
  });
});

describe("another shop's rows", () => {
  it("B's sheets and clients answer 404 on every screen and post, and stay as they were", async () => {
    const [theirs] = await db()
      .insert(clientSheets)
      .values({
        shopId: b.id,
        clientId: bClient,
        sheetNumber: 1,
        dietNumber: 7,
        clientWeight: "60",
        dateOfDelivery: "2026-11-01",
      })
      .returning();
    const id = String(theirs!.id);
    const before = await shopRowsSnapshot(b.id);
    for (const path of [
      `/adminpanel/client-sheets/${id}`,
      `/adminpanel/client-sheets/${id}/print`,
      `/adminpanel/client-sheets?client=${bClient}`,
      `/adminpanel/client-sheets/new?client=${bClient}`,
    ]) {
      expect((await get(path, { token })).status, path).toBe(404);
    }
    const fields = { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" };
    expect((await post(`/adminpanel/client-sheets/${id}`, { ...fields, clientId: String(asha) })).status).toBe(404);
    expect((await post(`/adminpanel/client-sheets/${id}`, { intent: "delete", id })).status).toBe(404);
    expect((await post(`/adminpanel/client-sheets/new?client=${bClient}`, fields)).status).toBe(404);
    // No client in the URL: nothing to add to.
    expect((await post("/adminpanel/client-sheets/new", { ...fields, clientId: String(asha) })).status).toBe(404);
    expect(await shopRowsSnapshot(b.id)).toEqual(before);
    expect(await sheetsOf(a)).toEqual([]);
  });
});

describe("the list, the weight chart, WhatsApp and print", () => {
  it("shows the client's sheets newest first with the diet names, dates dd/mm/yyyy, and the weight over time", async () => {
    await addSheet(asha, { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" });
    await addSheet(asha, { dietNumber: "3", clientWeight: "n/a", dateOfDelivery: "2026-11-08" });
    await addSheet(asha, { dietNumber: "3", clientWeight: "76.5", dateOfDelivery: "2026-11-22" });
    await addSheet(ravi, { dietNumber: "1", clientWeight: "95", dateOfDelivery: "2026-11-02" });
    const html = await (await get(`/adminpanel/client-sheets?client=${asha}`, { token })).text();
    expect(html).toContain("LIST OF CLIENT SHEETS (3)");
    expect(html).toContain(`<option value="${asha}" selected="">Asha Deshpande</option>`);
    // Each row's actions are there twice: their own column from sm up, a line under the row on a phone.
    const rows = [...new Set([...html.matchAll(/aria-label="Edit Client sheet (\d+)"/g)].map((m) => Number(m[1])))];
    expect(rows).toEqual([3, 2, 1]);
    expect(html).toContain("22/11/2026");
    expect(html).toContain("High protein");
    expect(html).not.toContain("02/11/2026");
    // The chart: an accessible SVG and the same in words; the weight that is not a number is left out and said so.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title" aria-describedby="[^"]+-desc"/);
    expect(html).toContain("<title");
    expect(html).toContain("Weight of Asha Deshpande");
    expect(html).toContain("From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026.");
    expect(html).toContain("1 weight is not a number and is not drawn.");
    expect(html.match(/<circle /g)?.length).toBe(2);
  });

  it("each row's 'Send diet' opens the client's WhatsApp with the clinic, the client, the date and the diet", async () => {
    const { row } = await addSheet(asha, { dietNumber: "3", clientWeight: "78", dateOfDelivery: "2026-11-08" });
    const html = await (await get(`/adminpanel/client-sheets?client=${asha}`, { token })).text();
    const href = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*aria-label="Send the diet of Client sheet 1 on WhatsApp"/.exec(
      html,
    )?.[1];
    expect(href).toBeDefined();
    const link = new URL(href!.replaceAll("&amp;", "&"));
    expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
    expect(link.searchParams.get("text")).toBe(
      [
        CLINIC_NAME,
        "Diet for Asha Deshpande",
        "Date: 08/11/2026",
        "Diet no. 3 – High protein",
        "",
        "Breakfast: sprouts and eggs.",
        "Dinner: paneer and salad.",
      ].join("\n"),
    );
    expect(html).toContain(`href="/adminpanel/client-sheets/${row.id}/print"`);
  });

  it("the print page shows the same diet with a Print button; a diet deleted since is said so, without a link", async () => {
    const { row } = await addSheet(asha, { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" });
    const html = await (await get(`/adminpanel/client-sheets/${row.id}/print`, { token })).text();
    expect(html).toContain(`<h1 class="text-2xl font-bold tracking-tight break-words">${CLINIC_NAME}</h1>`);
    expect(html).toContain("Asha Deshpande");
    expect(html).toContain("01/11/2026");
    expect(html).toContain("Diet no. 1 – Low salt");
    expect(html).toContain("Breakfast: poha without salt.\r\nLunch: dal and rice.");
    expect(html).toMatch(/<button type="button"[^>]*>Print<\/button>/);
    expect(html).toContain("https://wa.me/919876543210?text=");
    expect(html).toContain(`href="/adminpanel/client-sheets?client=${asha}"`);

    await db()
      .delete(diets)
      .where(and(eq(diets.shopId, a.id), eq(diets.dietNumber, 1)));
    const gone = await (await get(`/adminpanel/client-sheets/${row.id}/print`, { token })).text();
    expect(gone).toContain("There is no diet number 1. Add it under Diets first.");
    expect(gone).not.toContain("https://wa.me/");
  });
});
