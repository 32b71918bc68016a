import { eq } from "drizzle-orm";
import { admins, platformOwners, shops } from "../../../db/schema/platform";
import type { Db } from "../db.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.server";
import { clearRateLimit, hitRateLimit, LOGIN_PER_CLIENT, LOGIN_PER_USER } from "./rate-limit.server";
import { createSession } from "./sessions.server";

/** The login answers of spec 3 §8, plus our throttle. */
export const LOGIN_MESSAGES = {
  error: "Something went wrong... Try again",
  unknownUser: "Invalid username... Try again",
  wrongPassword: "Invalid password... Try again",
  throttled: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export type SignInResult =
  | { ok: true; token: string; shopUrl?: string; firstLoginDone?: boolean }
  | { ok: false; reason: "unknownUser" | "wrongPassword" | "throttled"; message: string };

type Credentials = { userName: string; password: string; clientKey: string };

/** Both limits are counted before the password is checked, so guessing costs the same whether it succeeds. */
async function throttle(db: Db, purpose: string, { userName, clientKey }: Credentials): Promise<SignInResult | null> {
  const perUser = await hitRateLimit(db, `${purpose}:user:${clientKey}:${userName}`, LOGIN_PER_USER);
  const perClient = await hitRateLimit(db, `${purpose}:client:${clientKey}`, LOGIN_PER_CLIENT);
  const blocked = !perUser.allowed ? perUser : !perClient.allowed ? perClient : null;
  if (!blocked) return null;
  const minutes = Math.max(1, Math.ceil(blocked.retryAfterMs / 60_000));
  return { ok: false, reason: "throttled", message: LOGIN_MESSAGES.throttled(minutes) };
}

export async function signInAdmin(db: Db, input: Credentials): Promise<SignInResult> {
  const userName = input.userName.trim().toLowerCase();
  const throttled = await throttle(db, "admin", { ...input, userName });
  if (throttled) return throttled;

  const [row] = await db
    .select({ admin: admins, shopUrl: shops.url })
    .from(admins)
    .innerJoin(shops, eq(shops.id, admins.shopId))
    .where(eq(admins.userName, userName))
    .limit(1);
  if (!row) {
    await burnPasswordCheck(input.password);
    return { ok: false, reason: "unknownUser", message: LOGIN_MESSAGES.unknownUser };
  }
  if (!(await verifyPassword(input.password, row.admin.passwordHash))) {
    return { ok: false, reason: "wrongPassword", message: LOGIN_MESSAGES.wrongPassword };
  }
  await clearRateLimit(db, `admin:user:${input.clientKey}:${userName}`);
  const token = await createSession(db, { kind: "admin", adminId: row.admin.id, shopId: row.admin.shopId });
  return { ok: true, token, shopUrl: row.shopUrl, firstLoginDone: row.admin.firstLoginDone === 1 };
}

export async function signInOwner(db: Db, input: Credentials): Promise<SignInResult> {
  const userName = input.userName.trim().toLowerCase();
  const throttled = await throttle(db, "owner", { ...input, userName });
  if (throttled) return throttled;

  const [owner] = await db.select().from(platformOwners).where(eq(platformOwners.userName, userName)).limit(1);
  if (!owner) {
    await burnPasswordCheck(input.password);
    return { ok: false, reason: "unknownUser", message: LOGIN_MESSAGES.unknownUser };
  }
  if (!(await verifyPassword(input.password, owner.passwordHash))) {
    return { ok: false, reason: "wrongPassword", message: LOGIN_MESSAGES.wrongPassword };
  }
  await clearRateLimit(db, `owner:user:${input.clientKey}:${userName}`);
  return { ok: true, token: await createSession(db, { kind: "owner", ownerId: owner.id }) };
}

/**
 * Creates the platform owner, or sets a new password for an existing one (the `owner:create` command and the
 * OWNER_USER_NAME / OWNER_PASSWORD secrets both end here).
 */
export async function upsertPlatformOwner(db: Db, userName: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(platformOwners)
    .values({ userName: userName.trim().toLowerCase(), passwordHash })
    .onConflictDoUpdate({ target: platformOwners.userName, set: { passwordHash } });
}

/** Deployments provision the owner through secrets: the account is created once, on the first owner sign-in. */
export async function ensureOwnerFromSecrets(db: Db, env: { OWNER_USER_NAME?: string; OWNER_PASSWORD?: string }): Promise<void> {
  if (!env.OWNER_USER_NAME || !env.OWNER_PASSWORD) return;
  const userName = env.OWNER_USER_NAME.trim().toLowerCase();
  const [existing] = await db.select({ id: platformOwners.id }).from(platformOwners).where(eq(platformOwners.userName, userName)).limit(1);
  if (!existing) await upsertPlatformOwner(db, userName, env.OWNER_PASSWORD);
}
