import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOP_MESSAGES } from "#app/domain/owner/shop-form";
import { isDuplicateLink } from "#app/server/admin/dealers.server";
import { products } from "#db/schema/catalogue";
import { dealers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import { refusal } from "./admin-answers";
import { dealerShopsForEachTest, dealersOf, ramesh } from "./dealer-fixtures";
import { asAdminOf, asOwner, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { order } from "./order-helpers";
import { get, postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * A dealer's link (spec 3 §5 "Dealer") through the whole Worker with a real admin session: a link another dealer of the
 * shop has, or a store's address would take, is refused and changes nothing (and stores are not created in a shop's
 * dealer-link space); a link ends at once when it is changed or deleted, and orders through it go to the dealer.
 */

let a: TestShop;
let b: TestShop;

const { post, addRamesh } = dealerShopsForEachTest((shops) => {
  ({ a, b } = shops);
});

describe("links that are taken", () => {
  it("refuses a link another dealer of the shop has (any case), with the dealer's name, and changes nothing", async () => {
    const { row } = await addRamesh();
    const { row: anand } = await addRamesh({ name: "Anand Joshi", link: "anand" });
    const before = await dealersOf(a);
    const added = await refusal(
      await post("/adminpanel/dealers/new", { ...ramesh, name: "Ravi Kulkarni", link: "RAMESH" }),
      "routes/admin/dealers/new",
    );
    expect([added.status, added.answer?.error]).toEqual([
      409,
      "The link ramesh is already used by dealer Ramesh Patil.",
    ]);
    const updated = await refusal(
      await post(`/adminpanel/dealers/${anand.id}`, { ...ramesh, name: "Anand Joshi", link: "ramesh", password: "" }),
      "routes/admin/dealers/edit",
    );
    expect([updated.status, updated.answer?.error]).toEqual([
      409,
      "The link ramesh is already used by dealer Ramesh Patil.",
    ]);
    expect(await dealersOf(a)).toEqual(before);
    // Keeping its own link is fine; another shop may use the same link.
    expect((await post(`/adminpanel/dealers/${row.id}`, { ...ramesh, password: "" })).status).toBe(302);
    const bToken = (await asAdminOf(b)).token!;
    expect((await postForm("/adminpanel/dealers/new", ramesh, { token: bToken })).status).toBe(302);
  });

  it("knows the unique index's refusal when two saves of one link meet (the check runs before the write)", async () => {
    await addRamesh();
    const raced = await db()
      .insert(dealers)
      .values({ shopId: a.id, name: "Ravi Kulkarni", whatsApp: "9000000013", link: "ramesh" })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDuplicateLink(raced)).toBe(true);
    expect(isDuplicateLink(new Error("UNIQUE constraint failed: admins.user_name"))).toBe(false);
  });

  it("refuses a link whose store address is another store's URL, or that a store with a longer URL would capture", async () => {
    // The other stores exist first: once a shop exists, sign-up refuses names in its dealer-link space.
    const suffix = uniqueSuffix();
    const whole = await createTestShop({ storeName: `dl${suffix}_ramesh` });
    const longer = await createTestShop({ storeName: `dl${suffix}_north` });
    const mine = await createTestShop({ storeName: `dl${suffix}` });
    await makeShopReady(mine);
    const mineToken = (await asAdminOf(mine)).token!;
    const send = (path: string, fields: Record<string, string>) => postForm(path, fields, { token: mineToken });

    const taken = await refusal(await send("/adminpanel/dealers/new", ramesh), "routes/admin/dealers/new");
    expect([taken.status, taken.answer?.error]).toEqual([
      409,
      `The link ramesh cannot be used: .../${mine.url}_ramesh would open the store ${whole.url}. Choose another link.`,
    ]);
    // /{mine}_north_zone reads as the store {mine}_north with the dealer "zone" before it reads as ours.
    const captured = await refusal(
      await send("/adminpanel/dealers/new", { ...ramesh, link: "north_zone" }),
      "routes/admin/dealers/new",
    );
    expect([captured.status, captured.answer?.error]).toEqual([
      409,
      `The link north_zone cannot be used: .../${mine.url}_north_zone would open the store ${longer.url}. Choose another link.`,
    ]);
    expect(await dealersOf(mine)).toEqual([]);

    // UPDATE is checked the same way.
    expect((await send("/adminpanel/dealers/new", { ...ramesh, link: "rameshp" })).status).toBe(302);
    const [dealer] = await dealersOf(mine);
    const renamed = await refusal(
      await send(`/adminpanel/dealers/${dealer!.id}`, { ...ramesh, link: "Ramesh", password: "" }),
      "routes/admin/dealers/edit",
    );
    expect(renamed.status).toBe(409);
    expect(renamed.answer?.error).toContain(`would open the store ${whole.url}`);
    expect((await dealersOf(mine))[0]!.link).toBe("rameshp");
    // The link that works opens this store with the dealer.
    expect((await get(`/${mine.url}_rameshp`)).status).toBe(200);
  });

  it("the reverse is guarded: neither sign-up nor the owner's Add Shop creates a store in a shop's dealer-link space", async () => {
    await addRamesh();
    const { createStore } = await import("#app/server/signup.server");
    expect(
      await createStore(
        db(),
        env.JOBS,
        { storeName: `${a.url}_ramesh`, shopTypeId: 1, shopInfo: "", email: `x${uniqueSuffix()}@example.in` },
        "http://localhost",
      ),
    ).toEqual({ ok: false, reason: "taken" });

    const owner = (await asOwner()).token!;
    const { emptyShopForm } = await import("#app/domain/owner/shop-form");
    const form = {
      ...emptyShopForm(),
      name: "Ramesh Store",
      shopUrl: `${a.url}_ramesh`.slice(0, 20),
      title: "Ramesh Store",
      owner: "Ramesh Patil",
      address: "12, MG Road, Camp",
      city: "Pune",
      pinCode: "411001",
      whatsApp: "9876543210",
      mobile: `9${String(Date.now()).slice(-9)}`,
      shopTypeId: "1",
    };
    const added = await postForm("/owner/shops/new", form, { token: owner });
    expect(added.status).toBe(409);
    expect(await added.text()).toContain(SHOP_MESSAGES.urlTaken);
    expect(await db().select().from(shops).where(eq(shops.url, form.shopUrl))).toEqual([]);
  });
});

describe("the dealer's link in the store", () => {
  it("a changed link ends the old one at once; orders through the new one go to the dealer; deleting keeps past yaadies", async () => {
    const { row } = await addRamesh();
    const [product] = await db()
      .insert(products)
      .values({ shopId: a.id, name: "Toor dal", mrpPaise: 20000, pricePaise: 18000 })
      .returning();
    expect((await get(`/${a.url}_ramesh`)).status).toBe(200);

    expect((await post(`/adminpanel/dealers/${row.id}`, { ...ramesh, link: "rameshnew", password: "" })).status).toBe(
      302,
    );
    const old = await get(`/${a.url}_ramesh`);
    expect([old.status, old.headers.get("Location")]).toEqual([302, "/?invalid=1"]);
    expect((await get(`/${a.url}_rameshnew`)).status).toBe(200);

    const placed = await order([{ productId: product!.id, quantity: 1000 }], {}, `${a.url}_rameshnew`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.whatsAppLink).toMatch(/^https:\/\/wa\.me\/919000000011\?text=/);
    const [yaadi] = await db().select().from(yaadies).where(eq(yaadies.shopId, a.id));
    expect(yaadi!.dealerId).toBe(row.id);

    expect((await post("/adminpanel/dealers", { intent: "delete", id: String(row.id) })).status).toBe(302);
    const gone = await get(`/${a.url}_rameshnew`);
    expect([gone.status, gone.headers.get("Location")]).toEqual([302, "/?invalid=1"]);
    // The yaadi stays, without its dealer (yaadies.dealer_id is ON DELETE SET NULL).
    const [kept] = await db().select().from(yaadies).where(eq(yaadies.id, yaadi!.id));
    expect(kept).toMatchObject({ id: yaadi!.id, dealerId: null, netPaise: yaadi!.netPaise });
  });
});
