import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { shopClosures } from "#db/schema/closing";
import { sessions, shops } from "#db/schema/platform";
import { acrossCells, shopDatabase } from "../cells.server";
import type { Db } from "../db.server";
import { logEvent } from "../logs.server";
import type { OwnerRequest } from "../owner/pipeline.server";
import { syncShopCopy } from "../shop-copy.server";
import { closingStep } from "./audit.server";

/*
 * The platform owner's side of closing an account: the requests waiting, and the confirmation that takes the store
 * offline at once — the shop is marked closed (the store, its order API and the admin's sign-in read that mark on
 * every request), its sessions end, and the audit log records it, all in one batch.
 */

export type ClosureRow = {
  shopId: number;
  shopUrl: string;
  shopName: string;
  state: "requested" | "withdrawn" | "confirmed";
  reason: string;
  requestedBy: string;
  requestedAt: number;
  confirmedAt: number | null;
  dataPurgedAt: number | null;
};

const columns = {
  shopId: shopClosures.shopId,
  shopUrl: shops.url,
  shopName: shops.name,
  state: shopClosures.state,
  reason: shopClosures.reason,
  requestedBy: shopClosures.requestedBy,
  requestedAt: shopClosures.requestedAt,
  confirmedAt: shopClosures.confirmedAt,
  dataPurgedAt: shopClosures.dataPurgedAt,
};

type Selected = { requestedAt: Date; confirmedAt: Date | null; dataPurgedAt: Date | null };
const toRow = <T extends Selected>(r: T) => ({
  ...r,
  requestedAt: r.requestedAt.getTime(),
  confirmedAt: r.confirmedAt?.getTime() ?? null,
  dataPurgedAt: r.dataPurgedAt?.getTime() ?? null,
});

type App = { env: Env; db: Db };

/**
 * Requests waiting for the owner, oldest first (the back office's home): each cell's, where its shops' closures are,
 * beside its copies of their rows (docs/decisions/0041).
 */
export async function closingRequests(app: App): Promise<ClosureRow[]> {
  const rows = await acrossCells(
    app,
    (db) =>
      db
        .select(columns)
        .from(shopClosures)
        .innerJoin(shops, eq(shops.id, shopClosures.shopId))
        .where(inArray(shopClosures.state, ["requested"]))
        .orderBy(shopClosures.requestedAt),
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || a.shopId - b.shopId,
  );
  return rows.map(toRow);
}

/** Closed accounts whose data is still being deleted or whose bills are still kept, newest first. */
export async function closedAccounts(app: App, limit = 50): Promise<ClosureRow[]> {
  const rows = await acrossCells(
    app,
    (db) =>
      db
        .select(columns)
        .from(shopClosures)
        .innerJoin(shops, eq(shops.id, shopClosures.shopId))
        .where(eq(shopClosures.state, "confirmed"))
        .orderBy(desc(shopClosures.confirmedAt))
        .limit(limit),
    (a, b) => (b.confirmedAt?.getTime() ?? 0) - (a.confirmedAt?.getTime() ?? 0) || a.shopId - b.shopId,
    limit,
  );
  return rows.map(toRow);
}

/** The shop's closure, in its cell. */
export async function shopClosure(app: App, shopId: number): Promise<ClosureRow | null> {
  const [placed] = await app.db.select({ cell: shops.cell }).from(shops).where(eq(shops.id, shopId));
  if (!placed) return null;
  const [row] = await shopDatabase(app.env, app.db, placed)
    .select(columns)
    .from(shopClosures)
    .innerJoin(shops, eq(shops.id, shopClosures.shopId))
    .where(eq(shopClosures.shopId, shopId))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Confirms a pending request: false when there is none (withdrawn meanwhile, or confirmed already). */
export async function confirmClosing(owner: OwnerRequest, shopId: number, now = Date.now()): Promise<boolean> {
  const { db } = owner.app;
  const at = new Date(now);
  const [shop] = await db.select({ url: shops.url, cell: shops.cell }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) return false;
  const cell = shopDatabase(owner.app.env, db, shop);
  const confirmed = await closingStep(
    { cell, directory: db },
    cell
      .update(shopClosures)
      .set({ state: "confirmed", confirmedAt: at, updatedAt: at })
      .where(and(eq(shopClosures.shopId, shopId), eq(shopClosures.state, "requested"))),
    {
      shopId,
      shopUrl: shop.url,
      ownerId: owner.ownerId,
      actor: owner.userName,
      action: "account closing confirmed",
      state: "confirmed",
      at,
      details: "store offline; data deleted after 30 days, bills after 72 months",
    },
    (confirmedNow) => [
      db
        .update(shops)
        .set({ closedAt: at, updatedAt: at })
        .where(and(eq(shops.id, shopId), isNull(shops.closedAt), confirmedNow)),
      // Every session of the shop ends: the admin's next click lands on the sign-in page, which says it is closed.
      db.delete(sessions).where(and(eq(sessions.shopId, shopId), confirmedNow)),
    ],
  );
  if (!confirmed) return false;
  await syncShopCopy(owner.app.env, db, { id: shopId, cell: shop.cell });
  await logEvent(db, "info", `Platform owner ${owner.userName} closed the account of ${shop.url}`, shopId);
  return true;
}
