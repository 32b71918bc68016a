import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bills } from "#db/schema/bills";
import { customerDataRequests, customerEntries, customers } from "#db/schema/customers";
import { ledgerAccounts, ledgerEntries } from "#db/schema/ledger";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { auditEvents, shops } from "#db/schema/platform";
import { asAnonymous, asOwner, countRows, db } from "./helpers";
import { line, order } from "./order-helpers";
import { asha, csvText, type ReportShop, ravi, reportShop, today } from "./report-fixtures";
import { get, postForm, send } from "./route-harness";

/*
 * Customers' data (issue 30 item 5, docs/decisions/0039): the consent notice's promise kept. "Delete my details" from
 * the order page and the udhaar statement is stored once; the shop sees it (only its own), carries it out or declines
 * it with a reason the customer reads; carried out, no order, visit or saved customer of the shop holds the name,
 * number or address, the orders keep their amounts and lines, issued bills stay as they were issued.
 */

const REQUESTS = "/adminpanel/data-requests";

/** What a customer's browser posts from the page's confirmation: no session, the page's own origin. */
const ask = (path: string, fields: Record<string, string> = { intent: "forget" }) =>
  send(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const visit = asAnonymous();
const enter = (shopUrl: string, who: typeof asha) =>
  visit(`/api/v1/stores/${shopUrl}/customer-entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(who),
  });

const requestsOf = (shopId: number) =>
  db().select().from(customerDataRequests).where(eq(customerDataRequests.shopId, shopId));

async function turboShop(): Promise<ReportShop> {
  const fixture = await reportShop();
  await db().update(shops).set({ versionTypeId: 3, state: "Maharashtra" }).where(eq(shops.id, fixture.shop.id));
  return fixture;
}

const holdsAsha = (shopId: number) =>
  db()
    .select()
    .from(yaadies)
    .where(
      and(
        eq(yaadies.shopId, shopId),
        or(
          eq(yaadies.customerName, asha.name),
          eq(yaadies.customerWhatsApp, asha.whatsApp),
          eq(yaadies.customerAddress, asha.address),
        ),
      ),
    );

describe("Delete my details", () => {
  it("is asked once from the order page, carried out by the shop only, and leaves no name, number or address but the bill's", async () => {
    const a = await turboShop();
    const other = await reportShop();
    const { shop, token, sugar, tomato } = a;
    const first = await order([line(sugar, 2000)], { customer: asha }, shop.url);
    const second = await order([line(tomato, 750)], { customer: asha }, shop.url);
    const kept = await order([line(sugar, 1000)], { customer: ravi }, shop.url);
    expect([first.status, second.status, kept.status]).toEqual([201, 201, 201]);
    expect((await enter(shop.url, asha)).status).toBeLessThan(300);
    expect((await enter(shop.url, ravi)).status).toBeLessThan(300);
    await db().insert(customers).values({ shopId: shop.id, name: "Asha D", whatsApp: asha.whatsApp, address: "Home" });
    const ashaYaadies = await holdsAsha(shop.id);
    expect(ashaYaadies).toHaveLength(2);
    const [firstYaadi] = ashaYaadies.filter((y) => y.url === first.body.yaadiUrl);
    const page = `/yaadilist/${firstYaadi!.url}`;

    // A bill issued for her first order: it keeps the buyer's details (migration 0015 refuses any change).
    const billed = await postForm(`/adminpanel/yaadies/${firstYaadi!.id}`, { intent: "bill" }, { token });
    expect(billed.status).toBe(302);
    const billsBefore = await db().select().from(bills).where(eq(bills.shopId, shop.id));
    expect(billsBefore.map((b) => b.customerName)).toEqual([asha.name]);
    const linesBefore = await db().select().from(yaadiLines).where(eq(yaadiLines.shopId, shop.id));

    // The order page offers it, and asks before it sends.
    const offered = await (await get(page)).text();
    expect(offered).toContain("Delete my details");
    expect(offered).toContain(asha.name);
    const confirming = await (await get(`${page}?forget`)).text();
    expect(confirming).toContain("Delete your details?");
    expect(confirming).toContain("Yes, delete my details");
    expect(confirming).toContain("A bill already made keeps the details it was made with, as the law asks.");

    // Bad input: 400 with the page's text, nothing stored.
    const bad = await ask(page, { intent: "erase" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("This could not be sent. Please reload the page and try again.");
    expect(await requestsOf(shop.id)).toHaveLength(0);
    expect((await ask("/yaadilist/123456abcdefghijkl0101_nosuchshop")).status).toBe(404);

    // Asked twice (a double tap, a second device): one request.
    for (let i = 0; i < 2; i++) {
      const asked = await ask(page);
      expect([asked.status, asked.headers.get("Location")]).toEqual([303, page]);
    }
    const [request] = await requestsOf(shop.id);
    expect(await requestsOf(shop.id)).toHaveLength(1);
    expect(request).toMatchObject({ status: "asked", name: asha.name, whatsApp: asha.whatsApp });
    const sent = await (await get(page)).text();
    expect(sent).toContain("Your request was sent to the shop on");
    expect(sent).toContain("The shop will remove your name, WhatsApp number and address. This page will then say so.");
    expect(sent).not.toContain("Delete my details");

    // The shop sees it on its home and its screen; another shop sees nothing and cannot carry it out.
    const home = await (await get("/adminpanel/", { token })).text();
    expect(home).toContain("1 customer asks to have their details deleted.");
    const screen = await (await get(REQUESTS, { token })).text();
    expect(screen).toContain(asha.name);
    expect(screen).toContain("2 orders stay, with the amounts, without the name, number and address.");
    expect(screen).toContain("1 bill keeps the buyer&#x27;s details: the law does not let a bill change.");
    const otherScreen = await (await get(REQUESTS, { token: other.token })).text();
    expect(otherScreen).toContain("No requests are waiting.");
    expect(otherScreen).not.toContain(asha.name);
    expect((await get("/adminpanel/", { token: other.token })).status).toBe(200);
    for (const intent of ["carry-out", "decline"]) {
      const refused = await postForm(
        REQUESTS,
        { intent, request: String(request!.id), reason: "No" },
        { token: other.token },
      );
      expect(refused.status).toBe(404);
    }
    expect((await requestsOf(shop.id))[0]!.status).toBe("asked");
    expect(await holdsAsha(shop.id)).toHaveLength(2);

    // Bad decisions: 400 with what to do, nothing changed.
    const noReason = await postForm(
      REQUESTS,
      { intent: "decline", request: String(request!.id), reason: " " },
      { token },
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Write the reason the customer will see.");
    const longReason = await postForm(
      REQUESTS,
      { intent: "decline", request: String(request!.id), reason: "x".repeat(201) },
      { token },
    );
    expect(longReason.status).toBe(400);
    expect((await postForm(REQUESTS, { intent: "carry-out", request: "abc" }, { token })).status).toBe(400);
    expect((await postForm(REQUESTS, { intent: "wipe", request: String(request!.id) }, { token })).status).toBe(400);
    expect((await requestsOf(shop.id))[0]!.status).toBe("asked");

    // Carried out, twice: once.
    for (let i = 0; i < 2; i++) {
      const done = await postForm(REQUESTS, { intent: "carry-out", request: String(request!.id) }, { token });
      expect([done.status, done.headers.get("Location")]).toEqual([302, REQUESTS]);
    }
    expect(await holdsAsha(shop.id)).toHaveLength(0);
    const after = await db().select().from(yaadies).where(eq(yaadies.shopId, shop.id));
    expect(after).toHaveLength(3);
    for (const y of ashaYaadies) {
      const now = after.find((x) => x.id === y.id)!;
      expect(now).toMatchObject({ customerName: "", customerWhatsApp: "", customerAddress: "" });
      expect(now.detailsDeletedAt).not.toBeNull();
      expect([now.totalPaise, now.netPaise, now.deliveryChargesPaise, now.status]).toEqual([
        y.totalPaise,
        y.netPaise,
        y.deliveryChargesPaise,
        y.status,
      ]);
    }
    expect(after.find((x) => x.customerWhatsApp === ravi.whatsApp)).toMatchObject({ customerName: ravi.name });
    expect(await db().select().from(yaadiLines).where(eq(yaadiLines.shopId, shop.id))).toEqual(linesBefore);
    expect(await db().select().from(bills).where(eq(bills.shopId, shop.id))).toEqual(billsBefore);
    const visits = await db().select().from(customerEntries).where(eq(customerEntries.shopId, shop.id));
    expect(visits.map((v) => v.whatsApp)).toEqual([ravi.whatsApp]);
    expect(await countRows(customers, and(eq(customers.shopId, shop.id), eq(customers.whatsApp, asha.whatsApp)))).toBe(
      0,
    );
    expect((await requestsOf(shop.id))[0]).toMatchObject({ status: "done", name: "", whatsApp: "" });

    // The order page: no name, and says why; the shop's home and screen are quiet again.
    const deleted = await (await get(page)).text();
    expect(deleted).not.toContain(asha.name);
    // (The fixture shop's own WhatsApp number is Asha's: the customer's part of the page is read on its own.)
    const customerPart = /<section aria-label="Customer".*?<\/section>/s.exec(deleted)![0];
    expect(customerPart).not.toContain(asha.whatsApp);
    expect(customerPart).not.toContain("MG Road");
    expect(deleted).toContain("Details deleted");
    expect(deleted).toContain("Your details were deleted at your request.");
    expect(await (await get("/adminpanel/", { token })).text()).not.toContain("asks to have their details deleted");
    expect(await (await get(REQUESTS, { token })).text()).toContain("No requests are waiting.");
    // The shop's Yaadi Summary names her orders so, not with a blank.
    const summary = await (await get("/adminpanel/yaadi-summary?day=today", { token })).text();
    expect(summary.match(/Details deleted/g)).toHaveLength(2);
    expect(summary).toContain(ravi.name);
    // Asking again from the page asks nothing: the details are gone.
    await ask(page);
    expect(await requestsOf(shop.id)).toHaveLength(1);

    // The owner's customers list of the day no longer has her.
    const ownerToken = (await asOwner()).token!;
    const list = await csvText(
      await get(`/owner/customers-data.csv?shop=${shop.id}&kind=customers&day=today&reason=check`, {
        token: ownerToken,
      }),
    );
    expect(list).toContain(ravi.name);
    expect(list).not.toContain(asha.whatsApp);
  });

  it("from an udhaar statement: the shop is told what is owed, may decline with a reason the customer reads, and keeps the account under a neutral name", async () => {
    const { shop, token, sugar } = await reportShop();
    const placed = await order([line(sugar, 2000)], { customer: asha }, shop.url);
    expect(placed.status).toBe(201);
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, shop.id));
    expect((await postForm(`/adminpanel/yaadies/${yaadi!.id}`, { intent: "credit" }, { token })).status).toBe(302);
    const [customer] = await db().select().from(customers).where(eq(customers.shopId, shop.id));
    expect((await postForm(`/adminpanel/udhaar/${customer!.id}`, { intent: "share" }, { token })).status).toBe(302);
    const [account] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customer!.id));
    const statement = `/udhaar/${account!.statementToken}`;
    const entriesBefore = await db().select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customer!.id));

    expect(await (await get(statement)).text()).toContain("Delete my details");
    expect(await (await get(`${statement}?forget`)).text()).toContain(
      "What you bought and paid stays in its account book, under a number instead of your name.",
    );
    expect((await ask(statement, {})).status).toBe(400);
    expect((await ask("/udhaar/AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect(await requestsOf(shop.id)).toHaveLength(0);
    expect((await ask(statement)).status).toBe(303);
    expect((await ask(statement)).status).toBe(303);
    const [asked] = await requestsOf(shop.id);
    expect(await requestsOf(shop.id)).toHaveLength(1);

    const screen = await (await get(REQUESTS, { token })).text();
    expect(screen).toMatch(/Owes Rs\. 110(\.00)? on Udhaar\. The account and its amounts stay, under a number/);

    const reason = "Please pay the Rs. 110 first; then we will delete them.";
    const declined = await postForm(REQUESTS, { intent: "decline", request: String(asked!.id), reason }, { token });
    expect(declined.status).toBe(302);
    const told = await (await get(statement)).text();
    expect(told).toContain(`The shop did not delete your details: ${reason}`);
    expect(told).toContain("Delete my details");
    expect(await db().select().from(customers).where(eq(customers.id, customer!.id))).toMatchObject([
      { name: asha.name, whatsApp: asha.whatsApp },
    ]);

    // Asked again, carried out: the account stays with its entries and balance, under a neutral name.
    expect((await ask(statement)).status).toBe(303);
    const again = (await requestsOf(shop.id)).find((r) => r.status === "asked")!;
    expect((await postForm(REQUESTS, { intent: "carry-out", request: String(again.id) }, { token })).status).toBe(302);
    expect(await db().select().from(customers).where(eq(customers.id, customer!.id))).toMatchObject([
      { name: `Customer no. ${customer!.id} (details deleted)`, whatsApp: "", address: "" },
    ]);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customer!.id))).toEqual(
      entriesBefore,
    );
    expect(
      (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customer!.id)))[0],
    ).toMatchObject({ balancePaise: account!.balancePaise });
    expect(await holdsAsha(shop.id)).toHaveLength(0);
    const done = await (await get(statement)).text();
    expect(done).toContain("Your details were deleted at your request.");
    expect(done).not.toContain(asha.name);
    // The old request keeps its reason for the record; the new one is done.
    expect((await requestsOf(shop.id)).map((r) => r.status).sort()).toEqual(["declined", "done"]);
  });
});

describe("the owner's customer-data downloads", () => {
  it("every kind asks for a reason, refuses without one (nothing audited), and audits the reason given", async () => {
    const { shop, sugar } = await reportShop();
    expect((await order([line(sugar, 1000)], { customer: asha }, shop.url)).status).toBe(201);
    const ownerToken = (await asOwner()).token!;
    const audited = () =>
      db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.shopId, shop.id), eq(auditEvents.action, "customer data downloaded")));
    for (const kind of ["yaadies", "customers", "new"]) {
      for (const reason of ["", "%20%20"]) {
        const refused = await get(`/owner/customers-data.csv?shop=${shop.id}&kind=${kind}&day=today&reason=${reason}`, {
          token: ownerToken,
        });
        expect(refused.status).toBe(400);
      }
    }
    expect(await audited()).toHaveLength(0);
    for (const kind of ["yaadies", "customers", "new"]) {
      const file = await get(`/owner/customers-data.csv?shop=${shop.id}&kind=${kind}&day=today&reason=Tax%20audit`, {
        token: ownerToken,
      });
      expect(file.status).toBe(200);
    }
    expect((await audited()).map((e) => [e.details, e.reason])).toEqual([
      [`yaadies, ${today()} to ${today()}`, "Tax audit"],
      [`customers, ${today()} to ${today()}`, "Tax audit"],
      [`new, ${today()} to ${today()}`, "Tax audit"],
    ]);
  });
});
