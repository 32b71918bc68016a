import { beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIES } from "#app/server/auth/known-device.server";
import {
  hitRateLimit,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_DAY,
} from "#app/server/auth/rate-limit.server";
import { signInAdmin, signInOwner, upsertPlatformOwner } from "#app/server/auth/sign-in.server";
import { seed } from "../../scripts/seed/seed";
import { createTestShop, db, uniqueSuffix } from "./helpers";
import { postForm } from "./route-harness";

const client = () => `client-${uniqueSuffix()}`;

/*
 * Guessing passwords (decision 0023): failures counted per account from any client, known devices that keep the
 * rightful admin in, and the rate limit windows they are counted in.
 */

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
});

describe("sign-in failures per account, from any client", () => {
  const failures = LOGIN_FAILURES_PER_ACCOUNT.limit;
  const throttled = { ok: false, reason: "throttled", message: "Too many sign-in attempts. Try again in 15 minutes." };

  it("counts 10 failures in 15 minutes and then refuses even the right password, from any address, until the window passes", async () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    const shop = await createTestShop();
    const now = Date.now();
    const attempt = (password: string, at = now) =>
      signInAdmin(db(), { userName: shop.admin.userName, password, clientKey: client() }, at);
    // One guess from each of many addresses: no per-client counter ever fills up.
    for (let i = 0; i < failures; i++) expect(await attempt(`guess-${i}`)).toMatchObject({ reason: "wrongPassword" });
    expect(await attempt(shop.admin.password)).toEqual(throttled);
    expect(await attempt(shop.admin.password, now + 14 * 60_000)).toMatchObject({
      reason: "throttled",
      message: "Too many sign-in attempts. Try again in 1 minute.",
    });
    expect(await attempt(shop.admin.password, now + LOGIN_FAILURES_PER_ACCOUNT.windowMs)).toMatchObject({ ok: true });
  });

  it("never counts successful sign-ins", async () => {
    const shop = await createTestShop();
    const attempt = (password: string) =>
      signInAdmin(db(), { userName: shop.admin.userName, password, clientKey: client() });
    for (let i = 0; i < 3 * failures; i++) expect(await attempt(shop.admin.password)).toMatchObject({ ok: true });
    for (let i = 0; i < failures - 1; i++)
      expect(await attempt(`guess-${i}`)).toMatchObject({ reason: "wrongPassword" });
    expect(await attempt(shop.admin.password)).toMatchObject({ ok: true });
    expect(await attempt("one-guess-too-many")).toMatchObject({ reason: "wrongPassword" });
    expect(await attempt(shop.admin.password)).toEqual(throttled);
  });

  it("treats an unknown user name the same way, so the lock tells nothing about who has an account", async () => {
    const userName = `nobody-${uniqueSuffix()}@example.in`;
    const attempt = () => signInAdmin(db(), { userName, password: "whatever-1", clientKey: client() });
    for (let i = 0; i < failures; i++) expect(await attempt()).toMatchObject({ reason: "unknownUser" });
    expect(await attempt()).toEqual(throttled);
  });

  it("locks the platform owner's sign-in the same way", async () => {
    const userName = `boss-${uniqueSuffix()}@yaadi.in`;
    await upsertPlatformOwner(db(), userName, "owner-pass-1");
    const attempt = (password: string) => signInOwner(db(), { userName, password, clientKey: client() });
    for (let i = 0; i < failures; i++) expect(await attempt(`guess-${i}`)).toMatchObject({ reason: "wrongPassword" });
    expect(await attempt("owner-pass-1")).toEqual(throttled);
    // Each panel counts its own accounts: a shop admin with the same name is another account.
    const ghost = `ghost-${uniqueSuffix()}@yaadi.in`;
    for (let i = 0; i < failures; i++) await signInOwner(db(), { userName: ghost, password: "x", clientKey: client() });
    expect(await signInAdmin(db(), { userName: ghost, password: "x", clientKey: client() })).toMatchObject({
      reason: "unknownUser",
    });
  });
});

describe("known devices: guesses from elsewhere never lock the rightful owner out (decision 0023)", () => {
  const failures = LOGIN_FAILURES_PER_ACCOUNT.limit;
  const wrong = (i: number) => `guess-${i}`;
  const deviceOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIES.admin}=`))
      ?.split(";")[0];
  const signInPage = (fields: Record<string, string>, ip: string, cookie?: string) =>
    postForm("/adminpanel/", fields, { headers: { "CF-Connecting-IP": ip }, cookie });

  it("lets the admin in on their own phone after 10 wrong passwords from elsewhere; others wait", async () => {
    const shop = await createTestShop();
    const login = { userName: shop.admin.userName, password: shop.admin.password };
    const first = await signInPage(login, client());
    expect(first.status).toBe(302);
    const device = deviceOf(first)!;
    expect(first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIES.admin}=`))).toMatch(
      /; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000; Secure$/,
    );
    // A guesser spread over many addresses sets off the account-wide lock.
    for (let i = 0; i < failures; i++)
      expect((await signInPage({ ...login, password: wrong(i) }, client())).status).toBe(401);
    const elsewhere = await signInPage(login, client());
    expect([
      elsewhere.status,
      (await elsewhere.text()).includes("Too many sign-in attempts. Try again in 15 minutes."),
    ]).toEqual([429, true]);
    // The owner's own phone, on another network now: straight in, and its device cookie renewed.
    const own = await signInPage(login, client(), device);
    expect([own.status, own.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
    expect(deviceOf(own)).toMatch(new RegExp(`^${DEVICE_COOKIES.admin}=${shop.admin.id}\\.`));
    // Another account's device, a forged one or an altered one is no device at all.
    const other = await createTestShop();
    const otherDevice = deviceOf(
      await signInPage({ userName: other.admin.userName, password: other.admin.password }, client()),
    )!;
    const forged = `${DEVICE_COOKIES.admin}=${shop.admin.id}.${Date.now()}.${"A".repeat(43)}`;
    // The last character's lowest bit is padding in base64url: the same MAC, but not the cookie that was issued.
    const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const paddingFlipped = device.replace(/.$/, (c) => BASE64URL[BASE64URL.indexOf(c) ^ 1]!);
    const altered = device.replace(/.$/, (c) => BASE64URL[BASE64URL.indexOf(c) ^ 4]!);
    for (const cookie of [otherDevice, forged, altered, paddingFlipped])
      expect((await signInPage(login, client(), cookie)).status, cookie).toBe(429);
  });

  it("caps guesses over a day at 50 from unknown devices; a known device still signs in", async () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT_DAY).toEqual({ limit: 50, windowMs: 24 * 3600_000 });
    const shop = await createTestShop();
    const start = Date.now();
    const known = await signInAdmin(db(), { ...shop.admin, clientKey: client() }, start);
    const device = known.ok ? known.device : null;
    // Ten guesses in each 15-minute window, never setting off the short lock's refusal of the eleventh.
    let at = start;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_DAY.limit; i++) {
      if (i % failures === 0) at += LOGIN_FAILURES_PER_ACCOUNT.windowMs;
      expect(await signInAdmin(db(), { ...shop.admin, password: wrong(i), clientKey: client() }, at)).toMatchObject({
        reason: "wrongPassword",
      });
    }
    at += LOGIN_FAILURES_PER_ACCOUNT.windowMs;
    expect(await signInAdmin(db(), { ...shop.admin, clientKey: client() }, at)).toMatchObject({ reason: "throttled" });
    expect(await signInAdmin(db(), { ...shop.admin, clientKey: client(), deviceToken: device }, at)).toMatchObject({
      ok: true,
    });
    // The day's window passes.
    expect(
      await signInAdmin(
        db(),
        { ...shop.admin, clientKey: client() },
        start + LOGIN_FAILURES_PER_ACCOUNT_DAY.windowMs + 1,
      ),
    ).toMatchObject({ ok: true });
  });

  it("keeps the platform owner's known device the same way; a new password ends every device", async () => {
    const userName = `boss-${uniqueSuffix()}@yaadi.in`;
    await upsertPlatformOwner(db(), userName, "owner-pass-1");
    const signIn = (password: string, deviceToken: string | null = null) =>
      signInOwner(db(), { userName, password, clientKey: client(), deviceToken });
    const first = await signIn("owner-pass-1");
    const device = first.ok ? first.device : null;
    for (let i = 0; i < failures; i++) await signIn(wrong(i));
    expect(await signIn("owner-pass-1")).toMatchObject({ reason: "throttled" });
    expect(await signIn("owner-pass-1", device)).toMatchObject({ ok: true });
    // The admin panel's devices are not the back office's.
    expect(
      await signInAdmin(db(), { userName, password: "x", clientKey: client(), deviceToken: device }),
    ).toMatchObject({
      reason: "unknownUser",
    });
    await upsertPlatformOwner(db(), userName, "owner-pass-2");
    expect(await signIn("owner-pass-2", device)).toMatchObject({ reason: "throttled" });
  });
});

describe("rate limit windows", () => {
  it("blocks over the limit and starts a new window after windowMs", async () => {
    const key = `test:${uniqueSuffix()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    const now = Date.now();
    for (let i = 0; i < rule.limit; i++)
      expect(await hitRateLimit(db(), key, rule, now + i)).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, rule, now + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(await hitRateLimit(db(), key, rule, now + rule.windowMs)).toEqual({ allowed: true });
    expect(await hitRateLimit(db(), key, rule, now + rule.windowMs + 1)).toEqual({ allowed: true });
  });
});
