import { and, desc, eq } from "drizzle-orm";
import { payments } from "../../../db/schema/orders";
import { shops } from "../../../db/schema/platform";
import { nextPaymentText } from "../../domain/admin/account";
import { planById, planText } from "../../domain/plans";
import { formatDmy, istDate } from "../../domain/time";
import { bytesToBase64Url, randomBytes } from "../auth/crypto.server";
import type { CheckedImage } from "../uploads.server";
import type { ShopScope } from "./shop-scope.server";

export type AccountView = {
  shopName: string;
  shopUrl: string;
  /** d/m/yyyy in IST. */
  createdOn: string;
  planText: string;
  /** What is due each month, in paise. */
  amountPaise: number;
  /** The due date (d/m/yyyy) or 'Verification Pending'. */
  nextPayment: string;
};

/** Your Account of one shop (spec 2 §2): only the session's shop is ever read. */
export async function readAccount(scope: ShopScope): Promise<AccountView | null> {
  const { db, shopId } = scope;
  const [[shop], [pending]] = await Promise.all([
    db
      .select({ name: shops.name, url: shops.url, createdAt: shops.createdAt, plan: shops.plan, paymentDueDate: shops.paymentDueDate, lastPaymentVerified: shops.lastPaymentVerified })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1),
    db
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
    amountPaise: planById(shop.plan).rupeesPerMonth * 100,
    nextPayment: nextPaymentText({ paymentDueDate: shop.paymentDueDate, lastPaymentVerified: shop.lastPaymentVerified, hasPendingPayment: pending !== undefined, createdAt: shop.createdAt }),
  };
}

/**
 * Keeps a payment screenshot for the platform owner to verify. It holds bank details, so it goes under a private key
 * (never "public/", which /files serves) and the shop shows 'Verification Pending' until the owner verifies it.
 */
export async function recordPayment(scope: ShopScope, bucket: R2Bucket, image: Extract<CheckedImage, { ok: true }>): Promise<number> {
  const { db, shopId } = scope;
  const [shop] = await db.select({ plan: shops.plan }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw new Error(`no shop ${shopId}`);
  const key = `private/shops/${shopId}/payments/${bytesToBase64Url(randomBytes(12))}.${image.kind.extension}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.kind.contentType } });
  // The payment row and the shop's "not verified" flag go together or not at all.
  const [[row]] = await db.batch([
    db.insert(payments).values({ shopId, amountPaise: planById(shop.plan).rupeesPerMonth * 100, screenshotKey: key }).returning({ id: payments.id }),
    db.update(shops).set({ lastPaymentVerified: 0, updatedAt: new Date() }).where(eq(shops.id, shopId)),
  ]);
  return row!.id;
}
