import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { DEVELOPMENT_VAPID_PUBLIC_KEY } from "#app/domain/push/settings";
import { MAX_PUSH_DEVICES } from "#app/server/admin/push-devices.server";
import { sha256Hex } from "#app/server/auth/crypto.server";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { WRITE_MESSAGES } from "#app/server/panel/write-once.server";
import { enqueueOrderPush, sendOrderPush } from "#app/server/push/order-push.server";
import { products } from "#db/schema/catalogue";
import { yaadies } from "#db/schema/orders";
import { admins, appLogs, idempotencyKeys, sessions, shops } from "#db/schema/platform";
import { pushSubscriptions } from "#db/schema/push";
import { handleQueue } from "#workers/jobs/queue";
import { panelTexts } from "../fixtures/panel-texts";
import { asAdminOf, countRows, createTestShop, db, type TestShop } from "./helpers";
import { customer, line, order, stored } from "./order-helpers";
import { fakePushService, newDevice, type Pushed, readPush, type TestDevice } from "./push-service";
import { formOf, get, postForm, send, worker } from "./route-harness";

/*
 * Notifications of new orders (Web Push), end to end in workerd on the real migrations: an admin turns them on from
 * Your Account (the browser's subscription posted to the panel's action), a customer's order is placed through the
 * API, and the Queue's push-order job sends each of the shop's devices one message — encrypted to that device, read
 * back here with its private key as the browser would. Only the push service is played (push-service.ts).
 */

const DEVICES = "/adminpanel/account/devices";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

type Shop = TestShop & { token: string; productId: number };
let a: Shop;
let b: Shop;
let service: ReturnType<typeof fakePushService>;

async function readyShop(language: "en" | "hi"): Promise<Shop> {
  const shop = await createTestShop();
  await db().update(shops).set({ status: "ready", whatsApp: "9000000077" }).where(eq(shops.id, shop.id));
  await db().update(admins).set({ language }).where(eq(admins.id, shop.admin.id));
  const [product] = await db()
    .insert(products)
    .values({ shopId: shop.id, name: "Basmati rice 5 kg", mrpPaise: 130_000, pricePaise: 123_400, unitId: 1 })
    .returning({ id: products.id });
  return { ...shop, token: (await asAdminOf(shop)).token!, productId: product!.id };
}

beforeAll(async () => {
  a = await readyShop("en");
  b = await readyShop("hi");
});
beforeEach(() => {
  service = fakePushService();
});
afterEach(() => service.stop());

/** Posts this browser's subscription as Your Account's button does. */
function subscribe(shop: Shop, device: Pick<TestDevice, "endpoint" | "p256dh" | "auth">, userAgent = CHROME_ANDROID) {
  const { endpoint, p256dh, auth } = device;
  return postForm(
    DEVICES,
    { intent: "subscribe", endpoint, p256dh, auth },
    { token: shop.token, headers: { "User-Agent": userAgent } },
  );
}

const stop = (shop: Shop, subscriptionId: number | string) =>
  postForm(DEVICES, { intent: "stop", subscriptionId: String(subscriptionId) }, { token: shop.token });

async function subscribed(shop: Shop): Promise<TestDevice> {
  const device = await newDevice();
  const answer = await subscribe(shop, device);
  expect(answer.status, await answer.clone().text()).toBe(302);
  return device;
}

const rowsOf = (shopId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.shopId, shopId)).orderBy(pushSubscriptions.id);
const rowOf = async (device: Pick<TestDevice, "endpoint">) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0];

async function removeDevices(...shopsToClear: Shop[]) {
  for (const shop of shopsToClear) await db().delete(pushSubscriptions).where(eq(pushSubscriptions.shopId, shop.id));
}

/** A customer's order through the API, as the store's page posts it: the yaadi's id. */
async function placeOrder(shop: Shop, name = customer.name): Promise<number> {
  const placed = await order([line(shop.productId, 1000)], { customer: { ...customer, name } }, shop.url);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (await stored(placed.body.yaadiUrl)).yaadi.id;
}

let messages = 0;
/** One delivery of a queue message to the consumer: whether it was acknowledged or is to be retried. */
async function deliver(body: unknown, attempts = 1) {
  const id = `push-${++messages}`;
  const batch = createMessageBatch("yaadi-jobs", [{ id, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await handleQueue(batch, env);
  const result = await getQueueResult(batch, ctx);
  return { acked: result.explicitAcks.includes(id), retried: result.retryMessages.some((m) => m.msgId === id) };
}
const pushJob = (shop: Shop, yaadiId: number) => ({ type: "push-order", shopId: shop.id, yaadiId });

async function expectOrderMessage(pushed: Pushed, device: TestDevice, expected: Record<string, unknown>) {
  expect(await readPush(pushed, device)).toEqual(expected);
}

describe("Your Account's devices: turning notifications on and off", () => {
  beforeEach(() => removeDevices(a, b));

  it("stores this browser's subscription for the admin's own shop, named by its browser and system", async () => {
    const device = await newDevice();
    const answer = await subscribe(a, device);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/adminpanel/account");
    expect(await rowsOf(a.id)).toEqual([
      expect.objectContaining({
        shopId: a.id,
        adminId: a.admin.id,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        deviceLabel: "Chrome · Android",
        lastSentAt: null,
      }),
    ]);
  });

  it("the same browser posted again (a double tap, a new key) is the same device, never a second one", async () => {
    const device = await newDevice();
    const form = formOf({ intent: "subscribe", endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
    const twice = await Promise.all([
      send(DEVICES, { method: "POST", token: a.token, body: form }),
      send(DEVICES, { method: "POST", token: a.token, body: form }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([302, 302]);
    const renewed = { ...(await newDevice()), endpoint: device.endpoint };
    expect((await subscribe(a, renewed, FIREFOX_WINDOWS)).status).toBe(302);
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth, deviceLabel: "Firefox · Windows" });
  });

  it("lists the admin's devices on Your Account, each with its Stop, and offers the button", async () => {
    const device = await subscribed(a);
    const page = await get("/adminpanel/account", { token: a.token });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Notify me of new orders");
    expect(html).toContain("Chrome on Android");
    expect(html).toContain(`Stop notifications on Chrome on Android`);
    expect(html).toContain(`name="subscriptionId" value="${(await rowOf(device))!.id}"`);
    const other = await get("/adminpanel/account", { token: b.token });
    expect(await other.text()).not.toContain("Chrome on Android");
  });

  it("refuses what is not a browser's subscription with 400 and says what, storing nothing", async () => {
    const t = panelTexts("en").account.push;
    const device = await newDevice();
    const cases: Array<[Record<string, string>, string]> = [
      [{ endpoint: "http://fcm.googleapis.com/fcm/send/x" }, t.badEndpoint],
      [{ endpoint: "https://example.com/push" }, t.badEndpoint],
      [{ endpoint: "https://fcm.googleapis.com.attacker.in/x" }, t.badEndpoint],
      [{ endpoint: "" }, t.badEndpoint],
      [{ p256dh: device.p256dh.slice(0, 40) }, t.badKeys],
      [{ p256dh: "" }, t.badKeys],
      [{ auth: device.p256dh }, t.badKeys],
      [{ auth: "not base64url!" }, t.badKeys],
      [{ p256dh: `BA${"A".repeat(85)}` }, t.badKeys],
    ];
    for (const [change, message] of cases) {
      const answer = await subscribe(a, { ...device, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(await answer.json(), JSON.stringify(change)).toEqual({ error: message });
    }
    const unknown = await postForm(DEVICES, { intent: "elsewhere" }, { token: a.token });
    expect(unknown.status).toBe(400);
    expect(await countRows(pushSubscriptions)).toBe(0);
  });

  it("says the admin's language", async () => {
    const answer = await subscribe(b, { ...(await newDevice()), endpoint: "https://example.com/x" });
    expect(await answer.json()).toEqual({ error: panelTexts("hi").account.push.badEndpoint });
  });

  it("refuses another admin's device: B cannot take A's browser over, nor stop it", async () => {
    const device = await subscribed(a);
    const before = await rowsOf(a.id);
    const takeOver = await subscribe(b, { ...(await newDevice()), endpoint: device.endpoint });
    expect(takeOver.status).toBe(409);
    expect(await takeOver.json()).toEqual({ error: panelTexts("hi").account.push.taken });
    const stopped = await stop(b, before[0]!.id);
    expect(stopped.status).toBe(404);
    expect(await rowsOf(a.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual([]);
  });

  it("stops a device (removes it) for its own admin, once", async () => {
    const device = await subscribed(a);
    const kept = await subscribed(a);
    const id = (await rowOf(device))!.id;
    const answer = await stop(a, id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/adminpanel/account");
    expect((await rowsOf(a.id)).map((r) => r.endpoint)).toEqual([kept.endpoint]);
    const again = await stop(a, id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: panelTexts("en").account.push.gone });
    for (const notAnId of ["", "abc", "-1", "1e3", "99999999999999999999"])
      expect((await stop(a, notAnId)).status, notAnId).toBe(404);
    expect(await rowsOf(a.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices an admin, and a known one can still be renewed`, async () => {
    const first = await subscribed(a);
    for (let i = 1; i < MAX_PUSH_DEVICES; i++) await subscribed(a);
    const one = await subscribe(a, await newDevice());
    expect(one.status).toBe(409);
    expect(await one.json()).toEqual({ error: panelTexts("en").account.push.tooMany(MAX_PUSH_DEVICES) });
    expect(await rowsOf(a.id)).toHaveLength(MAX_PUSH_DEVICES);
    expect((await subscribe(a, { ...(await newDevice()), endpoint: first.endpoint })).status).toBe(302);
  });

  it("runs only in the admin's pipeline: signed in, with the page's write key; a GET goes to Your Account", async () => {
    const device = await newDevice();
    const fields = { intent: "subscribe", endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth };
    const anonymous = await postForm(DEVICES, fields);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/adminpanel\/(\?|$)/);
    const withoutKey = await send(DEVICES, {
      method: "POST",
      token: a.token,
      body: formOf(fields, { write: false }),
    });
    expect(withoutKey.status).toBe(400);
    expect(await withoutKey.json()).toEqual({ error: WRITE_MESSAGES.stalePage });
    expect(await countRows(pushSubscriptions)).toBe(0);
    const page = await get(DEVICES, { token: a.token });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/adminpanel/account");
  });

  it("when the deployment sends no notifications, offers no button and stores nothing", async () => {
    const off = { ...env, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "" };
    const visit = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("Cookie", `${SESSION_COOKIE}=${a.token}`);
      headers.set("Origin", "http://localhost");
      return worker.fetch(
        new Request(`http://localhost${path}`, { ...init, headers, redirect: "manual" }),
        off,
        createExecutionContext(),
      );
    };
    const page = await (await visit("/adminpanel/account")).text();
    expect(page).toContain("Your Account");
    expect(page).not.toContain("Notify me of new orders");
    const device = await newDevice();
    const answer = await visit(DEVICES, {
      method: "POST",
      body: formOf({ intent: "subscribe", endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }),
    });
    expect(answer.status).toBe(409);
    expect(await countRows(pushSubscriptions)).toBe(0);
  });
});

describe("a new order's notification (the Queue's push-order job)", () => {
  // A push that fails is logged (the back office's Logs say why); these tests cause several on purpose.
  let logged: MockInstance;
  beforeEach(async () => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await removeDevices(a, b);
  });
  afterEach(() => logged.mockRestore());

  it("sends exactly one message to each device of the shop, none to another shop's, each read only by its device", async () => {
    const phone = await subscribed(a);
    const counter = await subscribed(a);
    const otherShops = await subscribed(b);
    const yaadiId = await placeOrder(a, "Asha Patil");

    expect(await deliver(pushJob(a, yaadiId))).toEqual({ acked: true, retried: false });

    expect(service.received.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, counter.endpoint].sort());
    expect(service.to(otherShops)).toEqual([]);
    const expected = {
      title: `New yaadi no. ${yaadiId}`,
      body: "Asha Patil · Rs. 1,234",
      url: `/adminpanel/yaadies/${yaadiId}`,
      yaadiId,
    };
    await expectOrderMessage(service.to(phone)[0]!, phone, expected);
    await expectOrderMessage(service.to(counter)[0]!, counter, expected);
    // Encrypted to its own device: the other device's keys cannot read it.
    await expect(readPush(service.to(phone)[0]!, counter)).rejects.toThrow();
    const headers = service.to(phone)[0]!.headers;
    expect(headers.get("TTL")).toBe("86400");
    expect(headers.get("Urgency")).toBe("high");
    expect(headers.get("Topic")).toBe(`yaadi-${yaadiId}`);
    expect(headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(headers.get("Authorization")).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${DEVELOPMENT_VAPID_PUBLIC_KEY}$`),
    );
    for (const device of [phone, counter]) expect((await rowOf(device))!.lastSentAt).toBeInstanceOf(Date);
    expect((await rowOf(otherShops))!.lastSentAt).toBeNull();
  });

  it("writes the message in the shop admin's language", async () => {
    const device = await subscribed(b);
    const yaadiId = await placeOrder(b, "आशा पाटील");
    await deliver(pushJob(b, yaadiId));
    expect(service.received).toHaveLength(1);
    const t = panelTexts("hi").account.push;
    await expectOrderMessage(service.received[0]!, device, {
      title: t.newYaadi(yaadiId),
      body: "आशा पाटील · ₹1,234",
      url: `/adminpanel/yaadies/${yaadiId}`,
      yaadiId,
    });
    expect(t.newYaadi(yaadiId)).toBe(`नई यादी नं. ${yaadiId}`);
  });

  it("sends nothing twice: a second delivery, and two at once, leave each device with one message", async () => {
    const phone = await subscribed(a);
    const counter = await subscribed(a);
    const first = await placeOrder(a);
    await deliver(pushJob(a, first));
    expect(await deliver(pushJob(a, first))).toEqual({ acked: true, retried: false });
    expect(service.received).toHaveLength(2);

    const second = await placeOrder(a);
    await Promise.all([deliver(pushJob(a, second)), deliver(pushJob(a, second)), deliver(pushJob(a, second))]);
    const ofSecond = service.received.slice(2);
    expect(ofSecond.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, counter.endpoint].sort());
    for (const pushed of ofSecond) expect(pushed.headers.get("Topic")).toBe(`yaadi-${second}`);
  });

  it("retries only the device whose push service failed, and not the one that got it", async () => {
    const phone = await subscribed(a);
    const counter = await subscribed(a);
    const yaadiId = await placeOrder(a);
    service.answers.set(counter.endpoint, 503);
    expect(await deliver(pushJob(a, yaadiId))).toEqual({ acked: false, retried: true });
    expect(service.to(phone)).toHaveLength(1);
    expect(service.to(counter)).toHaveLength(1);

    service.answers.set(counter.endpoint, new TypeError("Network connection lost."));
    expect(await deliver(pushJob(a, yaadiId), 2)).toEqual({ acked: false, retried: true });

    service.answers.delete(counter.endpoint);
    expect(await deliver(pushJob(a, yaadiId), 3)).toEqual({ acked: true, retried: false });
    expect(service.to(phone)).toHaveLength(1);
    expect(service.to(counter)).toHaveLength(3);
    await expectOrderMessage(service.to(counter)[2]!, counter, expect.objectContaining({ yaadiId }));
    expect((await rowOf(counter))!.lastSentAt).toBeInstanceOf(Date);

    const [log] = await db()
      .select()
      .from(appLogs)
      .where(and(eq(appLogs.shopId, a.id), eq(appLogs.level, "error")))
      .orderBy(desc(appLogs.id))
      .limit(1);
    expect(log?.message).toMatch(
      new RegExp(`^yaadi ${yaadiId}'s notification not sent \\(try 2\\): device \\d+ \\(Network`),
    );

    // The last try gives up on a device that still fails, rather than retrying for ever.
    const next = await placeOrder(a);
    service.answers.set(counter.endpoint, 500);
    expect(await deliver(pushJob(a, next), 6)).toEqual({ acked: true, retried: false });
  });

  it("removes a device its push service says is gone (410, 404), and sends to the others", async () => {
    const gone = await subscribed(a);
    const unknown = await subscribed(a);
    const kept = await subscribed(a);
    service.answers.set(gone.endpoint, 410);
    service.answers.set(unknown.endpoint, 404);
    const yaadiId = await placeOrder(a);
    expect(await deliver(pushJob(a, yaadiId))).toEqual({ acked: true, retried: false });
    expect((await rowsOf(a.id)).map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(service.to(kept)).toHaveLength(1);
    // A retry of the same message (at least once) sends nothing again.
    await deliver(pushJob(a, yaadiId), 2);
    expect(service.received).toHaveLength(3);
  });

  it("takes over a device's push from a delivery that died mid-send, but not from one still sending", async () => {
    const device = await subscribed(a);
    const id = (await rowOf(device))!.id;
    const claim = (yaadiId: number, at: number) =>
      db()
        .insert(idempotencyKeys)
        .values({ shopId: a.id, scope: "push-order", key: `${yaadiId}:${id}`, response: { state: "sending", at } });

    const sending = await placeOrder(a);
    await claim(sending, Date.now());
    expect(await deliver(pushJob(a, sending))).toEqual({ acked: false, retried: true });
    expect(service.received).toHaveLength(0);

    const died = await placeOrder(a);
    await claim(died, Date.now() - 10 * 60_000);
    expect(await deliver(pushJob(a, died))).toEqual({ acked: true, retried: false });
    expect(service.received).toHaveLength(1);
  });

  it("reads the order in its own shop only: another shop's yaadi id sends nothing", async () => {
    await subscribed(a);
    const bOrder = await placeOrder(b);
    expect(await deliver(pushJob(a, bOrder))).toEqual({ acked: true, retried: false });
    expect(await deliver({ type: "push-order", shopId: a.id, yaadiId: 999_999_999 })).toEqual({
      acked: true,
      retried: false,
    });
    expect(service.received).toHaveLength(0);
  });

  it("sends nothing when the deployment has no VAPID keys", async () => {
    await subscribed(a);
    const yaadiId = await placeOrder(a);
    const off = { ...env, VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "" };
    expect(await sendOrderPush(off, { shopId: a.id, yaadiId })).toEqual({ state: "off" });
    expect(service.received).toHaveLength(0);
  });

  it("enqueueOrderPush puts the job the consumer takes on the queue", async () => {
    const device = await subscribed(a);
    const yaadiId = await placeOrder(a);
    const sent: unknown[] = [];
    const jobs = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    await enqueueOrderPush(jobs, { id: a.id, cell: 0 }, yaadiId);
    expect(sent).toEqual([{ type: "push-order", shopId: a.id, yaadiId, cell: 0 }]);
    expect(await deliver(sent[0])).toEqual({ acked: true, retried: false });
    await expectOrderMessage(service.to(device)[0]!, device, expect.objectContaining({ yaadiId }));
    const [yaadi] = await db()
      .select({ id: yaadies.id })
      .from(yaadies)
      .where(and(eq(yaadies.id, yaadiId), eq(yaadies.shopId, a.id)));
    expect(yaadi).toBeDefined();
  });
});

describe("signing out on a device", () => {
  // Each sign-out ends a session: a fresh one for each, so the other tests keep theirs.
  const signOut = async (shop: Shop, fields: Record<string, string>) => {
    const token = (await asAdminOf(shop)).token!;
    const answer = await postForm("/adminpanel/logout", fields, { token });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/adminpanel/");
    expect(answer.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await get("/adminpanel/products", { token })).status, "signed out").toBe(302);
  };
  beforeEach(() => removeDevices(a, b));

  it("ends that device's notifications and no other's, so a shared phone stops ringing", async () => {
    const sharedPhone = await subscribed(a);
    const counter = await subscribed(a);
    await signOut(a, { pushEndpoint: sharedPhone.endpoint });
    expect((await rowsOf(a.id)).map((row) => row.endpoint)).toEqual([counter.endpoint]);

    const yaadiId = await placeOrder(a);
    await deliver(pushJob(a, yaadiId));
    expect(service.to(sharedPhone)).toEqual([]);
    expect(service.to(counter)).toHaveLength(1);
  });

  it("removes only the signed-in admin's own device: another admin's address sent with it is left alone", async () => {
    const othersPhone = await subscribed(b);
    const own = await subscribed(a);
    await signOut(a, { pushEndpoint: othersPhone.endpoint });
    expect((await rowsOf(b.id)).map((row) => row.endpoint)).toEqual([othersPhone.endpoint]);
    expect((await rowsOf(a.id)).map((row) => row.endpoint)).toEqual([own.endpoint]);
  });

  it("still signs out, removing nothing, without an address or with one that is not a push service's", async () => {
    const device = await subscribed(a);
    const sent: Record<string, string>[] = [
      {},
      { pushEndpoint: "" },
      { pushEndpoint: "https://example.com/push" },
      { pushEndpoint: `${device.endpoint}x`.replace("https://", "http://") },
      { pushEndpoint: `${device.endpoint}${"x".repeat(3000)}` },
    ];
    for (const fields of sent) await signOut(a, fields);
    expect((await rowsOf(a.id)).map((row) => row.endpoint)).toEqual([device.endpoint]);
  });
});

describe("a device belongs to the sign-in it was turned on in", () => {
  beforeEach(() => removeDevices(a, b));

  /** A sign-in of its own (a phone, a counter): a shop with that session's token. */
  const signedIn = async (shop: Shop): Promise<Shop> => ({ ...shop, token: (await asAdminOf(shop)).token! });
  /** The header's Logout as a page sends it before its scripts ran: no push address, only the write. */
  const bareSignOut = async (shop: Shop) => {
    const answer = await postForm("/adminpanel/logout", {}, { token: shop.token });
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
  };
  const endpointsOf = async (shop: Shop) => (await rowsOf(shop.id)).map((row) => row.endpoint);

  it("is stored with its session, as the session table keeps it (its token's SHA-256)", async () => {
    const phone = await signedIn(a);
    const device = await subscribed(phone);
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(phone.token)));
    expect(session).toBeDefined();
    expect((await rowOf(device))?.sessionHash).toBe(session!.tokenHash);
  });

  it("ends with a sign-out whose page sent no address (its scripts never ran), and no other device does", async () => {
    const phone = await signedIn(a);
    const counter = await signedIn(a);
    const phoneDevice = await subscribed(phone);
    const counterDevice = await subscribed(counter);
    await bareSignOut(phone);
    expect(await endpointsOf(a)).toEqual([counterDevice.endpoint]);

    const yaadiId = await placeOrder(a);
    await deliver(pushJob(a, yaadiId));
    expect(service.to(phoneDevice)).toEqual([]);
    expect(service.to(counterDevice)).toHaveLength(1);
  });

  it("outlives a sign-in that runs out (a closed panel is what it is for), and ends with a password change elsewhere", async () => {
    const idle = await signedIn(a);
    const idleDevice = await subscribed(idle);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, await sha256Hex(idle.token)));
    // The next request on that session finds it expired and ends it; the device stays, with no sign-in.
    expect((await get("/adminpanel/products", { token: idle.token })).headers.get("Location")).toBe(
      "/adminpanel/?expired=1",
    );
    expect(await rowOf(idleDevice)).toMatchObject({ endpoint: idleDevice.endpoint, sessionHash: null });
    const yaadiId = await placeOrder(a);
    await deliver(pushJob(a, yaadiId));
    expect(service.to(idleDevice)).toHaveLength(1);

    // A shop of its own: the change ends every other session of its admin.
    const c = await readyShop("en");
    const other = await signedIn(c);
    const otherDevice = await subscribed(other);
    const changer = await signedIn(c);
    const password = "changed-secret-2026";
    const changed = await postForm(
      "/adminpanel/",
      { intent: "change-password", oldPassword: c.admin.password, newPassword: password, newPasswordRepeat: password },
      { token: changer.token },
    );
    expect(changed.status, await changed.clone().text()).toBe(302);
    expect(await rowOf(otherDevice)).toBeUndefined();
  });

  it("moves to the newer sign-in when the same browser turns it on again: the older one's end leaves it", async () => {
    const first = await signedIn(a);
    const second = await signedIn(a);
    const device = await subscribed(first);
    expect((await subscribe(second, device)).status).toBe(302);
    await bareSignOut(first);
    expect(await endpointsOf(a)).toEqual([device.endpoint]);
    await bareSignOut(second);
    expect(await endpointsOf(a)).toEqual([]);
  });
});

describe("the panel's service worker script", () => {
  it("is served beside the panel, private, as JavaScript", async () => {
    const response = await get("/adminpanel/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const script = await response.text();
    expect(script).toMatch(/^\(function panelServiceWorker\(/);
    expect(script).toContain("notificationclick");
  });
});
