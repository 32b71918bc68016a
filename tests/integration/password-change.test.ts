import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { changeAdminPassword } from "../../app/server/auth/password-change.server";
import { readSession } from "../../app/server/auth/sessions.server";
import { signInAdmin } from "../../app/server/auth/sign-in.server";
import { admins } from "../../db/schema/platform";
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
    const result = await changeAdminPassword(db(), { adminId: shop.admin.id, oldPassword: "wrong-password", newPassword: "brand-new-pass", currentToken: current });
    expect(result).toBe("oldWrong");
    const [after] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(after).toEqual(before);
  });

  it("sets the new password, marks the first login done and ends the other sessions only", async () => {
    const { shop, current, other, clientKey } = await signedInShop();
    const result = await changeAdminPassword(db(), { adminId: shop.admin.id, oldPassword: shop.admin.password, newPassword: "brand-new-pass", currentToken: current });
    expect(result).toBe("changed");

    const [admin] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(admin?.firstLoginDone).toBe(1);
    expect((await readSession(db(), current)).status).toBe("valid");
    expect((await readSession(db(), other)).status).toBe("none");

    const old = await signInAdmin(db(), { userName: shop.admin.userName, password: shop.admin.password, clientKey });
    expect(old).toMatchObject({ ok: false, message: "Invalid password... Try again" });
    expect(await signInAdmin(db(), { userName: shop.admin.userName, password: "brand-new-pass", clientKey })).toMatchObject({ ok: true });
  });
});
