import { and, eq } from "drizzle-orm";
import { CLOSING_MESSAGES, type ClosureView } from "#app/domain/closing/closing";
import { shopClosures } from "#db/schema/closing";
import { admins } from "#db/schema/platform";
import type { AdminRequest } from "../admin/pipeline.server";
import type { ShopScope } from "../admin/shop-scope.server";
import { verifyPassword } from "../auth/password.server";
import { logEvent } from "../logs.server";
import { closingStep } from "./audit.server";

/*
 * The admin's side of closing the account (Your Account): ask, with the password, and withdraw until the platform
 * owner confirms. Always the session's shop: no shop id comes from the browser.
 */

export type ClosingAnswer = { ok: true } | { ok: false; message: string; status: 400 | 409 };

export async function readClosure({ db, shopId }: ShopScope): Promise<ClosureView> {
  const [row] = await db
    .select({ state: shopClosures.state, requestedAt: shopClosures.requestedAt, reason: shopClosures.reason })
    .from(shopClosures)
    .where(eq(shopClosures.shopId, shopId))
    .limit(1);
  return row ? { state: row.state, requestedAt: row.requestedAt.getTime(), reason: row.reason } : null;
}

const adminActor = (admin: AdminRequest) => `admin ${admin.userName}`;

export async function requestClosing(
  admin: AdminRequest,
  input: { password: string; reason: string },
  now = Date.now(),
): Promise<ClosingAnswer> {
  const { db, directory, shopId } = admin.scope;
  const [me] = await directory
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(and(eq(admins.id, admin.adminId), eq(admins.shopId, shopId)))
    .limit(1);
  if (!me || !(await verifyPassword(input.password, me.passwordHash)))
    return { ok: false, message: CLOSING_MESSAGES.wrongPassword, status: 400 };
  const at = new Date(now);
  const asked = { state: "requested" as const, reason: input.reason, requestedBy: admin.userName, requestedAt: at };
  // A first request, or one withdrawn earlier asked again; a pending or confirmed one is left as it is.
  const changed = await closingStep(
    { cell: db, directory },
    db
      .insert(shopClosures)
      .values({ shopId, ...asked, updatedAt: at })
      .onConflictDoUpdate({
        target: shopClosures.shopId,
        set: { ...asked, updatedAt: at },
        setWhere: eq(shopClosures.state, "withdrawn"),
      }),
    {
      shopId,
      shopUrl: admin.shop.url,
      ownerId: null,
      actor: adminActor(admin),
      action: "account closing requested",
      state: "requested",
      at,
      reason: input.reason,
    },
  );
  if (!changed) {
    const now = await readClosure(admin.scope);
    const message = now?.state === "confirmed" ? CLOSING_MESSAGES.alreadyConfirmed : CLOSING_MESSAGES.alreadyAsked;
    return { ok: false, message, status: 409 };
  }
  await logEvent(directory, "info", `Admin ${admin.userName} asked to close ${admin.shop.url}`, shopId);
  return { ok: true };
}

export async function withdrawClosing(admin: AdminRequest, now = Date.now()): Promise<ClosingAnswer> {
  const { db, directory, shopId } = admin.scope;
  const at = new Date(now);
  const changed = await closingStep(
    { cell: db, directory },
    db
      .update(shopClosures)
      .set({ state: "withdrawn", updatedAt: at })
      .where(and(eq(shopClosures.shopId, shopId), eq(shopClosures.state, "requested"))),
    {
      shopId,
      shopUrl: admin.shop.url,
      ownerId: null,
      actor: adminActor(admin),
      action: "account closing withdrawn",
      state: "withdrawn",
      at,
    },
  );
  if (!changed) return { ok: false, message: CLOSING_MESSAGES.nothingToWithdraw, status: 409 };
  await logEvent(directory, "info", `Admin ${admin.userName} withdrew the request to close ${admin.shop.url}`, shopId);
  return { ok: true };
}
