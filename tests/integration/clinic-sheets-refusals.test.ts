import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientSheets, diets } from "#db/schema/clinic";
import { refusal } from "./admin-answers";
import {
  a,
  addSheet,
  asha,
  b,
  bClient,
  CLINIC_NAME,
  post,
  ravi,
  sheetsOf,
  startEachWithTwoClinics,
  token,
} from "./clinic-sheets-fixture";
import { db } from "./helpers";
import { get } from "./route-harness";
import { shopRowsSnapshot } from "./shop-fixtures";

/* Client Sheets refused (a diet that is not the clinic's, bad input, another shop's rows), the list, WhatsApp and print. */

startEachWithTwoClinics();

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
