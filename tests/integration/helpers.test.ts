import { describe, expect, it } from "vitest";
import { LOGIN_PER_CLIENT } from "#app/server/auth/rate-limit.server";
import { readSession } from "#app/server/auth/sessions.server";
import { asAdminOf, asAnonymous, asOwner, db, resolvedTenant, seedTwoShops } from "./helpers";

/* The fixtures later tenant-isolation tests rely on. */

describe("seedTwoShops", () => {
  it("creates two distinct stores through sign-up, each resolved by the Worker", async () => {
    const { a, b } = await seedTwoShops();
    expect(a.id).not.toBe(b.id);
    expect(a.url).not.toBe(b.url);
    expect(a.admin.userName).not.toBe(b.admin.userName);
    expect(a.admin.password).toMatch(/^[a-z2-9]{10}$/);
    const visit = asAnonymous();
    expect(await resolvedTenant(await visit(`/${a.url}`))).toMatchObject({ shop: a.url, via: "path" });
    expect(await resolvedTenant(await visit("/", { base: `http://${b.url}.localhost` }))).toMatchObject({
      shop: b.url,
      via: "host",
    });
    expect(a.storeUrl).toBe(`http://localhost/${a.url}`);
  });
});

describe("clients", () => {
  it("asAdminOf signs in the shop's own admin, scoped to that shop", async () => {
    const { a, b } = await seedTwoShops();
    const adminA = await asAdminOf(a);
    const adminB = await asAdminOf(b);
    expect(await readSession(db(), adminA.token)).toMatchObject({
      status: "valid",
      session: { kind: "admin", shopId: a.id, adminId: a.admin.id },
    });
    expect(await readSession(db(), adminB.token)).toMatchObject({
      status: "valid",
      session: { kind: "admin", shopId: b.id, adminId: b.admin.id },
    });
  });

  it("asOwner signs in the platform owner", async () => {
    const owner = await asOwner();
    expect(await readSession(db(), owner.token)).toMatchObject({
      status: "valid",
      session: { kind: "owner", shopId: null },
    });
    expect(asAnonymous().token).toBeNull();
  });

  it("sends a same-origin Origin on state-changing requests, so they pass the guard", async () => {
    const { a } = await seedTwoShops();
    const admin = await asAdminOf(a);
    expect(
      await resolvedTenant(await admin(`/${a.url}`, { method: "POST", body: new URLSearchParams({ x: "1" }) })),
    ).toMatchObject({ shop: a.url });
    expect((await admin(`/${a.url}`, { method: "POST", headers: { Origin: "https://evil.example" } })).status).toBe(
      403,
    );
  });

  it("does not run into the sign-in rate limit however often a file signs in", async () => {
    const { a } = await seedTwoShops();
    for (let i = 0; i <= LOGIN_PER_CLIENT.limit; i++) await asAdminOf(a);
  });
});
