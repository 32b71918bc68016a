import { and, desc, eq, sql } from "drizzle-orm";
import { MAX_PENDING_PAYMENTS, nextPaymentText, PENDING_PAYMENTS_MESSAGE } from "#app/domain/admin/account";
import { encodeBase64Url } from "#app/domain/base64url";
import { planById, planFigures, planText } from "#app/domain/plans";
import { formatDmy, istDate } from "#app/domain/time";
import type { Locale } from "#app/i18n/locale";
import { payments } from "#db/schema/orders";
import { admins, shops } from "#db/schema/platform";
import { randomBytes } from "../auth/crypto.server";
import { runBatch } from "../db.server";
import { syncScopeShopCopy } from "../shop-copy.server";
import type { CheckedImage } from "../uploads.server";
import type { ShopScope } from "./shop-scope.server";

export type AccountView = {
  shopName: string;
  shopUrl: string;
  /** d/m/yyyy in IST. */
  createdOn: string;
  planText: string;
  /** The plan's figures, for the panel to name it in the admin's language. */
  plan: { productsLimit: number; paise: number };
  /** A payment screenshot waits for the platform owner's verification (nextPayment then says so). */
  verificationPending: boolean;
  /** What is due each month, in paise. */
  amountPaise: number;
  /** The due date (d/m/yyyy) or 'Verification Pending'. */
  nextPayment: string;
};

/** Your Account of one shop (spec 2 §2): only the session's shop is ever read. */
export async function readAccount(scope: ShopScope): Promise<AccountView | null> {
  const { directory, shopId } = scope;
  const [[shop], [pending]] = await Promise.all([
    directory
      .select({
        name: shops.name,
        url: shops.url,
        createdAt: shops.createdAt,
        plan: shops.plan,
        paymentDueDate: shops.paymentDueDate,
        lastPaymentVerified: shops.lastPaymentVerified,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1),
    directory
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.shopId, shopId), eq(payments.status, "pending")))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  if (!shop) return null;
  return {
    shopName: shop.name,
    shopUrl: shop.url,
    createdOn: formatDmy(istDate(shop.createdAt)),
    planText: planText(shop.plan),
    plan: planFigures(shop.plan),
    verificationPending: pending !== undefined && shop.lastPaymentVerified !== 1,
    amountPaise: planById(shop.plan).rupeesPerMonth * 100,
    nextPayment: nextPaymentText({
      paymentDueDate: shop.paymentDueDate,
      lastPaymentVerified: shop.lastPaymentVerified,
      hasPendingPayment: pending !== undefined,
      createdAt: shop.createdAt,
    }),
  };
}

export type RecordedPayment = { ok: true; paymentId: number } | { ok: false; message: string };

const pendingCount = (shopId: number) =>
  sql`(select count(*) from ${payments} where ${payments.shopId} = ${shopId} and ${payments.status} = 'pending')`;

/**
 * Keeps a payment screenshot for the platform owner to verify. It holds bank details, so it goes under a private key
 * (never "public/", which /files serves) and the shop shows 'Verification Pending' until the owner verifies it.
 * A shop with MAX_PENDING_PAYMENTS screenshots waiting gets `message` instead, and nothing is kept.
 */
export async function recordPayment(
  scope: ShopScope,
  bucket: R2Bucket,
  image: Extract<CheckedImage, { ok: true }>,
): Promise<RecordedPayment> {
  // Payments to the platform, and the shop's row they flag, are the directory's (docs/decisions/0041).
  const { directory: db, shopId } = scope;
  const [shop] = await db
    .select({ plan: shops.plan, pending: sql<number>`${pendingCount(shopId)}` })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  if (!shop) throw new Error(`no shop ${shopId}`);
  const refused: RecordedPayment = { ok: false, message: PENDING_PAYMENTS_MESSAGE };
  if (shop.pending >= MAX_PENDING_PAYMENTS) return refused;
  const key = `private/shops/${shopId}/payments/${encodeBase64Url(randomBytes(12))}.${image.kind.extension}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.kind.contentType } });
  // The payment row and the shop's "not verified" flag go together or not at all; the count is checked again inside
  // the insert, so two uploads at once cannot both pass it.
  const amountPaise = planById(shop.plan).rupeesPerMonth * 100;
  const [inserted] = await runBatch(db, [
    db.run(
      sql`insert into ${payments} (shop_id, amount_paise, screenshot_key) select ${shopId}, ${amountPaise}, ${key} where ${pendingCount(shopId)} < ${MAX_PENDING_PAYMENTS} returning id`,
    ),
    db.run(
      sql`update ${shops} set last_payment_verified = 0, updated_at = ${Date.now()} where ${shops.id} = ${shopId} and exists (select 1 from ${payments} where ${payments.shopId} = ${shopId} and ${payments.screenshotKey} = ${key})`,
    ),
  ]);
  const id = inserted?.results[0]?.id;
  if (typeof id === "number") {
    await syncScopeShopCopy(scope);
    return { ok: true, paymentId: id };
  }
  await bucket.delete(key);
  return refused;
}

/** The panel's language of one admin of the session's shop (Your Account): the admin's row, never another's. */
export async function savePanelLanguage(scope: ShopScope, adminId: number, language: Locale): Promise<void> {
  await scope.directory
    .update(admins)
    .set({ language })
    .where(and(eq(admins.id, adminId), eq(admins.shopId, scope.shopId)));
}
