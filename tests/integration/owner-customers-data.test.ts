import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newCustomerName } from "#app/domain/owner/customers-data";
import { customers } from "#db/schema/customers";
import { auditEvents, shops } from "#db/schema/platform";
import { asOwner, db } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, ravi, reportShop, today } from "./report-fixtures";
import { get, postForm } from "./route-harness";

/* Actual Customers Data (spec 3 §2 'Select a Shop', §9): a shop's customers of a range, downloads with a reason, new ones added. */

describe("Actual Customers Data", () => {
  it("downloads the days' yaadies, customers and new customers with a reason (audited), and adds the new ones with the shop's prefix", async () => {
    const fixture = await reportShop();
    const { shop, sugar } = fixture;
    await db().update(shops).set({ name: "Sai Kirana Bhandar" }).where(eq(shops.id, shop.id));
    await order([line(sugar, 1000)], { customer: asha }, shop.url);
    await order([line(sugar, 2000)], { customer: ravi }, shop.url);
    await db()
      .insert(customers)
      .values({ shopId: shop.id, name: "Ravi K", whatsApp: ravi.whatsApp, address: "Saved address" });
    const token = (await asOwner()).token!;
    const query = `shop=${shop.id}&day=today&reason=${encodeURIComponent("Monthly contact list")}`;

    const page = await (await get(`/owner/customers-data/${shop.id}`, { token })).text();
    expect(page).toContain("Select a Shop");
    const noReason = await get(`/owner/customers-data.csv?shop=${shop.id}&kind=customers&day=today`, { token });
    expect(noReason.status).toBe(400);

    const all = await get(`/owner/customers-data.csv?kind=customers&${query}`, { token });
    expect(all.headers.get("Content-Disposition")).toContain(`filename="${shop.url} Customers ${today()}.csv"`);
    expect(await csvText(all)).toBe(
      `\uFEFFName,WhatsApp No.,Address\r\nAsha Deshmukh,"=""9876543210""",12- MG Road- Pune\r\nRavi Kulkarni,"=""9123456780""",Flat 4- Shivajinagar- Pune\r\n`,
    );
    const fresh = await csvText(await get(`/owner/customers-data.csv?kind=new&${query}`, { token }));
    expect(fresh.split("\r\n").slice(1, -1)).toEqual(['Asha Deshmukh,"=""9876543210""",12- MG Road- Pune']);
    const yaadiesCsv = await csvText(await get(`/owner/customers-data.csv?kind=yaadies&${query}`, { token }));
    expect(yaadiesCsv.split("\r\n")).toHaveLength(4);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopId, shop.id), eq(auditEvents.action, "customer data downloaded")));
    expect(events.map((e) => [e.details, e.reason])).toEqual(
      expect.arrayContaining([
        [`customers, ${today()} to ${today()}`, "Monthly contact list"],
        [`new, ${today()} to ${today()}`, "Monthly contact list"],
      ]),
    );

    const added = await postForm(`/owner/customers-data/${shop.id}?day=today`, { intent: "add-new" }, { token });
    expect(added.status).toBe(302);
    const saved = await db().select().from(customers).where(eq(customers.shopId, shop.id));
    expect(saved.map((c) => c.name).sort()).toEqual(
      [newCustomerName("Sai Kirana Bhandar", "Asha Deshmukh"), "Ravi K"].sort(),
    );
    expect(newCustomerName("Sai Kirana Bhandar", "Asha Deshmukh")).toBe("Sai Kirana Asha Deshmukh");
    // Nothing new the second time; an empty list says 'No Data'.
    await postForm(`/owner/customers-data/${shop.id}?day=today`, { intent: "add-new" }, { token });
    expect(await db().select().from(customers).where(eq(customers.shopId, shop.id))).toHaveLength(2);
    const none = await get(`/owner/customers-data.csv?kind=new&${query}`, { token });
    expect([none.status, await none.text()]).toEqual([404, "No Data"]);
  });

  it("refuses a range beyond 60 days and is the owner's only", async () => {
    const fixture = await reportShop();
    const { shop } = fixture;
    const token = (await asOwner()).token!;
    const old = new Date(Date.now() - 61 * 86_400_000).toISOString().slice(0, 10);
    const response = await get(
      `/owner/customers-data.csv?shop=${shop.id}&kind=customers&day=between&from=${old}&to=${today()}&reason=checking`,
      { token },
    );
    expect([response.status, await response.text()]).toEqual([400, "Enter dates correctly..."]);
    expect(
      (await get(`/owner/customers-data.csv?shop=${shop.id}&kind=customers&day=today&reason=checking`)).headers.get(
        "Location",
      ),
    ).toBe("/owner");
    expect((await get(`/owner/customers-data/${shop.id}`, { token: fixture.token })).headers.get("Location")).toBe(
      "/owner",
    );
  });
});
