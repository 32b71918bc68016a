import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD_MESSAGES } from "#app/domain/owner/admin-passwords";
import { SHOP_TYPE_MESSAGES } from "#app/domain/owner/shop-type-form";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { products } from "#db/schema/catalogue";
import { admins, appLogs, auditEvents, emailOutbox, sessions, shops, shopTypes } from "#db/schema/platform";
import { runHousekeeping } from "#workers/jobs/housekeeping";
import { asAdminOf, asOwner, countRows, createTestShop, db, ensureShopTypes, uniqueSuffix } from "./helpers";
import { get, postForm } from "./route-harness";
import { TINY_PNG } from "./shop-fixtures";

/* The back office's Shop-Types, Admin Passwords, Logs and audit log (spec 3 §2, §8; DECISIONS.md). */

let ownerToken: string;
beforeEach(async () => {
  ownerToken = (await asOwner()).token!;
});
const post = (path: string, values: Record<string, string>) => postForm(path, values, { token: ownerToken });
const html = async (path: string) => (await get(path, { token: ownerToken })).text();
/** The result message a redirect carries (the flash cookie, base64 JSON). */
const flashOf = (response: Response) =>
  new TextDecoder().decode(
    Uint8Array.from(
      atob(decodeURIComponent(/yaadi_flash=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "")),
      (c) => c.charCodeAt(0),
    ),
  );

describe("Shop-Types", () => {
  it("adds, updates and deletes a type with the spec's messages; a type in use is kept", async () => {
    const name = `Type ${uniqueSuffix()}`.slice(0, 30);
    const added = await post("/owner/shop-types/new", {
      name,
      masterListName: "",
      colorScheme: "cyan",
      listWord: "Cart",
      copyMasterOnCreate: "",
    });
    expect([added.status, added.headers.get("Location")]).toEqual([302, "/owner/shop-types/new"]);
    const [row] = await db().select().from(shopTypes).where(eq(shopTypes.name, name));
    expect(row).toMatchObject({ colorScheme: "cyan", listWord: "Cart", masterListUrl: null });
    expect(flashOf(added)).toContain(SHOP_TYPE_MESSAGES.added(name));
    expect(await html("/owner/shop-types")).toContain(name);

    expect((await post("/owner/shop-types/new", { name, colorScheme: "green", listWord: "Yaadi" })).status).toBe(409);
    expect((await post("/owner/shop-types/new", { name: "", colorScheme: "green", listWord: "Yaadi" })).status).toBe(
      400,
    );

    const renamed = `${name.slice(0, 25)} new`;
    const updated = await post(`/owner/shop-types/${row!.id}`, {
      name: renamed,
      masterListName: "mastergrocery",
      colorScheme: "brown",
      listWord: "Yaadi",
    });
    expect([updated.status, updated.headers.get("Location")]).toEqual([302, "/owner/shop-types"]);
    expect((await db().select().from(shopTypes).where(eq(shopTypes.id, row!.id)))[0]).toMatchObject({
      name: renamed,
      colorScheme: "brown",
      masterListUrl: "mastergrocery",
    });

    const shop = await createTestShop();
    await db().update(shops).set({ shopTypeId: row!.id }).where(eq(shops.id, shop.id));
    // Refused beside the row's Delete, as every list's refused delete is (the panel kit's answer).
    const refused = await post("/owner/shop-types", { intent: "delete", id: String(row!.id) });
    expect([refused.status, await refused.text()]).toEqual([409, expect.stringContaining(SHOP_TYPE_MESSAGES.inUse(1))]);
    expect(await countRows(shopTypes, eq(shopTypes.id, row!.id))).toBe(1);
    await db().delete(shops).where(eq(shops.id, shop.id));
    const deleted = await post("/owner/shop-types", { intent: "delete", id: String(row!.id) });
    expect(flashOf(deleted)).toContain(SHOP_TYPE_MESSAGES.deleted(renamed));
    expect(await countRows(shopTypes, eq(shopTypes.id, row!.id))).toBe(0);
    const actions = (await db().select({ action: auditEvents.action }).from(auditEvents)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["shop type added", "shop type updated", "shop type deleted"]));
  });
});

describe("Admin Passwords", () => {
  it("lists user names and when each password was set, never a password or its hash", async () => {
    const shop = await createTestShop();
    const [admin] = await db().select().from(admins).where(eq(admins.shopId, shop.id));
    const page = await html("/owner/admins");
    expect(page).toContain("LIST OF Admins");
    expect(page).toContain(shop.admin.userName);
    expect(page).not.toContain(admin!.passwordHash);
    expect(page).not.toContain(shop.admin.password);
  });

  it("issues a new one-time password shown once and e-mailed: the old password and sessions end, the first sign-in changes it", async () => {
    const shop = await createTestShop();
    const session = await asAdminOf(shop);
    const response = await post(`/owner/admins/${shop.id}`, { intent: "reset" });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(ADMIN_PASSWORD_MESSAGES.updated(shop.url));
    const password = /One-time password: ([a-z0-9]{10})/.exec(page)?.[1];
    expect(password).toBeTruthy();
    expect(await countRows(sessions, eq(sessions.adminId, shop.admin.id))).toBe(0);
    expect((await get("/adminpanel/", { token: session.token })).status).toBe(200); // the sign-in page again
    const old = await signInAdmin(db(), {
      userName: shop.admin.userName,
      password: shop.admin.password,
      clientKey: `t-${uniqueSuffix()}`,
    });
    expect(old.ok).toBe(false);
    const fresh = await signInAdmin(db(), {
      userName: shop.admin.userName,
      password: password!,
      clientKey: `t-${uniqueSuffix()}`,
    });
    expect(fresh).toMatchObject({ ok: true, firstLoginDone: false });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, shop.admin.userName));
    expect(mails.some((m) => m.sensitive === 1 && m.bodyText.includes(password!))).toBe(true);
    expect(await html(`/owner/admins/${shop.id}`)).not.toContain(password!);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.shopId, shop.id), eq(auditEvents.action, "admin password reset")));
    expect(event).toBeTruthy();
  });

  it("deletes an admin (the shop stays), and a reset gives the shop an admin again with its mobile as user name", async () => {
    const shop = await createTestShop();
    await db().update(shops).set({ mobile: "9988776655" }).where(eq(shops.id, shop.id));
    const deleted = await post("/owner/admins", { intent: "delete", id: String(shop.id) });
    expect(deleted.status).toBe(302);
    expect(flashOf(deleted)).toContain(ADMIN_PASSWORD_MESSAGES.deleted(shop.url));
    expect(await countRows(admins, eq(admins.shopId, shop.id))).toBe(0);
    expect(await countRows(shops, eq(shops.id, shop.id))).toBe(1);
    expect((await post("/owner/admins", { intent: "delete", id: String(shop.id) })).status).toBe(404);
    const created = await (await post(`/owner/admins/${shop.id}`, { intent: "reset" })).text();
    expect(created).toContain("User name: 9988776655");
    expect(await countRows(admins, eq(admins.shopId, shop.id))).toBe(1);
  });
});

describe("Logs and the audit log", () => {
  it("shows sign-ins and server errors the product wrote, downloads them, and keeps them 30 days", async () => {
    const shop = await createTestShop();
    await asAdminOf(shop);
    const info = await html("/owner/logs?level=info&show=content");
    expect(info).toContain(`Admin ${shop.admin.userName} signed in to ${shop.url}`);
    expect(await html("/owner/logs?level=info&show=last")).toContain("Last event: ");
    const file = await get("/owner/logs.log?level=info", { token: ownerToken });
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="info_yaadi.log"');
    expect(await file.text()).toContain(`signed in to ${shop.url}`);
    expect((await get("/owner/logs.log?level=info")).status).toBe(302); // the owner's only

    await db()
      .insert(appLogs)
      .values({ level: "error", message: "an old failure", createdAt: new Date(Date.now() - 31 * 86_400_000) });
    expect(await html("/owner/logs?level=error&show=content")).toContain("an old failure");
    await runHousekeeping(env);
    expect(await html("/owner/logs?level=error&show=content")).not.toContain("an old failure");
  });

  it("lists the owner's actions, for one shop when asked", async () => {
    const shop = await createTestShop();
    await post(`/owner/admins/${shop.id}`, { intent: "reset" });
    const page = await html(`/owner/audit?shop=${shop.url}`);
    expect(page).toContain("admin password reset");
    expect(page).toContain("owner@tests.yaadi.local");
  });
});

describe("master-list images", () => {
  it("uploads a checked image for a master catalogue's product, audited; a shop that is not a master is refused", async () => {
    const suffix = uniqueSuffix();
    await ensureShopTypes();
    const [master] = await db()
      .insert(shops)
      .values({ url: `masterimg${suffix}`, name: "Master images", shopTypeId: 1, isMaster: 1 })
      .returning();
    const [product] = await db()
      .insert(products)
      .values({ shopId: master!.id, name: "Tomato", mrpPaise: 4000, pricePaise: 3500, unitId: 2 })
      .returning();
    const page = await html(`/owner/master-images/${master!.id}`);
    expect(page).toContain(`Images of masterimg${suffix}`);
    expect(page).toContain("Tomato");
    const image = new Blob([TINY_PNG], { type: "image/png" });
    const uploaded = await postForm(
      `/owner/master-images/${master!.id}`,
      { id: String(product!.id), imageFile: new File([image], "tomato.png", { type: "image/png" }) },
      { token: ownerToken },
    );
    expect(uploaded.status).toBe(200);
    const [after] = await db().select().from(products).where(eq(products.id, product!.id));
    expect(after!.imageKey).toMatch(new RegExp(`^public/shops/${master!.id}/products/`));
    expect(await env.FILES.head(after!.imageKey!)).not.toBeNull();
    expect(
      await countRows(
        auditEvents,
        and(eq(auditEvents.action, "master image uploaded"), eq(auditEvents.shopId, master!.id)),
      ),
    ).toBe(1);
    const notImage = await postForm(
      `/owner/master-images/${master!.id}`,
      { id: String(product!.id), imageFile: new File(["not an image"], "x.png", { type: "image/png" }) },
      { token: ownerToken },
    );
    expect(notImage.status).toBe(400);
    const shop = await createTestShop();
    expect((await get(`/owner/master-images/${shop.id}`, { token: ownerToken })).status).toBe(404);
    expect(
      (
        await postForm(
          `/owner/master-images/${shop.id}`,
          { id: String(product!.id), imageFile: new File([image], "t.png", { type: "image/png" }) },
          { token: ownerToken },
        )
      ).status,
    ).toBe(404);
  });
});
