import { eq } from "drizzle-orm";
import { LOGIN_MESSAGES } from "#app/domain/sign-in";
import type { Locale } from "#app/i18n/locale";
import { admins, platformOwners, shops } from "#db/schema/platform";
import type { Db } from "../db.server";
import { logEvent } from "../logs.server";
import { isKnownDevice, makeDeviceToken, type Panel } from "./known-device.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.server";
import { accountAttempt, clearRateLimit, hitRateLimit, LOGIN_PER_CLIENT, LOGIN_PER_USER } from "./rate-limit.server";
import { createSession } from "./sessions.server";

/** The login answers (app/domain/sign-in.ts), where the server's callers have always found them. */
export { LOGIN_MESSAGES };

export type SignInResult =
  /** `device`: the known-device cookie's new value for this browser. */
  | { ok: true; token: string; device: string; shopUrl?: string; firstLoginDone?: boolean; language?: Locale }
  | { ok: false; reason: "unknownUser" | "wrongPassword" | "throttled" | "closed"; message: string };

type Credentials = {
  userName: string;
  password: string;
  clientKey: string;
  /** The browser's known-device cookie, if any (known-device.server.ts). */
  deviceToken?: string | null;
};
type Refusal = Extract<SignInResult, { ok: false }>;

/** The refusal while a limit holds; the password change answers with it too. */
export function throttledAnswer(retryAfterMs: number): { ok: false; reason: "throttled"; message: string } {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return { ok: false, reason: "throttled", message: LOGIN_MESSAGES.throttled(minutes) };
}

/** The per-client limits count every attempt, before the password is checked, so guessing costs the same whether it succeeds. */
async function throttle(
  db: Db,
  panel: Panel,
  userName: string,
  clientKey: string,
  now: number,
): Promise<Refusal | null> {
  const perUser = await hitRateLimit(db, `${panel}:user:${clientKey}:${userName}`, LOGIN_PER_USER, now);
  const perClient = await hitRateLimit(db, `${panel}:client:${clientKey}`, LOGIN_PER_CLIENT, now);
  const blocked = !perUser.allowed ? perUser : !perClient.allowed ? perClient : null;
  return blocked ? throttledAnswer(blocked.retryAfterMs) : null;
}

/**
 * The steps both panels share: the client limits; then, unless this browser is a known device of the account, the
 * account's failure counts (rate-limit.server.ts); then the password. An unknown user name is counted and timed like
 * a real one.
 */
async function checkCredentials<T extends { id: number; passwordHash: string }>(
  db: Db,
  panel: Panel,
  input: Credentials,
  now: number,
  find: (userName: string) => Promise<T | undefined>,
): Promise<{ ok: true; account: T; device: string } | Refusal> {
  const userName = input.userName.trim().toLowerCase();
  const throttled = await throttle(db, panel, userName, input.clientKey, now);
  if (throttled) return throttled;
  const account = await find(userName);
  const known = account !== undefined && (await isKnownDevice(panel, input.deviceToken ?? null, account, now));
  const attempt = known ? null : await accountAttempt(db, panel, userName, now);
  if (attempt && !attempt.result.allowed) return throttledAnswer(attempt.result.retryAfterMs);

  if (!account) {
    await burnPasswordCheck(input.password);
    return { ok: false, reason: "unknownUser", message: LOGIN_MESSAGES.unknownUser };
  }
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    return { ok: false, reason: "wrongPassword", message: LOGIN_MESSAGES.wrongPassword };
  }
  await attempt?.succeeded();
  await clearRateLimit(db, `${panel}:user:${input.clientKey}:${userName}`);
  return { ok: true, account, device: await makeDeviceToken(panel, account, now) };
}

/** As typed, trimmed and cut short: a log line never carries a pasted password or a page of text. */
const userNameOf = (input: Credentials) => input.userName.trim().toLowerCase().slice(0, 60);

export async function signInAdmin(db: Db, input: Credentials, now = Date.now()): Promise<SignInResult> {
  const checked = await checkCredentials(db, "admin", input, now, async (userName) => {
    const [row] = await db
      .select({ admin: admins, shopUrl: shops.url, closedAt: shops.closedAt })
      .from(admins)
      .innerJoin(shops, eq(shops.id, admins.shopId))
      .where(eq(admins.userName, userName))
      .limit(1);
    return row && { ...row, id: row.admin.id, passwordHash: row.admin.passwordHash };
  });
  if (!checked.ok) {
    await logEvent(db, "info", `Admin sign-in refused for ${userNameOf(input)} (${checked.reason})`);
    return checked;
  }
  const { admin, shopUrl, closedAt } = checked.account;
  // Said only to whoever knows the password: a closed account's name tells a stranger nothing.
  if (closedAt) {
    await logEvent(db, "info", `Admin sign-in refused for ${userNameOf(input)} (closed)`, admin.shopId);
    return { ok: false, reason: "closed", message: LOGIN_MESSAGES.closed };
  }
  const token = await createSession(db, { kind: "admin", adminId: admin.id, shopId: admin.shopId });
  await logEvent(db, "info", `Admin ${admin.userName} signed in to ${shopUrl}`, admin.shopId);
  return {
    ok: true,
    token,
    device: checked.device,
    shopUrl,
    firstLoginDone: admin.firstLoginDone === 1,
    language: admin.language,
  };
}

export async function signInOwner(db: Db, input: Credentials, now = Date.now()): Promise<SignInResult> {
  const checked = await checkCredentials(db, "owner", input, now, async (userName) => {
    const [owner] = await db.select().from(platformOwners).where(eq(platformOwners.userName, userName)).limit(1);
    return owner;
  });
  if (!checked.ok) {
    await logEvent(db, "info", `Platform owner sign-in refused for ${userNameOf(input)} (${checked.reason})`);
    return checked;
  }
  await logEvent(db, "info", `Platform owner ${checked.account.userName} signed in`);
  const token = await createSession(db, { kind: "owner", ownerId: checked.account.id });
  return { ok: true, token, device: checked.device };
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
export async function ensureOwnerFromSecrets(
  db: Db,
  env: { OWNER_USER_NAME?: string; OWNER_PASSWORD?: string },
): Promise<void> {
  if (!env.OWNER_USER_NAME || !env.OWNER_PASSWORD) return;
  const userName = env.OWNER_USER_NAME.trim().toLowerCase();
  const [existing] = await db
    .select({ id: platformOwners.id })
    .from(platformOwners)
    .where(eq(platformOwners.userName, userName))
    .limit(1);
  if (!existing) await upsertPlatformOwner(db, userName, env.OWNER_PASSWORD);
}
