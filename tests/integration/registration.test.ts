import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emptyShopForm } from "#app/domain/owner/shop-form";
import { emptyRegistration, registrationGreeting } from "#app/domain/registration";
import { rateLimits, registrations } from "#db/schema/platform";
import { asOwner, countRows, db, ensureShopTypes, uniqueSuffix } from "./helpers";
import { get, postForm } from "./route-harness";

/* /registration (spec 3 §2, §5) and the back office's Registrations: stored, then WhatsApp; a shop created from one. */

const valid = () => ({
  ...emptyRegistration(),
  shopName: `Laxmi Sweets ${uniqueSuffix()}`.slice(0, 40),
  ownerName: "Laxmi Kale",
  address: "7, Tilak Road, Sadashiv Peth",
  city: "Pune",
  pinCode: "411030",
  whatsApp: whatsAppNumber(),
  mobile: "9822012345",
});
/** A number of its own per registration: one number may register only a few times a day. */
function whatsAppNumber(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}
const client = () => ({
  "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

describe("registration", () => {
  it("stores the details and opens WhatsApp to the platform's number with a greeting naming the owner and the shop", async () => {
    const values = valid();
    const response = await postForm("/registration", values, { headers: client() });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`https://wa.me/91${env.PLATFORM_WHATSAPP}`);
    expect(location.searchParams.get("text")).toBe(registrationGreeting(values));
    expect(location.searchParams.get("text")).toContain("Laxmi Kale");
    expect(location.searchParams.get("text")).toContain(values.shopName);
    const [stored] = await db().select().from(registrations).where(eq(registrations.shopName, values.shopName));
    expect(stored).toMatchObject({ ownerName: "Laxmi Kale", pinCode: "411030", email: "", shopId: null });
  });

  it("refuses each broken rule with the spec's message and stores nothing; a flood from one connection is stopped", async () => {
    const before = await countRows(registrations);
    const cases: [Record<string, string>, string][] = [
      [{ shopName: "Abc" }, "Min 4 characters required"],
      [{ city: "Pun" }, "Min 4 characters required"],
      [{ pinCode: "41103a" }, "Enter only digits"],
      [{ whatsApp: "98220" }, "Min 10 digits required"],
      [{ mobile: "" }, "Mobile number is required"],
      [{ email: "x".repeat(51) }, "Maximum 50 characters allowed"],
    ];
    for (const [change, message] of cases) {
      const response = await postForm("/registration", { ...valid(), ...change }, { headers: client() });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await countRows(registrations)).toBe(before);
    const one = client();
    for (let i = 0; i < 5; i++) expect((await postForm("/registration", valid(), { headers: one })).status).toBe(302);
    const sixth = await postForm("/registration", valid(), { headers: one });
    expect([sixth.status, (await sixth.text()).includes("Too many registrations")]).toEqual([429, true]);
  });

  it("is listed in the back office, and a shop created from it is filled in and marks it done", async () => {
    const values = valid();
    await postForm("/registration", values, { headers: client() });
    const [stored] = await db().select().from(registrations).where(eq(registrations.shopName, values.shopName));
    await ensureShopTypes();
    const token = (await asOwner()).token!;
    const list = await (await get("/owner/registrations", { token })).text();
    expect(list).toContain(values.shopName);
    expect(list).toContain(`/owner/shops/new?registration=${stored!.id}`);
    const form = await (await get(`/owner/shops/new?registration=${stored!.id}`, { token })).text();
    expect(form).toContain(`value="${values.shopName}"`);
    expect(form).toContain(`Filled in from registration no. <!-- -->${stored!.id}`);
    const url = `laxmi${uniqueSuffix()}`.slice(0, 20);
    const added = await postForm(
      "/owner/shops/new",
      {
        ...emptyShopForm(),
        name: values.shopName,
        shopUrl: url,
        title: values.shopName,
        owner: values.ownerName,
        address: values.address,
        city: values.city,
        pinCode: values.pinCode,
        whatsApp: values.whatsApp,
        mobile: `98${String(Date.now()).slice(-8)}`,
        shopTypeId: "3",
        registrationId: String(stored!.id),
      },
      { token },
    );
    expect(added.status).toBe(200);
    const [done] = await db().select().from(registrations).where(eq(registrations.id, stored!.id));
    expect(done!.shopId).toEqual(expect.any(Number));
    expect(await (await get("/owner/registrations", { token })).text()).toContain(`/owner/shops/${done!.shopId}`);
  });

  it("is not the owner's to read for anyone else", async () => {
    expect((await get("/owner/registrations")).headers.get("Location")).toBe("/owner");
  });

  it("holds a flood spread over many connections: per WhatsApp number, and 20 an hour from everyone", async () => {
    const stored = () => countRows(registrations);
    const refusal = async (response: Response) => [
      response.status,
      /Too many registrations[^<]*/.exec(await response.text())?.[0],
    ];
    // The hour's count starts afresh for this test (the tests above registered a few).
    await db().delete(rateLimits).where(eq(rateLimits.key, "registration:all"));

    // One number from four connections: three a day.
    const number = whatsAppNumber();
    for (let i = 0; i < 3; i++)
      expect((await postForm("/registration", { ...valid(), whatsApp: number }, { headers: client() })).status).toBe(
        302,
      );
    expect(
      await refusal(await postForm("/registration", { ...valid(), whatsApp: number }, { headers: client() })),
    ).toEqual([429, "Too many registrations for this WhatsApp number. Please try again tomorrow."]);

    // 40 connections, 40 numbers: the hour holds 20 in all (3 of them taken above).
    const before = await stored();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await postForm("/registration", valid(), { headers: client() }));
    expect(answers.filter((r) => r.status === 302)).toHaveLength(17);
    expect(await stored()).toBe(before + 17);
    expect(await refusal(answers.at(-1)!)).toEqual([
      429,
      "Too many registrations just now. Please try again in an hour.",
    ]);
    await db().delete(rateLimits).where(eq(rateLimits.key, "registration:all"));
  });
});
