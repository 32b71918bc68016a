import { and, eq } from "drizzle-orm";
import { addEntry, reverseEntry, shareStatement } from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { shopClosures } from "#db/schema/closing";
import { customers } from "#db/schema/customers";
import { auditEvents } from "#db/schema/platform";
import { asAdminOf, asOwner, countRows, createTestShop, db, type TestShop } from "./helpers";
import { postForm } from "./route-harness";
import { fillShop, makeShopReady } from "./shop-fixtures";

/*
 * The shops both account-closing test files start from (closing-an-account.test.ts, closing-an-account-purge.test.ts),
 * each in its own beforeAll, and what they read back: a shop's closure and its audit events. What they cover: closing
 * a shop's account (issue 30, docs/decisions/0038), from the admin's request to the housekeeping's deletions.
 */

/**
 * Shops A and B, ready and filled; A's customer with an Udhaar account holding a payment and its reversal (the purge
 * must delete a reversal before what it reverses). With A's order page and Udhaar statement, which live outside the
 * store's path.
 */
export async function twoFilledShops(): Promise<{ a: TestShop; b: TestShop; orderPage: string; statement: string }> {
  const [a, b] = [await createTestShop(), await createTestShop()];
  let orderPage = "";
  for (const [shop, tag] of [
    [a, "closea"],
    [b, "closeb"],
  ] as const) {
    await makeShopReady(shop);
    const filled = await fillShop(shop, tag);
    if (shop === a) orderPage = `/yaadilist/${filled.yaadiUrl}`;
  }
  const scope = bindToShop(db(), a.id);
  const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.shopId, a.id));
  await addEntry(
    scope,
    customer!.id,
    { kind: "opening", amountPaise: 50_000, day: "2026-01-01", note: "" },
    "ledger-open-key-1",
  );
  const paid = await addEntry(
    scope,
    customer!.id,
    { kind: "payment", amountPaise: 10_000, day: "2026-01-02", note: "", method: "cash" },
    "ledger-paid-key-1",
  );
  if (!paid.ok) throw new Error("no payment");
  await reverseEntry(scope, customer!.id, paid.entryId, "", "ledger-undo-key-1");
  const statement = `/udhaar/${await shareStatement(scope, customer!.id)}`;
  return { a, b, orderPage, statement };
}

export const closure = async (shopId: number) =>
  (await db().select().from(shopClosures).where(eq(shopClosures.shopId, shopId)))[0] ?? null;
export const auditOf = (shopId: number, action: string) =>
  countRows(auditEvents, and(eq(auditEvents.shopId, shopId), eq(auditEvents.action, action)));
export const ask = (token: string, fields: Record<string, string>) =>
  postForm("/adminpanel/account", { intent: "close-account", ...fields }, { token });

/**
 * Closes `shop`'s account through the routes as closing-an-account.test.ts walks them: the admin asks, withdraws and
 * asks again; the owner confirms. Throws at the first step not answered with its redirect.
 */
export async function closeAccountOf(shop: TestShop): Promise<void> {
  const admin = (await asAdminOf(shop)).token!;
  const steps: Array<[string, () => Promise<Response>]> = [
    ["ask", () => ask(admin, { password: shop.admin.password, reason: "Moving to another city" })],
    ["withdraw", () => postForm("/adminpanel/account", { intent: "withdraw-closing" }, { token: admin })],
    ["ask again", () => ask(admin, { password: shop.admin.password, reason: "" })],
    ["confirm", async () => postForm(`/owner/shops/${shop.id}/closing`, {}, { token: (await asOwner()).token! })],
  ];
  for (const [step, run] of steps) {
    const response = await run();
    if (response.status !== 302) throw new Error(`closeAccountOf: ${step} answered ${response.status}`);
  }
  if ((await closure(shop.id))?.state !== "confirmed") throw new Error("closeAccountOf: the closure is not confirmed");
}
