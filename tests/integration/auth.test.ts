import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "#app/server/auth/crypto.server";
import { hashPassword, verifyPassword } from "#app/server/auth/password.server";
import { LOGIN_PER_USER } from "#app/server/auth/rate-limit.server";
import {
  ABSOLUTE_MS,
  createSession,
  destroySession,
  IDLE_MS,
  readSession,
  readSessionToken,
  sessionCookie,
} from "#app/server/auth/sessions.server";
import { ensureOwnerFromSecrets, signInAdmin, signInOwner, upsertPlatformOwner } from "#app/server/auth/sign-in.server";
import { platformOwners, sessions, shops } from "#db/schema/platform";
import { DEMO_STORES } from "../../scripts/seed/demo-stores";
import { seed } from "../../scripts/seed/seed";
import { countRows, createTestShop, db, uniqueSuffix } from "./helpers";
import { getAllByLabel, getAllByRole, getAllByText, getByRole, parsePage, textOf } from "./page-roles";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

const veggie = DEMO_STORES[0]!;
const grocery = DEMO_STORES[1]!;
const client = () => `client-${uniqueSuffix()}`;

beforeAll(async () => {
  await seed(db(), { localCredentials: true });
});

describe("passwords", () => {
  it("are stored as pbkdf2-sha256$100000$salt$hash and verify", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = [await hashPassword("same"), await hashPassword("same")];
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("refuses tampered or garbage stored hashes", async () => {
    const stored = await hashPassword("secret-1");
    const [algorithm, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const flipped = (hash[0] === "A" ? "B" : "A") + hash.slice(1);
    for (const bad of [
      `${algorithm}$${iterations}$${salt}$${flipped}`,
      `${algorithm}$99999$${salt}$${hash}`,
      `md5$${iterations}$${salt}$${hash}`,
      `${algorithm}$0$${salt}$${hash}`,
      `${algorithm}$abc$${salt}$${hash}`,
      `${algorithm}$${iterations}$${salt}`,
      "secret-1",
      "",
      "$$$",
    ]) {
      expect(await verifyPassword("secret-1", bad), bad).toBe(false);
    }
  });

  it("answers false (does not throw) for stored hashes that are not base64url or exceed the runtime's iteration cap", async () => {
    const stored = await hashPassword("secret-2");
    const [algorithm, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const cases = {
      saltNotBase64: `${algorithm}$${iterations}$!!not base64!!$${hash}`,
      hashNotBase64: `${algorithm}$${iterations}$${salt}$%%%`,
      overIterationCap: `${algorithm}$1000000$${salt}$${hash}`,
    };
    const outcomes: Record<string, string> = {};
    for (const [name, bad] of Object.entries(cases)) {
      outcomes[name] = await verifyPassword("secret-2", bad).then(
        String,
        (e: unknown) => `threw ${e instanceof Error ? e.name : String(e)}`,
      );
    }
    expect(outcomes).toEqual({ saltNotBase64: "false", hashNotBase64: "false", overIterationCap: "false" });
  });
});

describe("sessions", () => {
  const adminSubject = async () => {
    const result = await signInAdmin(db(), {
      userName: veggie.admin.userName,
      password: veggie.admin.localPassword,
      clientKey: client(),
    });
    if (!result.ok) throw new Error(result.message);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(result.token)));
    return { kind: "admin" as const, adminId: row!.adminId!, shopId: row!.shopId! };
  };

  it("stores only the token's SHA-256, and reads back as valid", async () => {
    const token = await createSession(db(), await adminSubject());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await countRows(sessions, eq(sessions.tokenHash, token))).toBe(0);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(token)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lookup = await readSession(db(), token);
    expect(lookup.status).toBe("valid");
    expect(lookup.status === "valid" && lookup.session.kind).toBe("admin");
    expect((await readSession(db(), `${token}x`)).status).toBe("none");
    expect((await readSession(db(), null)).status).toBe("none");
  });

  it("expires after 14 idle days and deletes the row", async () => {
    const now = Date.now();
    const token = await createSession(db(), await adminSubject(), now);
    expect((await readSession(db(), token, now + IDLE_MS - 60_000)).status).toBe("valid");
    // That read touched lastSeenAt: idleness counts from it.
    expect((await readSession(db(), token, now + 2 * IDLE_MS - 120_000)).status).toBe("valid");
    expect((await readSession(db(), token, now + 3 * IDLE_MS)).status).toBe("expired");
    expect(await countRows(sessions, eq(sessions.tokenHash, await sha256Hex(token)))).toBe(0);
    expect((await readSession(db(), token, now + 3 * IDLE_MS)).status).toBe("none");
  });

  it("expires 30 days after creation even when used every day", async () => {
    const now = Date.now();
    const token = await createSession(db(), await adminSubject(), now);
    for (let day = 5; day < 30; day += 5)
      expect((await readSession(db(), token, now + day * 24 * 3600_000)).status).toBe("valid");
    expect((await readSession(db(), token, now + ABSOLUTE_MS)).status).toBe("expired");
    expect(await countRows(sessions, eq(sessions.tokenHash, await sha256Hex(token)))).toBe(0);
  });

  it("ends on destroySession", async () => {
    const token = await createSession(db(), await adminSubject());
    await destroySession(db(), token);
    expect((await readSession(db(), token)).status).toBe("none");
  });

  it("sets an HttpOnly, SameSite=Lax, Path=/ cookie, Secure on https and localhost", () => {
    for (const url of [
      "https://demoveggiestore.yaadi.in/adminpanel",
      "http://localhost:8787/adminpanel",
      "http://demoveggiestore.localhost/x",
    ]) {
      const cookie = sessionCookie(new URL(url), "tok");
      expect(cookie.startsWith("yaadi_session=tok; ")).toBe(true);
      for (const part of ["Path=/", "HttpOnly", "SameSite=Lax", "Secure", `Max-Age=${ABSOLUTE_MS / 1000}`])
        expect(cookie.split("; ")).toContain(part);
    }
    expect(sessionCookie(new URL("http://shop.example.in/"), "tok").split("; ")).not.toContain("Secure");
  });

  it("reads the token back from a Cookie header", () => {
    const request = new Request("http://localhost/", { headers: { Cookie: "a=1; yaadi_session=abc-_123; b=2" } });
    expect(readSessionToken(request)).toBe("abc-_123");
    expect(readSessionToken(new Request("http://localhost/"))).toBeNull();
  });
});

describe("admin sign-in", () => {
  it("accepts the demo credentials (user name case-insensitive) and answers the shop URL", async () => {
    const result = await signInAdmin(db(), {
      userName: ` ${veggie.admin.userName.toUpperCase()} `,
      password: veggie.admin.localPassword,
      clientKey: client(),
    });
    expect(result).toMatchObject({ ok: true, shopUrl: "demoveggiestore", firstLoginDone: true });
    expect(result.ok && (await readSession(db(), result.token)).status).toBe("valid");
  });

  it("answers the spec's texts for a wrong password and an unknown user", async () => {
    expect(
      await signInAdmin(db(), { userName: veggie.admin.userName, password: "wrong-password", clientKey: client() }),
    ).toEqual({
      ok: false,
      reason: "wrongPassword",
      message: "Invalid password... Try again",
    });
    expect(
      await signInAdmin(db(), { userName: "nobody@example.in", password: "whatever1", clientKey: client() }),
    ).toEqual({
      ok: false,
      reason: "unknownUser",
      message: "Invalid username... Try again",
    });
  });

  it("throttles the 6th attempt for the same user and client, even with the right password", async () => {
    const clientKey = client();
    const attempt = (password: string) => signInAdmin(db(), { userName: grocery.admin.userName, password, clientKey });
    for (let i = 0; i < LOGIN_PER_USER.limit; i++)
      expect(await attempt(`wrong-${i}`)).toMatchObject({ ok: false, reason: "wrongPassword" });
    const sixth = await attempt(grocery.admin.localPassword);
    expect(sixth).toMatchObject({ ok: false, reason: "throttled" });
    expect(!sixth.ok && sixth.message).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    // Another client is not blocked by this client's counter for the same user.
    expect(
      await signInAdmin(db(), {
        userName: grocery.admin.userName,
        password: grocery.admin.localPassword,
        clientKey: client(),
      }),
    ).toMatchObject({ ok: true });
  });

  it("a successful sign-in resets the per-user counter", async () => {
    const clientKey = client();
    const attempt = (password: string) => signInAdmin(db(), { userName: veggie.admin.userName, password, clientKey });
    for (let i = 0; i < LOGIN_PER_USER.limit - 1; i++) await attempt("wrong");
    expect(await attempt(veggie.admin.localPassword)).toMatchObject({ ok: true });
    for (let i = 0; i < LOGIN_PER_USER.limit - 1; i++)
      expect(await attempt("wrong")).toMatchObject({ reason: "wrongPassword" });
  });
});

describe("the admin panel's sign-in page (/adminpanel)", () => {
  it("the login form says where the password was sent", async () => {
    const response = await get("/adminpanel/");
    expect(response.status).toBe(200);
    const page = parsePage(await response.text());
    getByRole(page, "heading", { name: "Admin panel login" });
    expect(getAllByText(page, "(Password has been sent to your email-id)", { exact: true })).toHaveLength(1);
    const password = getAllByLabel(page, "Password");
    expect(password.map((input) => input.attrs.type)).toEqual(["password"]);
    // No message before the user types.
    expect(getAllByText(page, "User name is required")).toHaveLength(0);
  });

  it("an unknown user name is refused", async () => {
    const response = await postForm(
      "/adminpanel/",
      { userName: `nobody${Date.now().toString(36)}@ex.in`, password: "whatever-123" },
      { headers: { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } },
    );
    const page = parsePage(await response.text());
    const alerts = getAllByRole(page, "alert").map(textOf);
    expect(alerts.filter((text) => /invalid/i.test(text))).toEqual(["Invalid username... Try again"]);
    expect(getAllByRole(page, "link", { name: "Visit Store" })).toHaveLength(0);
  });
});

describe("a suspended admin's next click", () => {
  it("lands on the sign-in page, which says why; signing in again opens the way to pay", async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    const signedIn = await postForm("/adminpanel/", { userName: shop.admin.userName, password: shop.admin.password });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await get("/adminpanel/products", { cookie })).status).toBe(200);
    // The platform owner disables the shop, as Update Shop does it (app/server/owner/shops.server.ts): its admin's
    // sessions end in the same batch.
    await db().update(shops).set({ status: "disabled" }).where(eq(shops.id, shop.id));
    await db().delete(sessions).where(eq(sessions.shopId, shop.id));

    const next = await get("/adminpanel/products", { cookie });
    expect([next.status, next.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
    const page = await (await get("/adminpanel/", { cookie })).text();
    expect(page).toContain("Your admin-panel is disabled due to non-payment of fees.");
    expect(page).toContain("Admin panel login");
    const again = await postForm("/adminpanel/", { userName: shop.admin.userName, password: shop.admin.password });
    const session = again.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await get("/adminpanel/products", { cookie: session })).headers.get("Location")).toBe(
      "/adminpanel/account",
    );
    expect(await (await get("/adminpanel/account", { cookie: session })).text()).toContain(
      "Your admin-panel is disabled due to non-payment of fees.",
    );
    // Another browser, or this one once the shop is enabled again, sees the plain sign-in page.
    expect(await (await get("/adminpanel/")).text()).not.toContain("disabled due to non-payment");
    await db().update(shops).set({ status: "ready" }).where(eq(shops.id, shop.id));
    expect(await (await get("/adminpanel/", { cookie })).text()).not.toContain("disabled due to non-payment");
  });
});

describe("platform owner", () => {
  it("signs in after upsertPlatformOwner; an upsert changes the password", async () => {
    const userName = `Boss-${uniqueSuffix()}@Yaadi.in`;
    await upsertPlatformOwner(db(), userName, "first-pass-1");
    const first = await signInOwner(db(), { userName, password: "first-pass-1", clientKey: client() });
    expect(first.ok).toBe(true);
    expect(first.ok && (await readSession(db(), first.token))).toMatchObject({
      status: "valid",
      session: { kind: "owner", adminId: null, shopId: null },
    });

    await upsertPlatformOwner(db(), userName, "second-pass-2");
    expect(await signInOwner(db(), { userName, password: "first-pass-1", clientKey: client() })).toMatchObject({
      ok: false,
      message: "Invalid password... Try again",
    });
    expect(await signInOwner(db(), { userName, password: "second-pass-2", clientKey: client() })).toMatchObject({
      ok: true,
    });
    expect(await signInOwner(db(), { userName: "ghost@yaadi.in", password: "x", clientKey: client() })).toMatchObject({
      ok: false,
      message: "Invalid username... Try again",
    });
  });

  it("ensureOwnerFromSecrets creates the owner once and never overwrites the password", async () => {
    const userName = `secret-${uniqueSuffix()}@yaadi.in`;
    const owners = () => countRows(platformOwners, eq(platformOwners.userName, userName));
    await ensureOwnerFromSecrets(db(), { OWNER_USER_NAME: userName });
    expect(await owners()).toBe(0);
    await ensureOwnerFromSecrets(db(), {
      OWNER_USER_NAME: ` ${userName.toUpperCase()} `,
      OWNER_PASSWORD: "from-secret-1",
    });
    await ensureOwnerFromSecrets(db(), { OWNER_USER_NAME: userName, OWNER_PASSWORD: "changed-secret-2" });
    expect(await owners()).toBe(1);
    expect(await signInOwner(db(), { userName, password: "from-secret-1", clientKey: client() })).toMatchObject({
      ok: true,
    });
    expect(await signInOwner(db(), { userName, password: "changed-secret-2", clientKey: client() })).toMatchObject({
      ok: false,
      reason: "wrongPassword",
    });
  });
});
