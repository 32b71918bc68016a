import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider, redirect } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "#app/server/admin/pipeline.server";
import { SESSION_COOKIE } from "#app/server/auth/sessions.server";
import { appContext } from "#app/server/context.server";
import { WRITE_MESSAGES, writeOnce } from "#app/server/panel/write-once.server";
import { readFormOnce } from "#app/server/request/form-body.server";
import { categories, products } from "#db/schema/catalogue";
import { asAdminOf, countRows, createTestShop, db, type TestShop } from "./helpers";
import { formsOf } from "./page-forms";
import { formOf, get, send, WRITE_FIELD } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The admin pipeline's write-once middleware with the real session and D1, around a stand-in action that adds a
 * category: the same form sent twice at once (a double tap, a retry) writes once and both get the first answer.
 */

let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = (await asAdminOf(shop)).token!;
});

type Action = () => Promise<Response>;

/** Runs root and admin middleware the way React Router does, then `action`. */
async function post(fields: Record<string, string>, action: Action): Promise<Response> {
  const request = new Request("http://localhost/adminpanel/categories/new", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: `${SESSION_COOKIE}=${token}` },
  });
  const context = new RouterContextProvider();
  context.set(appContext, {
    env,
    ctx: {} as ExecutionContext,
    db: db(),
    store: null,
    nonce: "n",
    clientKey: "test",
    sharedPage: false,
  });
  const args: Parameters<typeof readFormOnce>[0] = {
    request,
    url: new URL(request.url),
    pattern: "",
    params: {},
    context,
  };
  const chain = [readFormOnce, signedInAdmin, writeOnce];
  const run = (i: number): Promise<Response> =>
    i === chain.length ? action() : (chain[i]!(args, () => run(i + 1)) as Promise<Response>);
  try {
    return await run(0);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const { data, init } = thrown as { data: unknown; init: { status: number } };
    return Response.json(data, { status: init.status });
  }
}

/** A stand-in action: adds the named category after a pause (long enough for a second tap to arrive meanwhile). */
const addCategory =
  (name: string, answer = () => redirect("/adminpanel/categories/new")): Action =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db().insert(categories).values({ shopId: shop.id, name, rating: 5 });
    return answer();
  };

const countNamed = (name: string) =>
  countRows(categories, and(eq(categories.shopId, shop.id), eq(categories.name, name)));
const key = () => crypto.randomUUID().replaceAll("-", "");

describe("write once", () => {
  it("runs two identical posts sent together once, and answers both with the first's redirect", async () => {
    const form = { _write: key(), name: "Pulses", rating: "5" };
    const answers = await Promise.all([post(form, addCategory("Pulses")), post(form, addCategory("Pulses"))]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    expect(answers.map((a) => a.headers.get("Location"))).toEqual([
      "/adminpanel/categories/new",
      "/adminpanel/categories/new",
    ]);
    expect(await countNamed("Pulses")).toBe(1);
    // A later retry of the same form (a flaky network) gets the same answer too.
    expect((await post(form, addCategory("Pulses"))).headers.get("Location")).toBe("/adminpanel/categories/new");
    expect(await countNamed("Pulses")).toBe(1);
  });

  it("runs the same form with a new key (the page reloaded), or another form with the same key, as new writes", async () => {
    const writeKey = key();
    await post({ _write: writeKey, name: "Spices" }, addCategory("Spices"));
    await post({ _write: key(), name: "Spices" }, addCategory("Spices"));
    await post({ _write: writeKey, name: "Spices", rating: "4" }, addCategory("Spices"));
    expect(await countNamed("Spices")).toBe(3);
  });

  it("keeps nothing of a refused write, so sending it again runs again", async () => {
    const form = { _write: key(), name: "Oils" };
    const refused = await post(form, async () => Response.json({ error: "Name is required" }, { status: 400 }));
    expect(refused.status).toBe(400);
    await post(form, addCategory("Oils"));
    expect(await countNamed("Oils")).toBe(1);
  });

  it("replays a fetcher's data answer as it was", async () => {
    const form = { _write: key(), name: "Dairy" };
    const answer = () => Response.json({ ok: true, message: "saved" });
    const [first, second] = await Promise.all([
      post(form, addCategory("Dairy", answer)),
      post(form, addCategory("Dairy", answer)),
    ]);
    expect(await first.json()).toEqual({ ok: true, message: "saved" });
    expect(await second.json()).toEqual({ ok: true, message: "saved" });
    expect(await countNamed("Dairy")).toBe(1);
  });

  it("refuses a post without a write key and runs nothing", async () => {
    const answer = await post({ name: "Snacks" }, addCategory("Snacks"));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: WRITE_MESSAGES.stalePage });
    expect(await countNamed("Snacks")).toBe(0);
  });
});

/*
 * The same through the Worker, on the real Add product screen: the key its page hands out, the action behind it. The
 * browser's own form, double-posted, is in tests/e2e/admin-writes.spec.ts.
 */
describe("write once on the Add product screen", () => {
  let ready: TestShop;
  let readyToken: string | null;

  beforeAll(async () => {
    ready = await createTestShop();
    await makeShopReady(ready);
    readyToken = (await asAdminOf(ready)).token;
  });

  /** The Add product form as a fresh load of the page renders it (its write key included), filled in. */
  const filledForm = async (name: string): Promise<Record<string, string>> => {
    const html = await (await get("/adminpanel/products/new", { token: readyToken })).text();
    const form = formsOf(html).find((f) => f.method === "post" && f.fields.some((x) => x.name === WRITE_FIELD));
    if (!form) throw new Error("no Add product form on the page");
    const fields = Object.fromEntries(form.fields.filter((x) => x.tag !== "button").map((x) => [x.name, x.value]));
    return { ...fields, name, mrp: "60", finalPrice: "55" };
  };
  const addProduct = (fields: Record<string, string>) =>
    send("/adminpanel/products/new", { token: readyToken, method: "POST", body: formOf(fields, { write: false }) });
  const countNamed = (name: string) => countRows(products, and(eq(products.shopId, ready.id), eq(products.name, name)));

  it("hands out a new key with every load, and adds one product for two identical posts of the form", async () => {
    const form = await filledForm("Sona Masoori Rice");
    const reloaded = await filledForm("Sona Masoori Rice");
    expect(form[WRITE_FIELD]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(reloaded[WRITE_FIELD]).not.toBe(form[WRITE_FIELD]);

    const answers = await Promise.all([addProduct(form), addProduct(form)]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    expect(answers[1]!.headers.get("Location")).toBe(answers[0]!.headers.get("Location"));
    expect(await countNamed("Sona Masoori Rice")).toBe(1);
    // The same product from the next load of the page is a new write.
    expect((await addProduct(reloaded)).status).toBe(302);
    expect(await countNamed("Sona Masoori Rice")).toBe(2);
  });

  it("refuses a post without the page's write key: 'This page is out of date…', and adds nothing", async () => {
    const { [WRITE_FIELD]: _key, ...withoutKey } = await filledForm("Basmati Rice");
    const answer = await addProduct(withoutKey);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("This page is out of date. Please reload it and try again.");
    expect(await countNamed("Basmati Rice")).toBe(0);
  });
});
