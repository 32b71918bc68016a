import { eq, lt } from "drizzle-orm";
import { encodeBase64Url } from "#app/domain/base64url";
import { LOGOUT_FAILED } from "#app/domain/sign-in";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { sessions } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import { readCookie, serializeCookie } from "../cookies.server";
import type { Db } from "../db.server";
import { randomBytes, sha256Hex } from "./crypto.server";

/*
 * Sessions: a 256-bit random token in an HttpOnly cookie; D1 keeps only its SHA-256, so a leaked
 * table cannot be replayed. A session ends after 14 idle days or 30 days in all, whichever is first.
 */
export const SESSION_COOKIE = "yaadi_session";
export const IDLE_MS = 14 * 24 * 3600_000;
export const ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 3600_000;

export type SessionKind = "admin" | "owner";
export type SessionSubject = { kind: "admin"; adminId: number; shopId: number } | { kind: "owner"; ownerId: number };

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Db, subject: SessionSubject, now = Date.now()): Promise<string> {
  const token = encodeBase64Url(randomBytes(32));
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    kind: subject.kind,
    adminId: subject.kind === "admin" ? subject.adminId : null,
    shopId: subject.kind === "admin" ? subject.shopId : null,
    ownerId: subject.kind === "owner" ? subject.ownerId : null,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + ABSOLUTE_MS),
  });
  return token;
}

export type SessionLookup = { status: "valid"; session: SessionRow } | { status: "expired" } | { status: "none" };

/** Finds the session of a token; an idle or absolutely expired one is deleted and reported as expired. */
export async function readSession(db: Db, token: string | null | undefined, now = Date.now()): Promise<SessionLookup> {
  if (!token) return { status: "none" };
  const tokenHash = await sha256Hex(token);
  const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  if (!session) return { status: "none" };
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + IDLE_MS <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { status: "expired" };
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { status: "valid", session };
}

/** The stored form of this request's session (its token's SHA-256), what rows that end with the session name. */
export async function sessionHashOf(request: Request): Promise<string | null> {
  const token = readSessionToken(request);
  return token ? sha256Hex(token) : null;
}

/** Sign-out: the session and the devices whose notifications were turned on in it (docs/decisions/0031). */
export async function destroySession(db: Db, token: string | null | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = await sha256Hex(token);
  await db.batch([
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionHash, tokenHash)),
    db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)),
  ]);
}

export async function deleteExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now - IDLE_MS)));
}

export function sessionCookie(url: URL, token: string): string {
  return serializeCookie(url, SESSION_COOKIE, token, ABSOLUTE_MS / 1000);
}

export function clearSessionCookie(url: URL): string {
  return serializeCookie(url, SESSION_COOKIE, "", 0);
}

export function readSessionToken(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE);
}

/**
 * Sign-out for both panels: the session row goes, the cookie is cleared, and the browser returns to `to`. When the row
 * could not be deleted the cookie is kept (clearing only it would leave a live session behind, out of the admin's
 * reach) and `to` — still signed in — shows spec 3 §8's 'Something went wrong... refresh this page' (`failed`, in the
 * reader's language).
 */
export async function signOut(db: Db, request: Request, to: string, failed: string = LOGOUT_FAILED): Promise<Response> {
  try {
    await destroySession(db, readSessionToken(request));
  } catch (error) {
    console.error("sign-out failed", error);
    return redirectWithFlash(request, to, { tone: "error", text: failed });
  }
  return new Response(null, {
    status: 302,
    headers: { Location: to, "Set-Cookie": clearSessionCookie(new URL(request.url)) },
  });
}
