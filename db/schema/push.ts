import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { admins, sessions, shops } from "./platform";

/**
 * A device on which a shop's admin turned on notifications of new orders (Web Push, Your Account): the browser's
 * PushSubscription — its push service endpoint and the keys its messages are encrypted to (RFC 8291). One row per
 * browser, revocable from Your Account; a push service's 404 or 410 (the subscription is gone) deletes it.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /**
     * The push service's URL for this browser: unique over every shop, since one browser's subscription can belong to
     * one admin only (another admin who signs in on that phone subscribes afresh, and the old one is gone).
     */
    endpoint: text("endpoint").notNull(),
    /** The browser's ECDH P-256 public key (65 bytes) and its auth secret (16 bytes), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What Your Account calls the device, read from its User-Agent: "Chrome · Android" (names, in every language). */
    deviceLabel: text("device_label").notNull().default(""),
    createdAt: createdAt(),
    /** When the last notification was handed to its push service. */
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }),
    /**
     * The sign-in it was turned on in (sessions.token_hash). Signing out of it ends the device's notifications in the
     * database, whether or not the page's script ran (destroySession), as a password change or reset ends every other
     * device of the admin. A sign-in that merely runs out (14 idle days, 30 in all) keeps the device — a closed panel
     * is what notifications are for — and leaves it here with no session (null, like devices stored before this
     * column): its admin stops it from Your Account.
     */
    sessionHash: text("session_hash").references(() => sessions.tokenHash, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_shop_admin_idx").on(t.shopId, t.adminId),
    // A session's end finds its devices by this index, not by reading the table.
    index("push_subscriptions_session_idx").on(t.sessionHash),
  ],
);
