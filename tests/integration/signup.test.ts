import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { createStoreSchema } from "#app/domain/signup";
import { verifyPassword } from "#app/server/auth/password.server";
import { findOutboxMail, outboxInsert } from "#app/server/mail/outbox.server";
import { createStore } from "#app/server/signup.server";
import { handleSignup } from "#app/server/signup-action.server";
import { categories, products, shopSettings } from "#db/schema/catalogue";
import { admins, emailOutbox, shops } from "#db/schema/platform";
import { handleQueue } from "#workers/jobs/queue";
import { seed } from "../../scripts/seed/seed";
import { countRows, db, uniqueSuffix } from "./helpers";
import { dataResponse, dataUrl, postForm } from "./route-harness";

const ORIGIN = "http://localhost:8787";

/** Records what createStore enqueues, and forwards it to the real queue. */
function recordingQueue() {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => {
      sent.push(body);
      await env.JOBS.send(body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

const input = (overrides: Partial<{ storeName: string; shopTypeId: number; shopInfo: string; email: string }> = {}) => {
  const suffix = uniqueSuffix();
  return {
    storeName: `store${suffix}`,
    shopTypeId: SHOP_TYPE.grocery,
    shopInfo: "",
    email: `owner-${suffix}@example.in`,
    ...overrides,
  };
};

const rowCounts = async () => ({
  shops: await countRows(shops),
  admins: await countRows(admins),
  outbox: await countRows(emailOutbox),
  settings: await countRows(shopSettings),
});

beforeAll(async () => {
  await seed(db(), { localCredentials: false });
});

describe("createStore", () => {
  it("creates a vegetables store with the master catalogue, its admin, settings and the credentials e-mail", async () => {
    const data = input({ storeName: `Veg${uniqueSuffix()}`, shopTypeId: SHOP_TYPE.vegetables });
    const { queue, sent } = recordingQueue();
    const result = await createStore(db(), queue, data, ORIGIN);
    const url = data.storeName.toLowerCase();
    expect(result).toMatchObject({ ok: true, shopUrl: url });
    if (!result.ok) return;

    const [shop] = await db().select().from(shops).where(eq(shops.id, result.shopId));
    expect(shop).toMatchObject({
      url,
      name: data.storeName,
      status: "not ready",
      plan: 0,
      productsLimit: 150,
      isMaster: 0,
      shopTypeId: SHOP_TYPE.vegetables,
      email: data.email,
    });

    const items = await db().select().from(products).where(eq(products.shopId, shop!.id));
    expect(items.length).toBeGreaterThanOrEqual(100);
    expect(items.length).toBeLessThanOrEqual(150);
    expect(items.every((p) => p.categoryId !== null)).toBe(true);
    const foreign = await db()
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.shopId, shop!.id), ne(categories.shopId, shop!.id)));
    expect(foreign).toEqual([]);
    expect(await countRows(categories, eq(categories.shopId, shop!.id))).toBeGreaterThan(0);

    const [admin] = await db().select().from(admins).where(eq(admins.shopId, shop!.id));
    expect(admin).toMatchObject({ userName: data.email, firstLoginDone: 0 });
    expect(admin!.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[^$]+\$[^$]+$/);
    expect(await countRows(shopSettings, eq(shopSettings.shopId, shop!.id))).toBe(1);

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, data.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      shopId: shop!.id,
      subject: `Your Yaadi store ${data.storeName} is ready`,
      sensitive: 1,
    });
    const body = mail.bodyText.split("\n");
    expect(body).toContain(`Store link: ${ORIGIN}/${url}`);
    expect(body).toContain(`Admin panel: ${ORIGIN}/adminpanel`);
    expect(body).toContain(`User name: ${data.email}`);
    const password = /^Password: ([a-z2-9]{10})$/m.exec(mail.bodyText)?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    expect(sent).toEqual([{ type: "email", outboxId: mail.id }]);
  });

  it("creates a grocery store without products", async () => {
    const result = await createStore(db(), env.JOBS, input({ shopTypeId: SHOP_TYPE.grocery }), ORIGIN);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await countRows(products, eq(products.shopId, result.shopId))).toBe(0);
    expect(await countRows(categories, eq(categories.shopId, result.shopId))).toBe(0);
  });

  it("refuses a taken name and writes nothing", async () => {
    const before = await rowCounts();
    for (const storeName of ["demoveggiestore", "DemoVeggieStore", " demoveggiestore "]) {
      expect(await createStore(db(), env.JOBS, input({ storeName }), ORIGIN)).toEqual({ ok: false, reason: "taken" });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it.each(["adminpanel", "www", "masterx", "Owner", "_hidden"])("refuses the reserved name %s", async (storeName) => {
    const before = await rowCounts();
    expect(await createStore(db(), env.JOBS, input({ storeName }), ORIGIN)).toEqual({ ok: false, reason: "reserved" });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an e-mail that already has a store and writes nothing", async () => {
    const first = input();
    expect((await createStore(db(), env.JOBS, first, ORIGIN)).ok).toBe(true);
    const before = await rowCounts();
    expect(await createStore(db(), env.JOBS, input({ email: first.email }), ORIGIN)).toEqual({
      ok: false,
      reason: "emailRegistered",
    });
    // The wizard's schema lowercases the e-mail before the service sees it.
    const typed = createStoreSchema.parse({ ...input(), email: first.email.toUpperCase() });
    expect(await createStore(db(), env.JOBS, typed, ORIGIN)).toEqual({ ok: false, reason: "emailRegistered" });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a name that would shadow an existing dealer link ({shopUrl}_{dealerLink})", async () => {
    // The whole segment is tried as a shop first (DECISIONS.md), so such a store would capture the dealer's customers.
    const before = await rowCounts();
    expect(await createStore(db(), env.JOBS, input({ storeName: "demoveggiestore_ramesh" }), ORIGIN)).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an unknown shop type and writes nothing", async () => {
    const before = await rowCounts();
    expect(await createStore(db(), env.JOBS, input({ shopTypeId: 999 }), ORIGIN)).toEqual({
      ok: false,
      reason: "unknownType",
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("lowercases the URL, keeps the typed name, and then treats the name as taken in any case", async () => {
    const result = await createStore(db(), env.JOBS, input({ storeName: "MyShop" }), ORIGIN);
    expect(result).toMatchObject({ ok: true, shopUrl: "myshop" });
    const [shop] = await db().select().from(shops).where(eq(shops.url, "myshop"));
    expect(shop?.name).toBe("MyShop");
    expect(await createStore(db(), env.JOBS, input({ storeName: "myshop" }), ORIGIN)).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await createStore(db(), env.JOBS, input({ storeName: "MYSHOP" }), ORIGIN)).toEqual({
      ok: false,
      reason: "taken",
    });
  });
});

describe("the wizard's server answers (POST /start, as its fetchers send them)", () => {
  /** One of the wizard's two calls through the Worker, from a connection of its own (sign-ups are limited per client). */
  async function wizard(fields: Record<string, string>) {
    const response = await postForm(dataUrl("/start"), fields, {
      headers: { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
    return { status: response.status, answer: ((await dataResponse(response)) as { data: unknown }).data };
  }

  it("Check name answers 'taken' for a created store's name in any case", async () => {
    const storeName = `Oth${uniqueSuffix()}`;
    expect(
      (
        await createStore(
          db(),
          env.JOBS,
          input({ storeName, shopTypeId: SHOP_TYPE.other, shopInfo: "Hardware and paints" }),
          ORIGIN,
        )
      ).ok,
    ).toBe(true);
    for (const typed of [storeName.toUpperCase(), storeName.toLowerCase()]) {
      expect(await wizard({ intent: "check-name", storeName: typed })).toEqual({
        status: 200,
        answer: {
          intent: "check-name",
          available: false,
          message: "Oh! This name is already taken! Try some other name",
        },
      });
    }
  });

  it("an e-mail typed in capitals registers its store; the same e-mail cannot register a second store", async () => {
    const suffix = uniqueSuffix();
    const email = `kir${suffix}@ex.in`;
    const first = await wizard({
      intent: "create",
      storeName: `kir${suffix}`,
      shopTypeId: String(SHOP_TYPE.grocery),
      shopInfo: "",
      email: email.toUpperCase(),
    });
    expect(first).toEqual({
      status: 200,
      answer: {
        intent: "create",
        ok: true,
        shopUrl: `kir${suffix}`,
        message: "Username and password is emailed to you.",
      },
    });
    expect(await countRows(admins, eq(admins.userName, email))).toBe(1);

    const before = await rowCounts();
    const second = await wizard({
      intent: "create",
      storeName: `kir2${suffix}`,
      shopTypeId: String(SHOP_TYPE.grocery),
      shopInfo: "",
      email,
    });
    expect(second).toEqual({
      status: 409,
      answer: {
        intent: "create",
        ok: false,
        step: 3,
        message: "Oh! This email-id is already registered,  Try some other name",
      },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe("the wizard's credentials e-mail links", () => {
  const signup = async (environment: { ENVIRONMENT: string; ROOT_DOMAIN: string }, requestUrl: string) => {
    const data = input();
    const form = new FormData();
    for (const [key, value] of Object.entries({ intent: "create", ...data, shopTypeId: String(data.shopTypeId) }))
      form.set(key, value);
    const { answer } = await handleSignup(db(), { ...env, ...environment }, form, {
      url: new URL(requestUrl),
      clientKey: `c-${uniqueSuffix()}`,
    });
    expect(answer).toMatchObject({ ok: true });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, data.email));
    return { body: mail!.bodyText.split("\n"), url: data.storeName.toLowerCase() };
  };

  it("come from ROOT_DOMAIN in production, whatever Host the request named", async () => {
    for (const requestUrl of [
      "https://evil.example/create-store",
      "http://localhost:8787/create-store",
      "https://shop.yaadi.in.evil.example/x",
    ]) {
      const { body, url } = await signup({ ENVIRONMENT: "production", ROOT_DOMAIN: "yaadi.in" }, requestUrl);
      expect(body).toContain(`Store link: https://yaadi.in/${url}`);
      expect(body).toContain("Admin panel: https://yaadi.in/adminpanel");
    }
  });

  it("keep a local run's own origin in development, and only on a local host name", async () => {
    const local = await signup(
      { ENVIRONMENT: "development", ROOT_DOMAIN: "localhost" },
      "http://localhost:8787/create-store",
    );
    expect(local.body).toContain(`Store link: http://localhost:8787/${local.url}`);
    const forged = await signup(
      { ENVIRONMENT: "development", ROOT_DOMAIN: "localhost" },
      "http://evil.example/create-store",
    );
    expect(forged.body).toContain(`Store link: https://localhost/${forged.url}`);
  });
});

describe("queue consumer (e-mail jobs)", () => {
  const mailRow = async () => {
    const [row] = await outboxInsert(db(), {
      to: `queue-${uniqueSuffix()}@example.in`,
      subject: "Test mail",
      text: "Password: abcdefgh23",
      sensitive: true,
    });
    return row!.id;
  };
  const message = (id: string, body: unknown, attempts = 1) => ({ id, timestamp: new Date(), attempts, body });

  async function deliver(messages: ReturnType<typeof message>[]) {
    const batch = createMessageBatch("yaadi-jobs", messages);
    const ctx = createExecutionContext();
    await handleQueue(batch, env);
    return getQueueResult(batch, ctx);
  }

  it("sends a queued mail through the outbox transport, keeping the body, and acks", async () => {
    const outboxId = await mailRow();
    const result = await deliver([message("m1", { type: "email", outboxId })]);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);
    expect(await findOutboxMail(db(), outboxId)).toMatchObject({
      status: "sent",
      transport: "outbox",
      bodyText: "Password: abcdefgh23",
      attempts: 0,
    });
  });

  it("treats a second delivery of the same message as a no-op", async () => {
    const outboxId = await mailRow();
    await deliver([message("m2", { type: "email", outboxId })]);
    const first = await findOutboxMail(db(), outboxId);
    const again = await deliver([message("m2", { type: "email", outboxId }, 2)]);
    expect(again.explicitAcks).toEqual(["m2"]);
    expect(await findOutboxMail(db(), outboxId)).toEqual(first);
    expect(await countRows(emailOutbox, eq(emailOutbox.toAddress, first!.toAddress))).toBe(1);
  });

  it("acks and ignores malformed messages and unknown outbox ids", async () => {
    const before = await db().select().from(emailOutbox);
    const result = await deliver([
      message("bad1", "not json"),
      message("bad2", { type: "sms", outboxId: 1 }),
      message("bad3", { type: "email", outboxId: "1" }),
      message("bad4", { type: "email", outboxId: 987654 }),
    ]);
    expect(result.explicitAcks.sort()).toEqual(["bad1", "bad2", "bad3", "bad4"]);
    expect(result.retryMessages).toEqual([]);
    expect(await db().select().from(emailOutbox)).toEqual(before);
  });

  it("delivers the credentials e-mail of a new store through the queue's consumer", async () => {
    const data = input();
    const { queue, sent } = recordingQueue();
    expect((await createStore(db(), queue, data, ORIGIN)).ok).toBe(true);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, data.email));
    expect(mail!.status).toBe("queued");
    const result = await deliver(sent.map((body, i) => message(`sent${i}`, body)));
    expect(result.explicitAcks).toEqual(sent.map((_, i) => `sent${i}`));
    expect(await findOutboxMail(db(), mail!.id)).toMatchObject({
      status: "sent",
      transport: "outbox",
      bodyText: mail!.bodyText,
    });
  });
});
