import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIst, istDate, istDayStart } from "#app/domain/time";
import { asAdminOf, type TestShop } from "./helpers";
import { readyShop } from "./report-fixtures";
import { embeddedData, get, postForm } from "./route-harness";

/*
 * Yaadi Summary over a range longer than one screen (issue 24): the search, the sort and the pages are the server's
 * over the whole range, carried in the URL; the totals are the whole range's whatever the search.
 */

const ROUTE = "routes/admin/reports/yaadi-summary";
const COUNT = 450;
const OLDEST = "Zubair Shaikh";

type Listed = {
  rows: { id: number; customerName: string; netPaise: number }[];
  totals: { count: number; netPaise: number };
  view: { q: string; sort: { key: string; direction: string }; page: number };
  matched: number;
  pages: number;
};

let shop: TestShop;
let token: string;
const from = addDaysIst(istDate(new Date()), -4);
const range = `day=between&from=${from}&to=${istDate(new Date())}`;

beforeAll(async () => {
  shop = await readyShop();
  token = (await asAdminOf(shop)).token!;
  // 450 yaadies spread evenly from five days ago to now: the oldest (Zubair's) is the smallest, the newest the largest.
  const start = istDayStart(from).getTime();
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     insert into yaadies (shop_id, url, customer_name, customer_whatsapp, customer_address, total_paise,
       delivery_charges_paise, net_paise, status, created_at)
     select ?, 'range' || ? || '_' || i, case when i = 1 then ? else 'Customer ' || i end, '9' || printf('%09d', i),
       'House ' || i || ', Pune', 10000 + i * 100, 0, 10000 + i * 100, 'placed', ? + (i - 1) * ? from n`,
  )
    .bind(COUNT, shop.id, shop.id, OLDEST, start, Math.floor((Date.now() - start) / COUNT))
    .run();
});

async function listed(query: string) {
  const response = await get(`/adminpanel/yaadi-summary?${range}${query}`, { token });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  return { html, report: (embeddedData(html).loaderData[ROUTE] as { report: Listed }).report };
}

// Sum of 10000 + i × 100 paise for i = 1 … 450.
const NET_OF_ALL = COUNT * 10_000 + (100 * COUNT * (COUNT + 1)) / 2;

describe("Yaadi Summary over a long range", () => {
  it("finds by name a yaadi older than the newest 300, and keeps the whole range's totals", async () => {
    const { html, report } = await listed("&q=zubair");
    expect(report.rows.map((r) => r.customerName)).toEqual([OLDEST]);
    expect(report.matched).toBe(1);
    expect(report.totals).toMatchObject({ count: COUNT, netPaise: NET_OF_ALL });
    expect(html).toContain(`1 of ${COUNT} yaadies match &#x27;zubair&#x27;.`);
  });

  it("sorts the whole range, not only the newest rows", async () => {
    const ascending = (await listed("&sort=netPaise&dir=asc")).report;
    expect(ascending.rows[0]).toMatchObject({ customerName: OLDEST, netPaise: 10_100 });
    const byName = (await listed("&sort=customerName&dir=desc")).report;
    expect(byName.rows[0]!.customerName).toBe(OLDEST);
    const newest = (await listed("")).report;
    expect(newest.rows[0]!.netPaise).toBe(10_000 + COUNT * 100);
    expect(newest.view).toEqual({ q: "", sort: { key: "createdAt", direction: "desc" }, page: 1 });
  });

  it("lists the range in pages of 100, serial numbers going on; a page past the last shows the last", async () => {
    const first = await listed("");
    expect([first.report.rows.length, first.report.pages]).toEqual([100, 5]);
    expect(first.html).toContain("Page 1 of 5");
    const last = await listed("&page=5");
    expect(last.report.rows.length).toBe(50);
    expect(last.report.rows.at(-1)!.customerName).toBe(OLDEST);
    // The page draws its first screenful of rows at once (the rest follow in the browser): page 5 begins at 401.
    expect(last.html).toContain(">401</td>");
    const past = await listed("&page=99");
    expect([past.report.view.page, past.report.rows.length]).toEqual([5, 50]);
    // Every yaadi once across the pages.
    const ids = new Set<number>();
    for (let page = 1; page <= 5; page++) for (const r of (await listed(`&page=${page}`)).report.rows) ids.add(r.id);
    expect(ids.size).toBe(COUNT);
  });

  it("a row action comes back to the same search, order and page", async () => {
    const { report } = await listed("&q=zubair&sort=netPaise&dir=asc");
    const view = `&q=zubair&sort=netPaise&dir=asc`;
    const response = await postForm(
      `/adminpanel/yaadi-summary?${range}${view}`,
      { intent: "status", id: String(report.rows[0]!.id), status: "accepted" },
      { token },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/adminpanel/yaadi-summary?${range}${view}`);
  });
});
