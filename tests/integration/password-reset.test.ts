import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RESET_MESSAGES } from "#app/domain/password-reset";
import { signInAdmin } from "#app/server/auth/sign-in.server";
import { admins, emailOutbox, passwordResets, sessions } from "#db/schema/platform";
import { asAdminOf, countRows, createTestShop, db, uniqueSuffix } from "./helpers";
import { get, postForm } from "./route-harness";

/* "Forgot password?" on /adminpanel (issue 12): a single-use, short-lived link by e-mail; the same answer for anyone. */

const client = () => ({
  "CF-Connecting-IP": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const linkIn = (text: string) => /\/adminpanel\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const signIn = (userName: string, password: string) =>
  signInAdmin(db(), { userName, password, clientKey: `t-${uniqueSuffix()}` });

describe("password reset", () => {
  it("e-mails a link that sets a new password once: the old password and sessions end", async () => {
    const shop = await createTestShop();
    const session = await asAdminOf(shop);
    const before = (await mailsTo(shop.admin.userName)).length;
    const asked = await postForm(
      "/adminpanel/forgot-password",
      { email: shop.admin.userName.toUpperCase() },
      { headers: client() },
    );
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(RESET_MESSAGES.sent);
    const mails = await mailsTo(shop.admin.userName);
    expect(mails).toHaveLength(before + 1);
    const token = linkIn(mails.at(-1)!.bodyText)!;
    expect(mails.at(-1)!.sensitive).toBe(1);
    expect(await countRows(passwordResets, eq(passwordResets.tokenHash, token))).toBe(0); // only its hash is kept

    expect((await get(`/adminpanel/reset-password/${token}`)).status).toBe(200);
    const mismatch = await postForm(`/adminpanel/reset-password/${token}`, {
      newPassword: "brand-new-pass",
      newPasswordRepeat: "brand-new-pasz",
    });
    expect([mismatch.status, (await mismatch.text()).includes("The 2 passwords do not match")]).toEqual([400, true]);
    const done = await postForm(`/adminpanel/reset-password/${token}`, {
      newPassword: "brand-new-pass",
      newPasswordRepeat: "brand-new-pass",
    });
    expect([done.status, done.headers.get("Location")]).toEqual([302, "/adminpanel/"]);
    expect((await signIn(shop.admin.userName, shop.admin.password)).ok).toBe(false);
    expect(await signIn(shop.admin.userName, "brand-new-pass")).toMatchObject({ ok: true, firstLoginDone: true });
    expect(await countRows(sessions, eq(sessions.adminId, shop.admin.id))).toBe(1); // only the new sign-in's
    expect((await get("/adminpanel/yaadi-summary", { token: session.token })).headers.get("Location")).toBe(
      "/adminpanel/",
    );

    // Once only.
    const again = await postForm(`/adminpanel/reset-password/${token}`, {
      newPassword: "another-pass-1",
      newPasswordRepeat: "another-pass-1",
    });
    expect([again.status, (await again.text()).includes(RESET_MESSAGES.invalidLink)]).toEqual([404, true]);
    expect((await get(`/adminpanel/reset-password/${token}`)).status).toBe(404);
  });

  it("answers the same for an unknown address and sends nothing; a mobile-number admin gets no mail either", async () => {
    const unknown = `nobody-${uniqueSuffix()}@example.in`;
    const response = await postForm("/adminpanel/forgot-password", { email: unknown }, { headers: client() });
    expect([response.status, (await response.text()).includes(RESET_MESSAGES.sent)]).toEqual([200, true]);
    expect(await mailsTo(unknown)).toHaveLength(0);
    const empty = await postForm("/adminpanel/forgot-password", { email: " " }, { headers: client() });
    expect([empty.status, (await empty.text()).includes(RESET_MESSAGES.emailRequired)]).toEqual([400, true]);
  });

  it("refuses an expired link and a made-up one; limits requests per connection and per address", async () => {
    const shop = await createTestShop();
    await postForm("/adminpanel/forgot-password", { email: shop.admin.userName }, { headers: client() });
    const token = linkIn((await mailsTo(shop.admin.userName)).at(-1)!.bodyText)!;
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.adminId, shop.admin.id));
    expect((await get(`/adminpanel/reset-password/${token}`)).status).toBe(404);
    expect(
      (
        await postForm(`/adminpanel/reset-password/${token}`, {
          newPassword: "brand-new-pass",
          newPasswordRepeat: "brand-new-pass",
        })
      ).status,
    ).toBe(404);
    expect((await get(`/adminpanel/reset-password/${"a".repeat(43)}`)).status).toBe(404);
    expect((await get("/adminpanel/reset-password/short")).status).toBe(404);
    const [admin] = await db().select().from(admins).where(eq(admins.id, shop.admin.id));
    expect(admin!.firstLoginDone).toBe(1);

    // Per address: after 3 an hour no more mail, the same answer.
    const other = await createTestShop();
    const before = (await mailsTo(other.admin.userName)).length;
    for (let i = 0; i < 4; i++)
      expect(
        (await postForm("/adminpanel/forgot-password", { email: other.admin.userName }, { headers: client() })).status,
      ).toBe(200);
    expect(await mailsTo(other.admin.userName)).toHaveLength(before + 3);
    // Per connection: 5 an hour.
    const one = client();
    for (let i = 0; i < 5; i++)
      expect(
        (
          await postForm(
            "/adminpanel/forgot-password",
            { email: `x${i}-${uniqueSuffix()}@example.in` },
            { headers: one },
          )
        ).status,
      ).toBe(200);
    expect(
      (await postForm("/adminpanel/forgot-password", { email: `y-${uniqueSuffix()}@example.in` }, { headers: one }))
        .status,
    ).toBe(429);
  });

  // The link's token is in the address: a page it opens, or a link on it, must never learn it from the Referer.
  it("sends no referrer from the reset page, a live link or a dead one; other pages keep the site's policy", async () => {
    const shop = await createTestShop();
    await postForm("/adminpanel/forgot-password", { email: shop.admin.userName }, { headers: client() });
    const token = linkIn((await mailsTo(shop.admin.userName)).at(-1)!.bodyText)!;
    for (const path of [`/adminpanel/reset-password/${token}`, `/adminpanel/reset-password/${"a".repeat(43)}`]) {
      const response = await get(path);
      expect([response.status, response.headers.get("Referrer-Policy")], path).toEqual([
        path.includes(token) ? 200 : 404,
        "no-referrer",
      ]);
    }
    expect((await get("/adminpanel/")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
