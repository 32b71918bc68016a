import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { addMonthsIst, formatDmy, istDate } from "#app/domain/time";
import { recordPayment } from "#app/server/admin/account.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { nextDueDate } from "#app/server/owner/payments.server";
import { checkImageUpload } from "#app/server/uploads.server";
import { payments } from "#db/schema/orders";
import { auditEvents, shops } from "#db/schema/platform";
import { asAdminOf, asOwner, createTestShop, db } from "./helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady, TINY_PNG } from "./shop-fixtures";

/* Payments in the back office (issue 12): the shops' UPI screenshots, seen by the owner only, verified or rejected. */

async function shopWithPayment() {
  const shop = await createTestShop();
  await makeShopReady(shop);
  const image = await checkImageUpload(new File([TINY_PNG], "paid.png", { type: "image/png" }));
  if (!image.ok) throw new Error(image.message);
  const paid = await recordPayment(bindToShop(db(), shop.id), env.FILES, image);
  if (!paid.ok) throw new Error(paid.message);
  return { shop, paymentId: paid.paymentId };
}

describe("payments", () => {
  it("moves the due date a month on from the later of today and the old due date", () => {
    expect(nextDueDate("2026-12-10", "2026-11-23")).toBe("2027-01-10");
    expect(nextDueDate("2026-10-01", "2026-11-23")).toBe("2026-12-23");
    expect(nextDueDate(null, "2026-01-31")).toBe("2026-02-28");
  });

  it("shows the screenshot to the owner only; verifying moves the due date and clears 'Verification Pending'", async () => {
    const { shop, paymentId } = await shopWithPayment();
    const admin = await asAdminOf(shop);
    expect(await (await get("/adminpanel/account", { token: admin.token })).text()).toContain(
      ADMIN_MESSAGES.verificationPending,
    );
    const owner = (await asOwner()).token!;
    const list = await (await get("/owner/payments", { token: owner })).text();
    expect(list).toContain(`/owner/payments/${paymentId}/screenshot`);
    const image = await get(`/owner/payments/${paymentId}/screenshot`, { token: owner });
    expect([image.status, image.headers.get("Content-Type")]).toEqual([200, "image/png"]);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(TINY_PNG);
    expect((await get(`/owner/payments/${paymentId}/screenshot`, { token: admin.token })).headers.get("Location")).toBe(
      "/owner",
    );

    const [before] = await db().select().from(shops).where(eq(shops.id, shop.id));
    const verified = await postForm("/owner/payments", { intent: "verify", id: String(paymentId) }, { token: owner });
    expect([verified.status, verified.headers.get("Location")]).toEqual([302, "/owner/payments"]);
    const [after] = await db().select().from(shops).where(eq(shops.id, shop.id));
    const due = nextDueDate(before!.paymentDueDate, istDate(new Date()));
    expect(after).toMatchObject({ lastPaymentVerified: 1, paymentDueDate: due });
    expect(due >= addMonthsIst(istDate(new Date()), 1)).toBe(true);
    const account = await (await get("/adminpanel/account", { token: admin.token })).text();
    expect(account).not.toContain(ADMIN_MESSAGES.verificationPending);
    expect(account).toContain(formatDmy(due));
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!.status).toBe("verified");
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "payment verified"));
    expect(event).toMatchObject({ shopId: shop.id });

    // Decided once: a second tap changes nothing.
    expect(
      (await postForm("/owner/payments", { intent: "verify", id: String(paymentId) }, { token: owner })).status,
    ).toBe(302);
    expect((await db().select().from(shops).where(eq(shops.id, shop.id)))[0]!.paymentDueDate).toBe(due);
  });

  it("rejecting leaves the due date; an unknown payment is 404 and a bad intent 400", async () => {
    const { shop, paymentId } = await shopWithPayment();
    const owner = (await asOwner()).token!;
    const [before] = await db().select().from(shops).where(eq(shops.id, shop.id));
    expect(
      (await postForm("/owner/payments", { intent: "reject", id: String(paymentId) }, { token: owner })).status,
    ).toBe(302);
    const [after] = await db().select().from(shops).where(eq(shops.id, shop.id));
    expect([after!.paymentDueDate, after!.lastPaymentVerified]).toEqual([before!.paymentDueDate, 0]);
    expect((await postForm("/owner/payments", { intent: "verify", id: "999999" }, { token: owner })).status).toBe(404);
    expect((await postForm("/owner/payments", { intent: "pay", id: String(paymentId) }, { token: owner })).status).toBe(
      400,
    );
  });
});
