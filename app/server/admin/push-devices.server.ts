import { and, desc, eq, sql } from "drizzle-orm";
import type { PushDevice } from "#app/domain/admin/push-devices";
import type { StoredSubscription } from "#app/domain/push/subscription";
import { pushSubscriptions } from "#db/schema/push";
import type { ShopScope } from "./shop-scope.server";

/*
 * Your Account's devices with notifications of new orders (Web Push): the signed-in admin's own, in the session's
 * shop. A device is its browser's subscription, stored once however often it is posted, and only ever changed or
 * removed by the admin it belongs to. Devices belong to sign-ins, so they are the directory's (docs/decisions/0041).
 */

/** The admin's own devices, in the admin's shop: another shop's or another admin's row is never matched. */
const adminsOwn = (scope: ShopScope, adminId: number) =>
  and(eq(pushSubscriptions.shopId, scope.shopId), eq(pushSubscriptions.adminId, adminId));

/** A device list long enough for every phone and counter of a shop, short enough that one order's pushes stay few. */
export const MAX_PUSH_DEVICES = 10;

export async function listPushDevices(scope: ShopScope, adminId: number): Promise<PushDevice[]> {
  const rows = await scope.directory
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      deviceLabel: pushSubscriptions.deviceLabel,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(adminsOwn(scope, adminId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.getTime(),
    lastSentAt: row.lastSentAt?.getTime() ?? null,
  }));
}

export type SavedDevice = { ok: true; id: number } | { ok: false; reason: "taken" | "tooMany" };

/**
 * Stores this browser's subscription for the admin, in one statement: a new endpoint is added while the admin has
 * fewer than MAX_PUSH_DEVICES; an endpoint the admin already has is updated (new keys, the device's name, the sign-in
 * it now belongs to), never added twice. An endpoint stored for another admin — of this shop or any other — is left
 * as it is ("taken"). The device lasts as long as the session (`sessionHash`, its token's SHA-256): the database
 * deletes it with the session, so a sign-out stops it even when the page's script never ran.
 */
export async function savePushDevice(
  scope: ShopScope,
  adminId: number,
  subscription: StoredSubscription,
  deviceLabel: string,
  sessionHash: string,
): Promise<SavedDevice> {
  const { directory: db, shopId } = scope;
  const { endpoint, p256dh, auth } = subscription;
  const saved = await db.all<{ id: number }>(sql`
    insert into ${pushSubscriptions} (shop_id, admin_id, endpoint, p256dh, auth, device_label, session_hash)
    select ${shopId}, ${adminId}, ${endpoint}, ${p256dh}, ${auth}, ${deviceLabel}, ${sessionHash}
    where (select count(*) from ${pushSubscriptions}
           where shop_id = ${shopId} and admin_id = ${adminId} and endpoint <> ${endpoint}) < ${MAX_PUSH_DEVICES}
    on conflict (endpoint) do update
      set p256dh = excluded.p256dh, auth = excluded.auth, device_label = excluded.device_label,
          session_hash = excluded.session_hash
      where ${pushSubscriptions}.shop_id = excluded.shop_id and ${pushSubscriptions}.admin_id = excluded.admin_id
    returning id`);
  const id = saved[0]?.id;
  if (typeof id === "number") return { ok: true, id };
  const [elsewhere] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return { ok: false, reason: elsewhere ? "taken" : "tooMany" };
}

/** Removes the admin's device at this push address, if the admin has one there (signing out on that device). */
export async function removePushDeviceAt(scope: ShopScope, adminId: number, endpoint: string): Promise<boolean> {
  const removed = await scope.directory
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), adminsOwn(scope, adminId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Removes one of the admin's devices; null when the admin has no such device (another's id is the same as none). */
export async function removePushDevice(
  scope: ShopScope,
  adminId: number,
  id: number,
): Promise<{ deviceLabel: string } | null> {
  const [removed] = await scope.directory
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), adminsOwn(scope, adminId)))
    .returning({ deviceLabel: pushSubscriptions.deviceLabel });
  return removed ?? null;
}
