import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients } from "#db/schema/clinic";
import { admins } from "#db/schema/platform";
import { panelTexts } from "../fixtures/panel-texts";
import { flashOf, refusal, setShop } from "./admin-answers";
import { asAdminOf, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The diet clinic's screens in the admin's own language (docs/decisions/0028): what the server says after a save or
 * a refusal on Diets, Clients and Client Sheets, and the diet a sheet sends on WhatsApp, are the book's texts in
 * Marathi and in Hindi for an admin who reads them; the stored options stay as they are.
 */

const CLINIC = 7; // SHOP_TYPE.dietClinic
const CLINIC_NAME = "Sai Diet Clinic";
const lowSalt = {
  dietNumber: "12",
  dietType: "Easy",
  dietName: "Low salt",
  dietContent: "Breakfast: poha, green tea.\r\nLunch: two chapatis, dal.",
};

describe.each(["mr", "hi"] as const)("a clinic whose admin reads %s", (locale) => {
  const t = panelTexts(locale);

  async function clinicAdmin() {
    const shop = await createTestShop({ shopTypeId: CLINIC });
    await makeShopReady(shop); // ready and premium
    await setShop(shop, { name: CLINIC_NAME });
    await db().update(admins).set({ language: locale }).where(eq(admins.id, shop.admin.id));
    const { token } = await asAdminOf(shop);
    const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });
    return { shop, token: token!, post };
  }

  it("hears a saved diet, a diet number already used and a client without a name in that language", async () => {
    const { post } = await clinicAdmin();
    const added = await post("/adminpanel/diets/new", lowSalt);
    expect(added.status).toBe(302);
    expect(flashOf(added).text).toBe(t.clinic.diets.added("Low salt"));

    const taken = await refusal(
      await post("/adminpanel/diets/new", { ...lowSalt, dietName: "Sugar free" }),
      "routes/admin/diets/new",
    );
    expect(taken.status).toBe(409);
    expect(taken.answer?.error).toBe(t.clinic.diets.numberUsed(12, "Low salt"));

    const nameless = await refusal(
      await post("/adminpanel/clients/new", {
        name: "",
        age: "34",
        address: "Shivaji Nagar, Pune",
        whatsApp: "9876543210",
        weightOriginal: "80 kg",
        height: "5 ft 4 in",
        illness: "Thyroid",
        status: "Active",
        dietDeliveryDay: "Monday",
        extraInfo: "Vegetarian",
      }),
      "routes/admin/clients/new",
    );
    expect(nameless.status).toBe(400);
    expect(nameless.answer?.error).toBe(t.fields.required(t.clinic.clients.name));
    // The stored option, shown in the admin's language in the form it is sent back to.
    expect(nameless.html).toContain(`<option value="Active" selected="">${t.clinic.statuses.Active}</option>`);
  });

  it("hears a saved client sheet, and the sheet's chart and its WhatsApp diet are in that language", async () => {
    const { shop, token, post } = await clinicAdmin();
    expect((await post("/adminpanel/diets/new", lowSalt)).status).toBe(302);
    const [client] = await db()
      .insert(clients)
      .values({ shopId: shop.id, name: "Asha Deshpande", whatsApp: "9876543210", address: "Shivaji Nagar, Pune" })
      .returning({ id: clients.id });

    const sheet = { dietNumber: "12", clientWeight: "80", dateOfDelivery: "2026-11-01" };
    const added = await post(`/adminpanel/client-sheets/new?client=${client!.id}`, sheet);
    expect(added.status).toBe(302);
    expect(flashOf(added).text).toBe(t.clinic.sheets.added(1));

    const unknown = await refusal(
      await post(`/adminpanel/client-sheets/new?client=${client!.id}`, { ...sheet, dietNumber: "9" }),
      "routes/admin/client-sheets/new",
    );
    expect(unknown.answer?.error).toBe(t.clinic.sheets.unknownDiet("9"));

    const html = await (await get(`/adminpanel/client-sheets?client=${client!.id}`, { token })).text();
    expect(html).toContain(t.clinic.chart.title("Asha Deshpande"));
    expect(html).toContain(t.clinic.chart.one(80, "2026-11-01"));
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(new URL(href!.replaceAll("&amp;", "&")).searchParams.get("text")).toBe(
      [
        CLINIC_NAME,
        t.clinic.message.dietFor("Asha Deshpande"),
        t.clinic.message.date("2026-11-01"),
        t.clinic.message.heading(12, "Low salt"),
        "",
        "Breakfast: poha, green tea.\nLunch: two chapatis, dal.",
      ].join("\n"),
    );
  });
});
