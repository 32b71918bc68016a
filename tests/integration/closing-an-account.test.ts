import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSING_MESSAGES } from "#app/domain/closing/closing";
import { LOGIN_MESSAGES } from "#app/domain/sign-in";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { sessions, shops } from "#db/schema/platform";
import { flashOf } from "./admin-answers";
import { ask, auditOf, closure, twoFilledShops } from "./closing-an-account-fixture";
import { asAdminOf, asOwner, countRows, db, type TestShop } from "./helpers";
import { formOf, get, postForm, send } from "./route-harness";

/*
 * Closing a shop's account (issue 30, docs/decisions/0038), through the routes as the admin and the owner use them:
 * ask (with the password), withdraw, ask again, the owner's confirmation taking the store offline at once — another
 * shop untouched throughout. The hourly housekeeping that deletes the data afterwards: closing-an-account-purge.test.ts.
 */

let a: TestShop;
let b: TestShop;
let adminA: string;
let adminB: string;
let owner: string;
/** A's customer's order page and Udhaar statement, which live outside the store's path. */
let orderPage: string;
let statement: string;

beforeAll(async () => {
  ({ a, b, orderPage, statement } = await twoFilledShops());
  adminA = (await asAdminOf(a)).token!;
  adminB = (await asAdminOf(b)).token!;
  owner = (await asOwner()).token!;
});

const nameOf = async (shopId: number) =>
  (await db().select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)))[0]?.name;
const errorOf = async (response: Response) => JSON.stringify(await response.text());

describe("the admin asks to close the account", () => {
  it("says what happens, needs the password, can be withdrawn and asked again", async () => {
    const page = await (await get("/adminpanel/account", { token: adminA })).text();
    expect(page).toContain("Close my account");
    expect(page).toContain("Bills are kept for 72 months, as the tax law asks, and then deleted.");
    expect(page).toContain("Download your data first if you want to keep it.");

    const noPassword = await ask(adminA, { password: "", reason: "" });
    expect(noPassword.status).toBe(400);
    expect(await errorOf(noPassword)).toContain(CLOSING_MESSAGES.passwordRequired);
    const wrong = await ask(adminA, { password: "not-the-password", reason: "" });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toContain(CLOSING_MESSAGES.wrongPassword);
    expect(await closure(a.id)).toBeNull();

    const asked = await ask(adminA, { password: a.admin.password, reason: "Moving to another city" });
    expect([asked.status, flashOf(asked).text]).toEqual([
      302,
      "Your request to close the account is sent. Yaadi will confirm it soon.",
    ]);
    expect(await closure(a.id)).toMatchObject({ state: "requested", reason: "Moving to another city" });
    const again = await ask(adminA, { password: a.admin.password, reason: "" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toContain(CLOSING_MESSAGES.alreadyAsked);
    expect(await auditOf(a.id, "account closing requested")).toBe(1);
    // The store stays open until the owner confirms.
    for (const path of [`/${a.url}`, orderPage, statement]) expect((await get(path)).status, path).toBe(200);

    const withdrawn = await postForm("/adminpanel/account", { intent: "withdraw-closing" }, { token: adminA });
    expect([withdrawn.status, flashOf(withdrawn).text]).toEqual([
      302,
      "Your request is withdrawn. Your account stays open.",
    ]);
    expect((await closure(a.id))?.state).toBe("withdrawn");
    expect(await auditOf(a.id, "account closing withdrawn")).toBe(1);
    const nothing = await postForm("/adminpanel/account", { intent: "withdraw-closing" }, { token: adminA });
    expect(nothing.status).toBe(409);
    expect(await auditOf(a.id, "account closing withdrawn")).toBe(1);

    expect((await ask(adminA, { password: a.admin.password, reason: "" })).status).toBe(302);
    expect(await closure(a.id)).toMatchObject({ state: "requested", reason: "" });
    expect(await auditOf(a.id, "account closing requested")).toBe(2);
  });

  it("never closes another shop: only the session's shop, with its own admin's password", async () => {
    const refused = await ask(adminB, { password: a.admin.password, reason: "", shopId: String(a.id) });
    expect(refused.status).toBe(400);
    expect(await closure(b.id)).toBeNull();
    expect(await auditOf(b.id, "account closing requested")).toBe(0);
    // B's withdrawal cannot touch A's request.
    expect(
      (await postForm("/adminpanel/account", { intent: "withdraw-closing", shopId: String(a.id) }, { token: adminB }))
        .status,
    ).toBe(409);
    expect((await closure(a.id))?.state).toBe("requested");
    // Nor can an admin confirm: the back office is the owner's.
    const confirm = await postForm(`/owner/shops/${a.id}/closing`, {}, { token: adminA });
    expect([confirm.status, confirm.headers.get("Location")]).toEqual([302, "/owner"]);
    expect((await closure(a.id))?.state).toBe("requested");
  });
});

describe("the owner confirms", () => {
  it("lists the request, and confirming takes the store offline at once, once", async () => {
    const home = await (await get("/owner/home", { token: owner })).text();
    expect(home).toContain("Requests to close an account");
    expect(home).toContain(`/owner/shops/${a.id}/closing`);
    const page = await (await get(`/owner/shops/${a.id}/closing`, { token: owner })).text();
    expect(page).toContain("Confirm closing");
    expect(await (await get(`/owner/shops/${a.id}`, { token: owner })).text()).toContain(
      "Account closing: the admin asked to close it (confirm)",
    );
    expect(await (await get(`/owner/shops/${b.id}`, { token: owner })).text()).not.toContain("the admin asked");
    const listed = async () => (await get(`/owner/shops?q=${a.url}`, { token: owner })).text();
    expect(await listed()).not.toMatch(/>closed</);

    const form = formOf({});
    const confirmed = await send(`/owner/shops/${a.id}/closing`, { method: "POST", body: form, token: owner });
    // The same post again (a double click): answered the same, and nothing runs twice.
    const repeat = await send(`/owner/shops/${a.id}/closing`, { method: "POST", body: form, token: owner });
    for (const response of [confirmed, repeat]) {
      expect([response.status, response.headers.get("Location"), flashOf(response).text]).toEqual([
        302,
        `/owner/shops/${a.id}/closing`,
        `The account of ${a.url} is closed: its store is offline.`,
      ]);
    }
    expect(await auditOf(a.id, "account closing confirmed")).toBe(1);
    expect(await listed()).toMatch(/>closed</);
    const late = await postForm(`/owner/shops/${a.id}/closing`, {}, { token: owner });
    expect(flashOf(late)).toMatchObject({ tone: "error" });
    expect(await auditOf(a.id, "account closing confirmed")).toBe(1);

    const [shop] = await db().select({ closedAt: shops.closedAt }).from(shops).where(eq(shops.id, a.id));
    expect(shop?.closedAt).toBeInstanceOf(Date);
    expect(await countRows(sessions, eq(sessions.shopId, a.id))).toBe(0);
    expect(await countRows(sessions, eq(sessions.shopId, b.id))).toBeGreaterThan(0);

    // The store, its other pages and the order API answer that it is closed; B's store is open.
    for (const path of [`/${a.url}`, `/${a.url}/catalogue`, orderPage, statement]) {
      const response = await get(path);
      expect(response.status, path).toBe(410);
      const text = await response.text();
      expect(text).toContain("This store is closed");
      expect(text).toContain(`${await nameOf(a.id)} has closed its online store. Please contact the shop directly.`);
    }
    const order = await send(`/api/v1/stores/${a.url}/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(order.status).toBe(410);
    expect(await order.json()).toEqual({
      code: "closed",
      error: `${await nameOf(a.id)} has closed its online store. Please contact the shop directly.`,
    });
    expect((await get(`/${b.url}`)).status).toBe(200);

    // The admin is signed out and sign-in says the account is closed (to whoever knows the password only).
    expect((await get("/adminpanel/account", { token: adminA })).status).toBe(302);
    const signIn = await signInAdmin(db(), { ...a.admin, clientKey: "closing-test" });
    expect(signIn).toMatchObject({ ok: false, reason: "closed", message: LOGIN_MESSAGES.closed });
    const page2 = await postForm("/adminpanel/", { userName: a.admin.userName, password: a.admin.password });
    expect(page2.status).toBe(403);
    expect(await page2.text()).toContain(LOGIN_MESSAGES.closed);
    expect((await signInAdmin(db(), { ...b.admin, clientKey: "closing-test" })).ok).toBe(true);
  });
});
