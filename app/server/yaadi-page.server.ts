import { and, asc, eq, gt } from "drizzle-orm";
import { yaadies, yaadiLines } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { isUpiId, upiPayLink } from "../domain/admin/upi";
import { looksLikeYaadiUrl } from "../domain/yaadi-url";
import { isDigits } from "../i18n/locale";
import type { Db } from "./db.server";
import { cellOfYaadiLink } from "./public-links.server";
import { qrCodeSvg } from "./qr.server";
import { countYaadiLinkMiss, yaadiLinksRefused } from "./storefront-limits.server";

export type YaadiPage =
  | { state: "invalid"; shopLink: string }
  /** The client opened too many links that do not exist (app/server/storefront-limits.server.ts). */
  | { state: "throttled" }
  | { state: "cancelled"; shopLink: string; shopName: string }
  | { state: "ok"; data: Awaited<ReturnType<typeof loadOrder>> };

/** The shop a yaadi URL names (its part after the last "_"-joined timestamp block), for the "Start shopping" link. */
function shopUrlOf(yaadiUrl: string): string | null {
  const m = /^\d{6}[0-9A-Za-z]+\d{4}_([a-z0-9_]{1,64})$/.exec(yaadiUrl);
  return m?.[1] ?? null;
}

async function loadOrder(db: Db, yaadi: typeof yaadies.$inferSelect, shop: typeof shops.$inferSelect) {
  const lines = await db
    .select()
    .from(yaadiLines)
    .where(and(eq(yaadiLines.shopId, shop.id), eq(yaadiLines.yaadiId, yaadi.id), gt(yaadiLines.quantityMilli, 0)))
    .orderBy(asc(yaadiLines.id));
  return {
    shop: {
      name: shop.name,
      url: shop.url,
      address: shop.address,
      city: shop.city,
      pinCode: shop.pinCode,
      state: shop.state,
      whatsApp: shop.whatsApp,
      /** The order page's figures are in the shop's digits, as its store's are. */
      digits: isDigits(shop.digits) ? shop.digits : "latn",
    },
    pay: payByUpi(shop, yaadi),
    yaadi: {
      id: yaadi.id,
      createdAt: yaadi.createdAt.getTime(),
      customerName: yaadi.customerName,
      customerWhatsApp: yaadi.customerWhatsApp,
      customerAddress: yaadi.customerAddress,
      totalPaise: yaadi.totalPaise,
      deliveryChargesPaise: yaadi.deliveryChargesPaise,
      netPaise: yaadi.netPaise,
      status: yaadi.status,
      paid: yaadi.paidAt !== null,
      editedAt: yaadi.editedAt?.getTime() ?? null,
    },
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      information: l.information,
      unitId: l.unitId,
      quantityMilli: l.quantityMilli,
      pricePaise: l.pricePaise,
      lineTotalPaise: l.lineTotalPaise,
    })),
  };
}

/**
 * Pay by UPI (ours): when the shop has set its UPI id and the yaadi is unpaid, a upi:// link any UPI app opens, with
 * the net amount and the yaadi's number as the note (so the shop matches the payment to the yaadi), and its QR code
 * for paying from another phone. Null otherwise.
 */
function payByUpi(shop: typeof shops.$inferSelect, yaadi: typeof yaadies.$inferSelect) {
  if (!isUpiId(shop.upiId) || yaadi.paidAt !== null || yaadi.netPaise <= 0) return null;
  const note = `Yaadi no. ${yaadi.id}`;
  const link = upiPayLink({ upiId: shop.upiId, payeeName: shop.name, amountPaise: yaadi.netPaise, note });
  return { link, upiId: shop.upiId, note, qrSvg: qrCodeSvg(link) };
}

/** The read-only order page behind the WhatsApp link (spec 3 "Yaadi view page"). */
export async function loadYaadiPage(db: Db, yaadiUrl: string): Promise<YaadiPage> {
  const shopUrl = shopUrlOf(yaadiUrl);
  const shopLink = shopUrl ? `/${shopUrl}` : "/";
  if (!looksLikeYaadiUrl(yaadiUrl)) return { state: "invalid", shopLink };
  const [row] = await db
    .select({ yaadi: yaadies, shop: shops })
    .from(yaadies)
    .innerJoin(shops, eq(shops.id, yaadies.shopId))
    .where(eq(yaadies.url, yaadiUrl))
    .limit(1);
  if (!row) return { state: "invalid", shopLink };
  if (row.yaadi.status === "cancelled")
    return { state: "cancelled", shopLink: `/${row.shop.url}`, shopName: row.shop.name };
  return { state: "ok", data: await loadOrder(db, row.yaadi, row.shop) };
}

/** The order page for a visitor: a client that keeps opening links that do not exist is refused for a while. */
export async function loadYaadiPageFor(
  app: { env: Env; db: Db },
  yaadiUrl: string,
  clientKey: string,
  now = Date.now(),
): Promise<{ page: YaadiPage; cell: Db | null }> {
  const { db } = app;
  if (await yaadiLinksRefused(db, clientKey, now)) return { page: { state: "throttled" }, cell: null };
  // The order is in its shop's cell (docs/decisions/0041); the limits on links that name nothing are the directory's.
  const cell = looksLikeYaadiUrl(yaadiUrl) ? await cellOfYaadiLink(app, yaadiUrl) : null;
  const page = await loadYaadiPage(cell ?? db, yaadiUrl);
  if (page.state === "invalid" && (await countYaadiLinkMiss(db, clientKey, now)))
    return { page: { state: "throttled" }, cell: null };
  return { page, cell };
}
