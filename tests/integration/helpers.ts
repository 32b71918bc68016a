import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { SHOP_TYPE, SHOP_TYPES } from "#app/domain/shop-types";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { signInAdmin, signInOwner, upsertPlatformOwner } from "#app/server/auth/sign-in.server";
import { type Db, getDb } from "#app/server/db.server";
import { createStore } from "#app/server/signup.server";
import { admins, emailOutbox, shopTypes } from "#db/schema/platform";

/*
 * Shared helpers for integration tests that prove tenant isolation.
 *
 * Shops are created through the real sign-up service (createStore). Its admin password is random and exists only in
 * the credentials e-mail, so the helpers read it back from the email_outbox row ("Password: …" line) — the same path a
 * shop owner takes. Sessions come from the real sign-in services (signInAdmin / signInOwner), each with its own client
 * key, so the helpers never run into the sign-in rate limit however often a test file calls them.
 */

export const BASE_URL = "http://localhost";

export const db = (): Db => getDb(env.DB);

/** Short unique suffix (lowercase letters and digits: valid in shop URLs and e-mail local parts). */
export function uniqueSuffix(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 10);
}

/** The shop types sign-up needs, without the catalogues (seed() writes both; this is the cheap part). */
export async function ensureShopTypes(database: Db = db()): Promise<void> {
  for (const t of SHOP_TYPES) {
    await database
      .insert(shopTypes)
      .values({
        id: t.id,
        name: t.name,
        masterListUrl: t.masterListUrl,
        copyMasterOnCreate: t.copyMasterOnCreate ? 1 : 0,
        colorScheme: t.colorScheme,
        listWord: t.listWord,
        sortOrder: t.id,
      })
      .onConflictDoNothing({ target: shopTypes.id });
  }
}

export async function countRows(table: SQLiteTable, where?: SQL): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export type TestShop = {
  id: number;
  url: string;
  name: string;
  /** Absolute link of the store's front page. */
  storeUrl: string;
  admin: { id: number; userName: string; password: string };
};

/** Reads the first password from the newest credentials e-mail sent to `to`. */
export async function passwordFromOutbox(to: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const match = mail && /^Password: (\S+)$/m.exec(mail.bodyText);
  if (!match?.[1]) throw new Error(`no credentials e-mail with a password for ${to}`);
  return match[1];
}

export type CreateShopOptions = {
  storeName?: string;
  shopTypeId?: number;
  email?: string;
  /** Mark the admin's first-login password change as done, so admin pages open directly (default true). */
  completeFirstLogin?: boolean;
};

/**
 * Creates a store through the real sign-up service. Vegetable stores copy the master catalogue only when the
 * catalogues were seeded first (`seed(db(), …)`); the default type (grocery) starts empty either way.
 */
export async function createTestShop(options: CreateShopOptions = {}): Promise<TestShop> {
  const database = db();
  await ensureShopTypes(database);
  const suffix = uniqueSuffix();
  const storeName = options.storeName ?? `shop${suffix}`;
  const email = options.email ?? `owner-${suffix}@example.in`;
  const result = await createStore(
    database,
    env.JOBS,
    { storeName, shopTypeId: options.shopTypeId ?? SHOP_TYPE.grocery, shopInfo: "", email },
    BASE_URL,
  );
  if (!result.ok) throw new Error(`createStore(${storeName}) failed: ${result.reason}`);
  const [admin] = await database.select().from(admins).where(eq(admins.shopId, result.shopId));
  if (!admin) throw new Error(`createStore(${storeName}) wrote no admin`);
  if (options.completeFirstLogin ?? true) {
    await database
      .update(admins)
      .set({ firstLoginDone: 1 })
      .where(and(eq(admins.id, admin.id), eq(admins.shopId, result.shopId)));
  }
  return {
    id: result.shopId,
    url: result.shopUrl,
    name: storeName,
    storeUrl: `${BASE_URL}/${result.shopUrl}`,
    admin: { id: admin.id, userName: admin.userName, password: await passwordFromOutbox(email) },
  };
}

/** Two independent stores, A and B, with their admins: the fixture of every tenant-isolation test. */
export async function seedTwoShops(
  options: Omit<CreateShopOptions, "storeName" | "email"> = {},
): Promise<{ a: TestShop; b: TestShop }> {
  const a = await createTestShop(options);
  const b = await createTestShop(options);
  return { a, b };
}

export type RequestOptions = RequestInit & {
  /** Origin (scheme://host[:port]) the request is sent to; default http://localhost. A store host: `http://{url}.localhost`. */
  base?: string;
};

/** fetch(path, init) through the Worker, as one kind of visitor; `token` is the session token (null when anonymous). */
export type Client = ((path: string, init?: RequestOptions) => Promise<Response>) & { token: string | null };

/**
 * Requests go through the real Worker (exports.default.fetch). Redirects are not followed (tests assert them), and
 * a state-changing request carries a same-origin Origin header unless the caller sets one.
 */
export function clientWith(token: string | null): Client {
  const send = async (path: string, init: RequestOptions = {}) => {
    const { base = BASE_URL, ...rest } = init;
    const url = new URL(path, base);
    const headers = new Headers(rest.headers);
    const method = (rest.method ?? "GET").toUpperCase();
    if (!["GET", "HEAD", "OPTIONS"].includes(method) && !headers.has("Origin")) headers.set("Origin", url.origin);
    if (token) {
      const cookie = headers.get("Cookie");
      headers.set("Cookie", [cookie, `${SESSION_COOKIE}=${token}`].filter(Boolean).join("; "));
    }
    return exports.default.fetch(url.toString(), { redirect: "manual", ...rest, method, headers });
  };
  return Object.assign(send, { token });
}

export function asAnonymous(): Client {
  return clientWith(null);
}

/** Signs the shop's admin in with the real service (a fresh client key each time, so no throttling). */
export async function asAdminOf(shop: Pick<TestShop, "admin">): Promise<Client> {
  const result = await signInAdmin(db(), {
    userName: shop.admin.userName,
    password: shop.admin.password,
    clientKey: `test-${uniqueSuffix()}`,
  });
  if (!result.ok) throw new Error(`admin sign-in failed: ${result.message}`);
  return clientWith(result.token);
}

export const TEST_OWNER = { userName: "owner@tests.yaadi.local", password: "owner-test-password-1" };

/** Provisions the platform owner (idempotent) and signs in with the real service. */
export async function asOwner(): Promise<Client> {
  await upsertPlatformOwner(db(), TEST_OWNER.userName, TEST_OWNER.password);
  const result = await signInOwner(db(), { ...TEST_OWNER, clientKey: `test-${uniqueSuffix()}` });
  if (!result.ok) throw new Error(`owner sign-in failed: ${result.message}`);
  return clientWith(result.token);
}

/** The tenant the test Worker's page renderer resolved (tests/integration/test-worker.ts). */
export type ResolvedTenant = {
  shop: string | null;
  dealer: string | null;
  via: "host" | "domain" | "path" | null;
  basePath: string | null;
};

export async function resolvedTenant(response: Response): Promise<ResolvedTenant> {
  if (response.status !== 200)
    throw new Error(
      `expected the page renderer (200), got ${response.status} ${response.headers.get("Location") ?? ""}`,
    );
  return response.json<ResolvedTenant>();
}
