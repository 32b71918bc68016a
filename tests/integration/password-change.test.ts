import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { changeAdminPassword } from "#app/server/auth/password-change.server";
import { LOGIN_FAILURES_PER_ACCOUNT } from "#app/server/auth/rate-limit.server";
import { readSession } from "#app/server/auth/sessions.server";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { admins } from "#db/schema/platform";
import { createTestShop, db, ensureShopTypes, uniqueSuffix } from "./helpers";

beforeAll(() => ensureShopTypes());

async function signedInShop() {
  const shop = await createTestShop({ completeFirstLogin: false });
  const clientKey = `pc-${uniqueSuffix()}`;
  const first = await signInAdmin(db(), { userName: shop.admin.userName, password: shop.admin.password, clientKey });
  const second = await signInAdmin(db(), { userName: shop.admin.userName, password: shop.admin.password, clientKey });
  if (!first.ok || !second.ok) throw new Error("sign-in failed");
  return { shop, current: first.token, other: second.token, clientKey };
}

describe("first-login password change", () => {
  it("starts with the first login not done", async () => {
    const { shop } = await signedInShop();
    const [admin] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(admin?.firstLoginDone).toBe(0);
  });

  it("refuses a wrong old password and changes nothing", async () => {
    const { shop, current } = await signedInShop();
    const [before] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    const result = await changeAdminPassword(db(), {
      adminId: shop.admin.id,
      oldPassword: "wrong-password",
      newPassword: "brand-new-pass",
      currentToken: current,
    });
    expect(result).toEqual({ ok: false, reason: "oldWrong", message: "Entered old password is wrong, try again" });
    const [after] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(after).toEqual(before);
  });

  it("sets the new password, marks the first login done and ends the other sessions only", async () => {
    const { shop, current, other, clientKey } = await signedInShop();
    const result = await changeAdminPassword(db(), {
      adminId: shop.admin.id,
      oldPassword: shop.admin.password,
      newPassword: "brand-new-pass",
      currentToken: current,
    });
    expect(result).toEqual({ ok: true });

    const [admin] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(admin?.firstLoginDone).toBe(1);
    expect((await readSession(db(), current)).status).toBe("valid");
    expect((await readSession(db(), other)).status).toBe("none");

    const old = await signInAdmin(db(), { userName: shop.admin.userName, password: shop.admin.password, clientKey });
    expect(old).toMatchObject({ ok: false, message: "Invalid password... Try again" });
    expect(
      await signInAdmin(db(), { userName: shop.admin.userName, password: "brand-new-pass", clientKey }),
    ).toMatchObject({ ok: true });
  });
});

describe("old-password guesses", () => {
  it("share the account's budget of failures with the sign-in: after 10, even the right old password is refused", async () => {
    const { shop, current } = await signedInShop();
    const change = (oldPassword: string) =>
      changeAdminPassword(db(), {
        adminId: shop.admin.id,
        oldPassword,
        newPassword: "brand-new-pass",
        currentToken: current,
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++)
      expect(await change(`guess-${i}`)).toMatchObject({ ok: false, reason: "oldWrong" });
    const [before] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(await change(shop.admin.password)).toEqual({
      ok: false,
      reason: "throttled",
      message: "Too many sign-in attempts. Try again in 15 minutes.",
    });
    const [after] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(after).toEqual(before);
    // The same guesses typed into the sign-in form would have locked it too.
    expect(
      await signInAdmin(db(), {
        userName: shop.admin.userName,
        password: shop.admin.password,
        clientKey: `pc-${uniqueSuffix()}`,
      }),
    ).toMatchObject({ reason: "throttled" });
  });
});
