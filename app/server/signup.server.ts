import { eq, sql } from "drizzle-orm";
import { shopSettings } from "#db/schema/catalogue";
import { admins, shops } from "#db/schema/platform";
import { toColorScheme } from "../../themes/themes";
import { planById } from "../domain/plans";
import { dealerReadings, isReservedShopUrl, toShopUrl } from "../domain/shop-url";
import type { CreateStoreInput, NameCheck } from "../domain/signup";
import { addMonthsIst, istDate } from "../domain/time";
import type { Locale } from "../i18n/locale";
import { generatePassword, hashPassword } from "./auth/password.server";
import { copyCatalogueStatements } from "./catalogue-copy.server";
import { type Db, runBatch } from "./db.server";
import { enqueueEmail, outboxInsert } from "./mail/outbox.server";
import { furnishInCell, leastFullCell } from "./shop-placement.server";
import { anyShopUrlTaken, findShopType, isShopUrlTaken } from "./shops.server";
import { siteTexts } from "./site-texts.server";

/**
 * A name is taken when a shop has it, and also when it starts with an existing shop URL and an underscore:
 * /{shopUrl}_{anything} is that shop's dealer-link space, and a store there would capture the dealer's customers.
 */
export async function checkStoreName(db: Db, storeName: string): Promise<NameCheck> {
  const url = toShopUrl(storeName);
  if (isReservedShopUrl(url)) return "reserved";
  if (await isShopUrlTaken(db, url)) return "taken";
  const prefixes = dealerReadings(url).map((r) => r.shopUrl);
  return (await anyShopUrlTaken(db, prefixes)) ? "taken" : "available";
}

async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userName, email)).limit(1);
  return row !== undefined;
}

export type CreateStoreResult =
  | { ok: true; shopUrl: string; shopId: number }
  | { ok: false; reason: "taken" | "reserved" | "emailRegistered" | "unknownType" };

/**
 * Creates a self-service store in one D1 batch — shop (not ready, plan 0), first page settings, its admin with a
 * random password, the master catalogue for types that start with one, and the credentials e-mail in the outbox —
 * then queues the e-mail. With `cells`, the shop goes to the least-full cell: in another than cell 0 its settings and
 * catalogue are written there just after the batch, and the shop is removed again if they cannot be
 * (shop-placement.server.ts). `locale` is the visitor's language: the e-mail is written in it, and the new admin reads the
 * panel in it. Nothing is written when any check or statement fails. `origin` is the public origin the
 * e-mail's links start with (publicOrigin), never one taken from the request.
 */
export async function createStore(
  db: Db,
  queue: Queue,
  input: CreateStoreInput,
  origin: string,
  locale: Locale = "en",
  /** Given, the new shop goes to the least-full cell of these (docs/decisions/0041); without, to cell 0. */
  cells?: Env,
): Promise<CreateStoreResult> {
  const url = toShopUrl(input.storeName);
  const nameCheck = await checkStoreName(db, input.storeName);
  if (nameCheck !== "available") return { ok: false, reason: nameCheck };
  if (await isEmailRegistered(db, input.email)) return { ok: false, reason: "emailRegistered" };
  const shopType = await findShopType(db, input.shopTypeId);
  if (!shopType) return { ok: false, reason: "unknownType" };

  const plan = planById(0);
  const password = generatePassword();
  const { start } = await siteTexts(locale);
  const mail = start.mail({
    storeName: input.storeName,
    storeLink: `${origin}/${url}`,
    adminLink: `${origin}/adminpanel`,
    userName: input.email,
    password,
  });
  const shopId = sql`(select id from shops where url = ${url})`;
  const master =
    shopType.copyMasterOnCreate && shopType.masterListUrl
      ? { masterUrl: shopType.masterListUrl, limit: plan.productsLimit }
      : null;
  const cell = cells ? await leastFullCell(cells, db) : 0;
  // In cell 0 the shop's first rows go in the directory's own batch; in another, into that cell just after.
  const firstRows =
    cell === 0
      ? [
          db.insert(shopSettings).values({ shopId }),
          ...(master ? copyCatalogueStatements(db, master.masterUrl, url, master.limit) : []),
        ]
      : [];

  try {
    const results = await runBatch(db, [
      db
        .insert(shops)
        .values({
          url,
          name: input.storeName,
          title: input.storeName,
          shopTypeId: shopType.id,
          shopInfo: input.shopInfo,
          email: input.email,
          colorScheme: toColorScheme(shopType.colorScheme),
          plan: plan.plan,
          productsLimit: plan.productsLimit,
          paymentDueDate: addMonthsIst(istDate(new Date()), 1),
          cell,
        })
        .returning({ id: shops.id }),
      db
        .insert(admins)
        .values({ shopId, userName: input.email, passwordHash: await hashPassword(password), language: locale }),
      ...firstRows,
      outboxInsert(db, { shopId, to: input.email, subject: mail.subject, text: mail.text, sensitive: true }),
    ]);
    const createdShopId = Number(results[0]!.results[0]!.id);
    const outboxId = Number(results[results.length - 1]!.results[0]!.id);
    if (cells && cell !== 0) await furnishInCell(cells, db, createdShopId, cell, master);
    await enqueueEmail(queue, outboxId).catch((error) =>
      console.error("queue send failed; the cron will retry", error),
    );
    return { ok: true, shopUrl: url, shopId: createdShopId };
  } catch (error) {
    // A concurrent sign-up may have taken the name or e-mail between the checks and the batch.
    const message = String(error);
    if (message.includes("shops.url")) return { ok: false, reason: "taken" };
    if (message.includes("admins.user_name")) return { ok: false, reason: "emailRegistered" };
    throw error;
  }
}
