import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "#db/schema/customers";
import { ledgerAccounts, ledgerEntries, ledgerReminders } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { admins, shops } from "#db/schema/platform";
import { countRows, db } from "./helpers";
import { line, order } from "./order-helpers";
import { englishWords, readable } from "./readable-words";
import { asha, csvText, reportShop, SHOP_NAME, today } from "./report-fixtures";
import { dataResponse, dataUrl, formOf, get, postForm, send, writeToken } from "./route-harness";

/*
 * Udhaar through its routes (issue 29): a yaadi put on credit, payments once per write key, the ledger's refusals,
 * the limit's warning, the list and its CSV, reminders on WhatsApp, the customer's statement link (dead at once when
 * revoked), another shop's accounts out of reach, and a Basic shop locked.
 */

/** A premium shop with Asha's yaadi (2 × Sugar: Rs. 90 + Rs. 20 delivery) put on credit: her ledger's path. */
async function creditShop() {
  const fixture = await reportShop();
  const { shop, token, sugar } = fixture;
  const placed = await order([line(sugar, 2000)], { customer: asha }, shop.url);
  expect(placed.status).toBe(201);
  const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, shop.id));
  const put = await postForm(`/adminpanel/yaadies/${yaadi!.id}`, { intent: "credit" }, { token });
  expect(put.status).toBe(302);
  const [customer] = await db()
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shop.id), eq(customers.whatsApp, asha.whatsApp)));
  return { ...fixture, yaadiId: yaadi!.id, customerId: customer!.id, ledger: `/adminpanel/udhaar/${customer!.id}` };
}

const balanceOf = async (customerId: number) =>
  (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId)))[0]?.balancePaise ?? 0;

describe("Udhaar's screens", () => {
  it("a yaadi on credit, a part payment: the ledger, the list, the home's card, the CSV and the yaadi's screen agree", async () => {
    const { token, yaadiId, customerId, ledger } = await creditShop();
    expect(await balanceOf(customerId)).toBe(11_000);

    // A second tap on On credit (a new write key) puts nothing more on the account.
    await postForm(`/adminpanel/yaadies/${yaadiId}`, { intent: "credit" }, { token });
    expect(await balanceOf(customerId)).toBe(11_000);

    const paid = await postForm(ledger, { intent: "payment", amount: "40.50", method: "upi", day: today() }, { token });
    expect(paid.status).toBe(302);
    expect(await balanceOf(customerId)).toBe(6_950);

    const screen = await (await get(ledger, { token })).text();
    expect(screen).toContain("Rs. 69.50");
    expect(screen).toContain("Sale on credit");
    expect(screen).toContain("Payment");

    const list = await (await get("/adminpanel/udhaar?sort=age", { token })).text();
    expect(list).toContain(asha.name);
    expect(list).toContain("Rs. 69.50");
    // Today's collections.
    expect(list).toContain("Rs. 40.50");

    const home = await (await get("/adminpanel/", { token })).text();
    expect(home).toContain("Rs. 69.50 from 1 customer");

    const csv = await csvText(await get("/adminpanel/udhaar.csv", { token }));
    expect(csv.startsWith("\uFEFFName,WhatsApp No.,Balance (Rs.)")).toBe(true);
    expect(csv).toContain(`${asha.name},"=""9876543210""",69.50,69.50,0.00,0.00,0.00`);

    const yaadiScreen = await (await get(`/adminpanel/yaadies/${yaadiId}`, { token })).text();
    expect(yaadiScreen).toContain(`See ${asha.name}&#x27;s udhaar`);
  });

  it("concurrent payments with one write key record one payment", async () => {
    const { token, customerId, ledger } = await creditShop();
    const form = { intent: "payment", amount: "10", method: "cash", day: today(), _write: writeToken() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(ledger, { token, method: "POST", body: formOf(form) })),
    );
    expect(answers.every((a) => a.status === 302)).toBe(true);
    const payments = await countRows(
      ledgerEntries,
      and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, "payment")),
    );
    expect(payments).toBe(1);
    expect(await balanceOf(customerId)).toBe(10_000);
  });

  it("bad input is 400 with a message and writes nothing; past the limit is a warning the shop may accept", async () => {
    const { token, customerId, ledger } = await creditShop();
    const entries = () => countRows(ledgerEntries, eq(ledgerEntries.customerId, customerId));
    const before = await entries();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [fields, message] of [
      [{ intent: "payment", amount: "abc", method: "cash", day: today() }, "Enter the amount in rupees"],
      [{ intent: "payment", amount: "-5", method: "cash", day: today() }, "Enter the amount in rupees"],
      [{ intent: "payment", amount: "5", method: "cheque", day: today() }, "Choose how it was paid"],
      [{ intent: "sale", amount: "5", day: tomorrow }, "The date cannot be in the future."],
      [{ intent: "sale", amount: "5", day: "2026-02-30" }, "Choose a date."],
      [{ intent: "limit", amount: "x" }, "Enter the limit in rupees"],
      [{ intent: "reverse", entryId: "999999999" }, "This entry is not in this customer"],
    ] as const) {
      const answer = await postForm(ledger, fields, { token });
      expect([400, 404], JSON.stringify(fields)).toContain(answer.status);
      expect(await answer.text(), JSON.stringify(fields)).toContain(message);
    }
    expect(await entries()).toBe(before);

    expect((await postForm(ledger, { intent: "limit", limit: "100" }, { token })).status).toBe(302);
    const warned = await postForm(ledger, { intent: "sale", amount: "50", day: today(), note: "" }, { token });
    expect(warned.status).toBe(409);
    expect(await warned.text()).toContain("passes the credit limit by Rs. 60");
    expect(await entries()).toBe(before);
    const accepted = await postForm(ledger, { intent: "sale", amount: "50", day: today(), accept: "1" }, { token });
    expect(accepted.status).toBe(302);
    expect(await balanceOf(customerId)).toBe(16_000);
  });

  it("a reversal undoes an entry once", async () => {
    const { token, customerId, ledger } = await creditShop();
    const [sale] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
    const undo = await postForm(ledger, { intent: "reverse", entryId: String(sale!.id), note: "wrong" }, { token });
    expect(undo.status).toBe(302);
    expect(await balanceOf(customerId)).toBe(0);
    const again = await postForm(ledger, { intent: "reverse", entryId: String(sale!.id) }, { token });
    expect(again.status).toBe(409);
    expect(await balanceOf(customerId)).toBe(0);
  });

  it("Remind opens WhatsApp with the amount and the statement link in the store's language, and is recorded", async () => {
    const { shop, token, customerId, ledger } = await creditShop();
    await db().update(shops).set({ language: "mr", upiId: "saikirana@okaxis" }).where(eq(shops.id, shop.id));
    const reminded = await postForm(dataUrl(ledger), { intent: "remind" }, { token });
    expect(reminded.status).toBe(200);
    const answer = (await dataResponse(reminded)) as { data: { whatsApp: string } };
    const location = new URL(answer.data.whatsApp);
    expect(location.origin + location.pathname).toBe(`https://wa.me/91${asha.whatsApp}`);
    const text = location.searchParams.get("text")!;
    expect(text).toContain("नमस्कार Asha Deshmukh");
    expect(text).toContain(SHOP_NAME);
    expect(text).toContain("110");
    const link = /(\/udhaar\/[A-Za-z0-9_-]{24})\?lang=mr/.exec(text);
    expect(link).not.toBeNull();
    expect(await countRows(ledgerReminders, eq(ledgerReminders.customerId, customerId))).toBe(1);

    // The statement: this customer's entries, the UPI link for the balance, private and not indexed.
    const statement = await get(`${link![1]}?lang=mr`);
    expect(statement.status).toBe(200);
    expect(statement.headers.get("Cache-Control")).toContain("no-store");
    const html = await statement.text();
    expect(html).toContain(SHOP_NAME);
    expect(html).toContain("noindex");
    expect(html).toContain("upi://pay?pa=saikirana@okaxis");
    expect(html).toContain("am=110.00");
    expect(html).toContain("उधार घेतले");

    // Revoked: dead at once, and sharing again makes another link.
    expect((await postForm(ledger, { intent: "revoke" }, { token })).status).toBe(302);
    const path = link![1]!;
    const dead = await get(path);
    expect(dead.status).toBe(404);
    await dead.body?.cancel();
    expect((await postForm(ledger, { intent: "share" }, { token })).status).toBe(302);
    const [account] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId));
    expect(account!.statementToken).not.toBe(path.slice("/udhaar/".length));
  });

  it("another shop's ledger, entries and statement answer 404 and change nothing", async () => {
    const a = await creditShop();
    const b = await creditShop();
    const before = await countRows(ledgerEntries, eq(ledgerEntries.shopId, b.shop.id));
    const seen = await get(b.ledger, { token: a.token });
    expect(seen.status).toBe(404);
    await seen.body?.cancel();
    const tries: Record<string, string>[] = [
      { intent: "payment", amount: "10", method: "cash", day: today() },
      { intent: "sale", amount: "10", day: today() },
      { intent: "limit", limit: "1" },
      { intent: "share" },
      { intent: "remind" },
    ];
    for (const fields of tries) {
      const answer = await postForm(b.ledger, fields, { token: a.token });
      expect(answer.status, JSON.stringify(fields)).toBe(404);
      await answer.body?.cancel();
    }
    // B's entry reversed through A's own customer's ledger: not in that account.
    const [bSale] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.shopId, b.shop.id));
    const cross = await postForm(a.ledger, { intent: "reverse", entryId: String(bSale!.id) }, { token: a.token });
    expect(cross.status).toBe(404);
    await cross.body?.cancel();
    expect(await countRows(ledgerEntries, eq(ledgerEntries.shopId, b.shop.id))).toBe(before);
    expect(await balanceOf(b.customerId)).toBe(11_000);
    expect(
      (await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, b.customerId)))[0]!.statementToken,
    ).toBeNull();
    // A's list shows A's customers only (same names, other ids).
    expect(await (await get("/adminpanel/udhaar", { token: a.token })).text()).not.toContain(b.ledger);
    // An unknown statement link is the page not found.
    const unknown = await get("/udhaar/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });

  it("a Basic shop is locked on the server", async () => {
    const { shop, token, customerId, ledger } = await creditShop();
    await db().update(shops).set({ versionTypeId: 1 }).where(eq(shops.id, shop.id));
    const list = await get("/adminpanel/udhaar", { token });
    expect(await list.text()).toContain("This feature is available in Premium version !");
    const post = await postForm(ledger, { intent: "payment", amount: "10", method: "cash", day: today() }, { token });
    expect(post.status).toBe(403);
    await post.body?.cancel();
    const csv = await get("/adminpanel/udhaar.csv", { token });
    expect(csv.status).toBe(403);
    await csv.body?.cancel();
    expect(await balanceOf(customerId)).toBe(11_000);
  });

  it.each(["mr", "hi"] as const)(
    "%s: the list, a ledger with entries and the statement leave no English word",
    async (locale) => {
      const { shop, token, customerId, ledger } = await creditShop();
      await db().update(admins).set({ language: locale }).where(eq(admins.shopId, shop.id));
      await db().update(shops).set({ language: locale, upiId: "saikirana@okaxis" }).where(eq(shops.id, shop.id));
      const post = (fields: Record<string, string>) => postForm(ledger, fields, { token });
      await post({ intent: "payment", amount: "20", method: "upi", day: today(), note: "" });
      const [sale] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.customerId, customerId));
      await post({ intent: "opening", amount: "5", day: "2026-01-01" });
      await post({ intent: "reverse", entryId: String(sale!.id) });
      await post({ intent: "sale", amount: "30", day: today() });
      await post({ intent: "limit", limit: "500" });
      await post({ intent: "share" });
      const reminded = await postForm(dataUrl(ledger), { intent: "remind" }, { token });
      const { data: said } = (await dataResponse(reminded)) as { data: { whatsApp: string } };
      const link = /\/udhaar\/[A-Za-z0-9_-]{24}\?lang=\w+/.exec(new URL(said.whatsApp).searchParams.get("text") ?? "");
      const cookie = `yaadi_panel_lang=${locale}`;
      const pages = [
        await get("/adminpanel/udhaar", { token, cookie }),
        await get(ledger, { token, cookie }),
        await get(link![0].replace(/lang=\w+/, `lang=${locale}`)),
      ];
      for (const page of pages) {
        const html = await page.text();
        expect(page.status).toBe(200);
        expect(html).toContain(`<html lang="${locale}"`);
        expect(englishWords(readable(html), [shop.name, SHOP_NAME, asha.name, /\S+@\S+/g, /https?:\/\/\S+/g])).toEqual(
          [],
        );
      }
    },
  );

  it("the Yaadi Summary's row puts a yaadi on credit once, then links to the account", async () => {
    const { shop, token, sugar } = await reportShop();
    expect((await order([line(sugar, 1000)], { customer: asha }, shop.url)).status).toBe(201);
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, shop.id));
    const summary = `/adminpanel/yaadi-summary?day=today`;
    expect(await (await get(summary, { token })).text()).toContain(`On credit: yaadi no. ${yaadi!.id}`);
    for (let tap = 0; tap < 2; tap++) {
      const put = await postForm(summary, { intent: "credit", id: String(yaadi!.id) }, { token });
      expect(put.status).toBe(302);
    }
    const sales = await countRows(
      ledgerEntries,
      and(eq(ledgerEntries.shopId, shop.id), eq(ledgerEntries.kind, "sale")),
    );
    expect(sales).toBe(1);
    const after = await (await get(summary, { token })).text();
    expect(after).toContain(`Udhaar: ${asha.name}`);
    expect(after).not.toContain(`On credit: yaadi no. ${yaadi!.id}`);
  });
});
