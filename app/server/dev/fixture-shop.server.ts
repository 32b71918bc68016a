import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { categories, products } from "../../../db/schema/catalogue";
import { admins, shops } from "../../../db/schema/platform";
import { PLANS, planById } from "../../domain/plans";
import { SHOP_TYPE } from "../../domain/shop-types";
import { isUnitId } from "../../domain/units";
import { activateStore, updateHomePage } from "../admin/settings.server";
import { bindToShop } from "../admin/shop-scope.server";
import { bytesToBase64Url, randomBytes } from "../auth/crypto.server";
import { hashPassword } from "../auth/password.server";
import { createSession, SESSION_COOKIE } from "../auth/sessions.server";
import { type Db, insertStatements, runBatch } from "../db.server";
import { createStore } from "../signup.server";
import { addClinicRows, fixtureClient, fixtureDiet } from "./fixture-clinic.server";

/*
 * The development-only shop fixture (POST /dev/fixtures/shops): a store of a chosen type, plan and version, with its
 * admin signed in, in one request — what an end-to-end test starts from instead of the wizard, the mailbox, the
 * first-login change and activation, which keep end-to-end tests of their own. It runs inside the Worker, so a test
 * never writes to the local database from outside while the Worker serves.
 *
 * The store is made by the real sign-up service and made ready by the real settings services; only what the platform
 * owner would set (plan, version, facilities, status, payment notice) and the catalogue rows are written directly.
 */

const storeStatus = z.enum(["not ready", "ready", "disabled"]);

/** What the platform owner sets on a shop; the fixture applies it at creation and on a later change. */
const ownerSettings = z
  .object({
    status: storeStatus,
    /** 0, 1 or 2 (plans in app/domain/plans.ts); sets the products limit with it unless productsLimit is given. */
    plan: z
      .number()
      .int()
      .refine((plan) => PLANS.some((p) => p.plan === plan), "unknown plan"),
    productsLimit: z.number().int().min(0).max(10_000),
    /** 1 basic, 2 premium, 3 Turbo. */
    version: z.number().int().min(1).max(3),
    homePageFacility: z.boolean(),
    dealerFacility: z.boolean(),
    paymentMessage: z.string().max(200),
    /** yyyy-mm-dd */
    paymentDueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .partial()
  .strict();

export type OwnerSettings = z.infer<typeof ownerSettings>;

const productRow = z
  .object({
    name: z.string().min(1).max(80),
    nameRegional: z.string().max(80).optional(),
    /** Rupees (decimals allowed). */
    mrp: z.number().positive().max(1_000_000),
    price: z.number().positive().max(1_000_000),
    rating: z.number().int().min(1).max(10).optional(),
    unit: z.number().int().refine(isUnitId, "unknown unit").optional(),
    inStock: z.boolean().optional(),
    searchWords: z.string().max(40).optional(),
    information: z.string().max(80).optional(),
    /** A category of the shop by name; created when the shop has none of that name. */
    category: z.string().min(1).max(30).optional(),
  })
  .strict();

export type FixtureProduct = z.infer<typeof productRow>;

export const fixtureShopInput = z
  .object({
    /** A key of SHOP_TYPE ("grocery", "vegetables", …): vegetables start with the master list, as from the wizard. */
    type: z.enum(Object.keys(SHOP_TYPE) as [keyof typeof SHOP_TYPE, ...(keyof typeof SHOP_TYPE)[]]).default("grocery"),
    /** The store name starts with it; the rest is random, so every test has a shop of its own. */
    prefix: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{0,7}$/)
      .default("shop"),
    password: z.string().min(8).max(64).default("e2e-admin-pass-1"),
    /** False leaves the first-login password change to do. */
    firstLoginDone: z.boolean().default(true),
    products: z.array(productRow).max(1000).default([]),
    /** Adds "Item 1" … "Item n" (Rs. 10 + i, rating 5) after `products`. */
    generatedProducts: z.number().int().min(0).max(1000).default(0),
    /** A diet clinic's clients and diets. */
    clients: z.array(fixtureClient).max(300).default([]),
    diets: z.array(fixtureDiet).max(300).default([]),
  })
  .extend({ owner: ownerSettings.default({ status: "ready" }) })
  .strict();

export type FixtureShopInput = z.input<typeof fixtureShopInput>;

export type FixtureShop = {
  shopId: number;
  shopUrl: string;
  storeName: string;
  userName: string;
  password: string;
  /** The admin's session: the cookie a signed-in browser holds. */
  cookie: { name: string; value: string };
};

/** The home page details of a ready fixture shop (what Home Page Settings asks before the terms). */
const HOME_PAGE = {
  owner: "Ramesh Patil",
  address: "12 Market Road, Shivajinagar",
  city: "Pune",
  pinCode: "",
  state: "Maharashtra",
  whatsApp: "9876543210",
  aboutUs: "Fresh groceries for the neighbourhood, packed the same day.",
};

function uniqueStoreName(prefix: string): string {
  const random = bytesToBase64Url(randomBytes(12))
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();
  return `${prefix}${random}`.slice(0, 20);
}

export async function createFixtureShop(
  db: Db,
  queue: Queue,
  origin: string,
  input: z.output<typeof fixtureShopInput>,
): Promise<FixtureShop> {
  const storeName = uniqueStoreName(input.prefix);
  const userName = `${storeName.toLowerCase()}@ex.in`;
  const created = await createStore(
    db,
    queue,
    { storeName, shopTypeId: SHOP_TYPE[input.type], shopInfo: "", email: userName },
    origin,
  );
  if (!created.ok) throw new Error(`fixture shop not created: ${created.reason}`);
  const scope = bindToShop(db, created.shopId);

  await db
    .update(admins)
    .set({ passwordHash: await hashPassword(input.password), firstLoginDone: input.firstLoginDone ? 1 : 0 })
    .where(eq(admins.shopId, created.shopId));
  const wantsReady = input.owner.status !== "not ready";
  if (wantsReady) {
    await updateHomePage(scope, { name: storeName, ...HOME_PAGE });
    await activateStore(scope);
  }
  await applyOwnerSettings(db, created.shopId, input.owner);
  await addProducts(db, created.shopId, [...input.products, ...generated(input.generatedProducts)]);
  await addClinicRows(db, created.shopId, input);

  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.shopId, created.shopId)).limit(1);
  const token = await createSession(db, { kind: "admin", adminId: admin!.id, shopId: created.shopId });
  return {
    shopId: created.shopId,
    shopUrl: created.shopUrl,
    storeName,
    userName,
    password: input.password,
    cookie: { name: SESSION_COOKIE, value: token },
  };
}

export const fixtureShopChange = ownerSettings;

/** Applies what the platform owner sets; false when no shop has that URL. */
export async function changeFixtureShop(db: Db, shopUrl: string, settings: OwnerSettings): Promise<boolean> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.url, shopUrl)).limit(1);
  if (!shop) return false;
  await applyOwnerSettings(db, shop.id, settings);
  return true;
}

async function applyOwnerSettings(db: Db, shopId: number, settings: OwnerSettings): Promise<void> {
  const values: Partial<typeof shops.$inferInsert> = {};
  if (settings.status !== undefined) values.status = settings.status;
  if (settings.plan !== undefined) {
    values.plan = settings.plan;
    values.productsLimit = planById(settings.plan).productsLimit;
  }
  if (settings.productsLimit !== undefined) values.productsLimit = settings.productsLimit;
  if (settings.version !== undefined) values.versionTypeId = settings.version;
  if (settings.homePageFacility !== undefined) values.homePageFacility = settings.homePageFacility ? 1 : 0;
  if (settings.dealerFacility !== undefined) values.dealerFacility = settings.dealerFacility ? 1 : 0;
  if (settings.paymentMessage !== undefined) values.paymentMessage = settings.paymentMessage;
  if (settings.paymentDueDate !== undefined) values.paymentDueDate = settings.paymentDueDate;
  if (Object.keys(values).length > 0) await db.update(shops).set(values).where(eq(shops.id, shopId));
}

const generated = (count: number): FixtureProduct[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Item ${i + 1}`, mrp: 10 + i + 1, price: 10 + i + 1 }));

async function addProducts(db: Db, shopId: number, rows: FixtureProduct[]): Promise<void> {
  if (rows.length === 0) return;
  const categoryIds = new Map<string, number>();
  for (const name of new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, shopId), eq(categories.name, name)))
      .limit(1);
    const id =
      found?.id ?? (await db.insert(categories).values({ shopId, name }).returning({ id: categories.id }))[0]!.id;
    categoryIds.set(name, id);
  }
  const paise = (rupees: number) => Math.round(rupees * 100);
  await runBatch(
    db,
    insertStatements(
      db,
      products,
      rows.map((row) => ({
        shopId,
        name: row.name,
        nameRegional: row.nameRegional ?? "",
        mrpPaise: paise(row.mrp),
        pricePaise: paise(row.price),
        rating: row.rating ?? 5,
        unitId: row.unit ?? 1,
        inStock: row.inStock === false ? 0 : 1,
        searchWords: row.searchWords ?? "",
        information: row.information ?? "",
        categoryId: row.category ? categoryIds.get(row.category)! : null,
      })),
    ),
  );
}
