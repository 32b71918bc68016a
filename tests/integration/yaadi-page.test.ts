import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bindToShop, type ShopScope } from "#app/server/admin/shop-scope.server";
import { changeStatus } from "#app/server/admin/yaadies.server";
import { loadYaadiPage } from "#app/server/yaadi-page.server";
import type { products } from "#db/schema/catalogue";
import { shops } from "#db/schema/platform";
import { seed } from "../../scripts/seed/seed";
import { db } from "./helpers";
import { customer, demoVeggieProduct, line, order } from "./order-helpers";
import { getAllByText, getByRole } from "./page-roles";
import { get, land } from "./route-harness";

/* The yaadi view page /yaadilist/{yaadiUrl} (spec 3 "Yaadi view page"): its data, and the page the Worker renders. */

/** The demo vegetable shop as its admin's repositories see it. */
let demoVeggie: ShopScope;
let onion: typeof products.$inferSelect, coriander: typeof products.$inferSelect;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
  onion = await demoVeggieProduct("Onion"); // unit 3, Rs. 38/kg
  coriander = await demoVeggieProduct("Coriander"); // unit 1, Rs. 15
  const [shop] = await db().select({ id: shops.id }).from(shops).where(eq(shops.url, "demoveggiestore"));
  demoVeggie = bindToShop(db(), shop!.id);
});

describe("the yaadi view page (loadYaadiPage)", () => {
  it("shows a placed order's lines and totals, then 'cancelled' once cancelled", async () => {
    const { body } = await order([line(coriander.id, 2000), line(onion.id, 2000)]);
    const page = await loadYaadiPage(db(), body.yaadiUrl);
    if (page.state !== "ok") throw new Error(`expected ok, got ${page.state}`);
    expect(page.data.shop.url).toBe("demoveggiestore");
    expect(page.data.yaadi).toMatchObject({
      id: body.yaadiId,
      customerName: customer.name,
      totalPaise: 10_600,
      deliveryChargesPaise: 2_000,
      netPaise: 12_600,
    });
    const rows = page.data.lines.map((l) => [l.name, l.quantityMilli, l.pricePaise, l.lineTotalPaise]);
    expect(rows).toEqual([
      ["Coriander", 2000, 1_500, 3_000],
      ["Onion", 2000, 3_800, 7_600],
    ]);
    expect(page.data.lines.every((l) => l.quantityMilli > 0)).toBe(true);

    expect(await changeStatus(demoVeggie, body.yaadiId, "cancelled")).toMatchObject({ ok: true });
    expect(await loadYaadiPage(db(), body.yaadiUrl)).toEqual({
      state: "cancelled",
      shopLink: "/demoveggiestore",
      shopName: "Demo Veggie Store",
    });
  });

  it("answers 'invalid' for unknown or garbled links, linking to the shop the suffix names", async () => {
    expect(await loadYaadiPage(db(), "000000abcdefghijkl0101_demoveggiestore")).toEqual({
      state: "invalid",
      shopLink: "/demoveggiestore",
    });
    expect(await loadYaadiPage(db(), "000000aB3x0101_demoveggiestore")).toEqual({
      state: "invalid",
      shopLink: "/demoveggiestore",
    });
    expect(await loadYaadiPage(db(), "not-a-yaadi")).toEqual({ state: "invalid", shopLink: "/" });
  });
});

describe("the page the Worker renders", () => {
  const CANCELLED = "The yaadi is cancelled.";

  async function yaadiPage(yaadiUrl: string) {
    const response = await get(`/yaadilist/${yaadiUrl}`);
    return { response, html: await response.text() };
  }

  it("says a cancelled order is cancelled, links back to the shop, and shows nothing of the order", async () => {
    const { body } = await order([line(coriander.id, 2000), line(onion.id, 2000)]);
    // Placed: the order, not the notice.
    const placed = await yaadiPage(body.yaadiUrl);
    expect(placed.response.status).toBe(200);
    expect(placed.html).toContain(`Yaadi no. ${body.yaadiId}`);
    expect(placed.html).toContain("Grand Total");
    expect(placed.html).not.toContain(CANCELLED);

    // The shop cancels it (the Yaadi Summary's delete); the next request reads the new state (private, no-store).
    expect(await changeStatus(demoVeggie, body.yaadiId, "cancelled")).toMatchObject({ ok: true });
    const { response, html } = await yaadiPage(body.yaadiUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? "";
    expect(main).toMatch(
      new RegExp(
        `^<p[^>]*>${CANCELLED.replace(".", "\\.")}</p><a href="/demoveggiestore"[^>]*>Start shopping again</a>$`,
      ),
    );
    for (const part of [
      "<tr",
      "Grand Total",
      `Yaadi no. ${body.yaadiId}`,
      customer.name,
      customer.address,
      customer.whatsApp,
      "Coriander",
    ]) {
      expect(html, part).not.toContain(part);
    }
  });

  it("an unknown order link says it is expired or invalid, and Start shopping opens the shop it names", async () => {
    const { response, html } = await yaadiPage("123456abcdefghijklmn0101_demoveggiestore");
    expect(response.status).toBe(404);
    expect(getAllByText(html, "This link is either expired or invalid.", { exact: true })).toHaveLength(1);
    const start = getByRole(html, "link", { name: "Start shopping" });
    expect(start.attrs.href).toBe("/demoveggiestore");
    // A plain link: the browser loads the store, which opens on its about-us page.
    expect(start.tag).toBe("a");
    const store = await land(start.attrs.href!);
    expect(store.url.pathname).toMatch(/\/demoveggiestore$/);
    getByRole(store.html, "button", { name: "START SHOPPING" });
  });
});
