import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "#db/schema/customers";
import { shops } from "#db/schema/platform";
import { asOwner, db } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, reportShop } from "./report-fixtures";
import { get, postForm } from "./route-harness";

/*
 * The shop's customer lists and their downloads (spec 3 §2 "Downloads", 'Select a Shop', §5, §9; issue 24): the
 * shop's Customer Data, Customers list CSV and the owner's Actual Customers Data.
 */

/** A Make Yaadi "Default" sale (Turbo): the Cash Sale yaadi, with no customer's number. */
async function cashSale(token: string, productId: number) {
  const post = (fields: Record<string, string>) => postForm("/adminpanel/make-yaadi", fields, { token });
  await post({ intent: "new" });
  const lines = JSON.stringify([{ productId, quantity: 1000 }]);
  await post({ intent: "done", slot: "1", version: "1", lines });
  const saved = await post({ intent: "finish", slot: "1", version: "2", customer: "default" });
  expect(saved.status).toBe(302);
}

const ownerQuery = (shopId: number, kind: string) =>
  `/owner/customers-data.csv?shop=${shopId}&kind=${kind}&day=today&reason=${encodeURIComponent("Monthly contacts")}`;

describe("customer lists", () => {
  it("leave out Make Yaadi's Cash Sales (no WhatsApp number): Customer Data, owner's downloads, adding", async () => {
    const { shop, token, sugar } = await reportShop();
    await db().update(shops).set({ versionTypeId: 3 }).where(eq(shops.id, shop.id));
    await cashSale(token, sugar);
    const ownerToken = (await asOwner()).token!;

    // Only a Cash Sale so far: nobody to list.
    const none = await get("/adminpanel/customer-data.csv", { token });
    expect([none.status, await none.text()]).toEqual([404, "No Data"]);
    for (const kind of ["customers", "new"]) {
      const empty = await get(ownerQuery(shop.id, kind), { token: ownerToken });
      expect([empty.status, await empty.text()], kind).toEqual([404, "No Data"]);
    }

    await order([line(sugar, 1000)], { customer: asha }, shop.url);
    const data = await csvText(await get("/adminpanel/customer-data.csv", { token }));
    expect(
      data
        .split("\r\n")
        .slice(1, -1)
        .map((row) => row.split(",")[0]),
    ).toEqual([asha.name]);
    for (const kind of ["customers", "new"]) {
      const csv = await csvText(await get(ownerQuery(shop.id, kind), { token: ownerToken }));
      expect(csv.split("\r\n").slice(1, -1), kind).toEqual(['Asha Deshmukh,"=""9876543210""",12- MG Road- Pune']);
    }

    const added = await postForm(
      `/owner/customers-data/${shop.id}?day=today`,
      { intent: "add-new" },
      { token: ownerToken },
    );
    expect(added.status).toBe(302);
    const saved = await db().select().from(customers).where(eq(customers.shopId, shop.id));
    expect(saved.map((c) => c.whatsApp)).toEqual([asha.whatsApp]);
  });

  it("the Customers CSV: 'No Data' when empty, an address's commas as hyphens; the owner's likewise", async () => {
    const { shop, token, sugar } = await reportShop();
    const ownerToken = (await asOwner()).token!;
    const empty = await get("/adminpanel/customers.csv", { token });
    expect([empty.status, await empty.text()]).toEqual([404, "No Data"]);
    const ownerEmpty = await get(ownerQuery(shop.id, "customers"), { token: ownerToken });
    expect([ownerEmpty.status, await ownerEmpty.text()]).toEqual([404, "No Data"]);

    await db()
      .insert(customers)
      .values({ shopId: shop.id, ...asha });
    const csv = await get("/adminpanel/customers.csv", { token });
    expect(csv.headers.get("Content-Disposition")).toContain('filename="Customers  .csv"');
    expect(await csvText(csv)).toBe(
      '\uFEFFName,Address,WhatsApp No.\r\nAsha Deshmukh,12- MG Road- Pune,"=""9876543210"""\r\n',
    );
    await order([line(sugar, 1000)], { customer: asha }, shop.url);
    const ownerCsv = await csvText(await get(ownerQuery(shop.id, "customers"), { token: ownerToken }));
    expect(ownerCsv.split("\r\n")[1]).toBe('Asha Deshmukh,"=""9876543210""",12- MG Road- Pune');
  });
});
