import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyShopForm } from "#app/domain/owner/shop-form";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { WRITE_MESSAGES } from "#app/server/panel/write-once.server";
import { auditEvents, ownerWriteKeys, shops, shopTypes } from "#db/schema/platform";
import { runHousekeeping } from "#workers/jobs/housekeeping";
import { flashOf } from "./admin-answers";
import { asOwner, countRows, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { type FormFields, formOf, send } from "./route-harness";

/*
 * The back office's writes run once (issue 30, docs/decisions/0038), like the admin panel's: the same post of a form
 * and write key, sent twice (a double click, a retry) or twice at once, writes one row and one audit event and is
 * answered the same; a post without a key writes nothing.
 */

let owner: string;
let shop: TestShop;
beforeAll(async () => {
  owner = (await asOwner()).token!;
  shop = await createTestShop();
});

/** One form (one write key) and a way to send it again, as a browser's repeat does. */
function once(path: string, fields: FormFields) {
  const form = formOf(fields);
  return () => send(path, { method: "POST", body: form, token: owner });
}
const answerOf = (r: Response) => [r.status, r.headers.get("Location"), r.status === 302 ? flashOf(r).text : null];
const audited = (action: string, details?: string) =>
  countRows(auditEvents, and(eq(auditEvents.action, action), details ? eq(auditEvents.details, details) : undefined));

describe("the owner's writes run once", () => {
  it("an add sent twice: one shop type, one audit event, the same answer", async () => {
    const name = `Once ${uniqueSuffix()}`.slice(0, 30);
    const add = once("/owner/shop-types/new", { name, masterListName: "", colorScheme: "cyan", listWord: "Cart" });
    const first = await add();
    const second = await add();
    expect(answerOf(first)).toEqual([302, "/owner/shop-types/new", expect.stringContaining(name)]);
    expect(answerOf(second)).toEqual(answerOf(first));
    expect(await countRows(shopTypes, eq(shopTypes.name, name))).toBe(1);
    expect(await audited("shop type added", name)).toBe(1);
  });

  it("the same add twice at once: one row", async () => {
    const name = `Twice ${uniqueSuffix()}`.slice(0, 30);
    const add = once("/owner/shop-types/new", { name, masterListName: "", colorScheme: "green", listWord: "Yaadi" });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map(answerOf)).toEqual([answerOf(answers[0]!), answerOf(answers[0]!)]);
    expect(await countRows(shopTypes, eq(shopTypes.name, name))).toBe(1);
    expect(await audited("shop type added", name)).toBe(1);
  });

  it("a tax correction sent twice is audited once; the same fields with a new key are a new write", async () => {
    const fields = {
      intent: "tax",
      kind: "regular",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      legalName: `Once Traders ${uniqueSuffix()}`.slice(0, 40),
      turnoverBand: "upto5cr",
    };
    const save = once(`/owner/shops/${shop.id}/tax`, fields);
    const first = await save();
    expect(answerOf(await save())).toEqual(answerOf(first));
    expect(first.status).toBe(302);
    const taxEvents = () =>
      countRows(auditEvents, and(eq(auditEvents.shopId, shop.id), eq(auditEvents.action, "shop tax updated")));
    expect(await taxEvents()).toBe(1);
    // Reloaded, the page's forms carry a new key: doing it again on purpose runs (and finds nothing to change).
    await once(`/owner/shops/${shop.id}/tax`, fields)();
    expect(await countRows(ownerWriteKeys)).toBeGreaterThanOrEqual(3);
    // Kept two days, as the admin's: the hourly housekeeping lets them go after that.
    await runHousekeeping(env, Date.now() + 3 * 86_400_000);
    expect(await countRows(ownerWriteKeys)).toBe(0);
  });

  it("a new shop sent twice: one shop, and its one-time password is never kept to be shown again", async () => {
    const suffix = uniqueSuffix();
    const url = `once${suffix}`.slice(0, 20);
    const add = once("/owner/shops/new", {
      ...emptyShopForm(),
      name: "Once Kirana",
      shopUrl: url,
      title: "Once Kirana, Pune",
      owner: "Asha Patil",
      address: "1, Main Road",
      city: "Pune",
      pinCode: "411001",
      whatsApp: "9876543210",
      email: `once-${suffix}@example.in`,
      mobile: `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
      shopTypeId: String(SHOP_TYPE.grocery),
      registrationId: "",
    });
    const first = await add();
    expect([first.status, first.status === 200 ? "" : await first.text()]).toEqual([200, ""]);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    const second = await add();
    expect([second.status, second.headers.get("Location")]).toEqual([302, "/owner/shops/new"]);
    expect(await countRows(shops, eq(shops.url, url))).toBe(1);
    expect(await audited("shop added")).toBeGreaterThanOrEqual(1);
    const kept = await db().select({ response: ownerWriteKeys.response }).from(ownerWriteKeys);
    expect(JSON.stringify(kept)).not.toContain("password");
  });

  it("a post without a write key writes nothing", async () => {
    const name = `Keyless ${uniqueSuffix()}`.slice(0, 30);
    const body = formOf({ name, colorScheme: "green", listWord: "Yaadi" }, { write: false });
    const response = await send("/owner/shop-types/new", { method: "POST", body, token: owner });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(WRITE_MESSAGES.stalePage);
    expect(await countRows(shopTypes, eq(shopTypes.name, name))).toBe(0);
  });
});
