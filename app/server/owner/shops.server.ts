import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type ShopFormValues, shopColumns } from "#app/domain/owner/shop-form";
import type { OwnerShopRow, ShopListFilter } from "#app/domain/owner/shop-list";
import { credentialsEmail } from "#app/domain/signup";
import { bills } from "#db/schema/bills";
import { shopSettings } from "#db/schema/catalogue";
import { admins, registrations, sessions, shops, shopTypes } from "#db/schema/platform";
import { generatePassword, hashPassword } from "../auth/password.server";
import { copyCatalogueStatements } from "../catalogue-copy.server";
import { shopDatabase } from "../cells.server";
import { type Db, runBatch } from "../db.server";
import { logEvent } from "../logs.server";
import { enqueueEmail, outboxInsert } from "../mail/outbox.server";
import { syncShopCopy } from "../shop-copy.server";
import { furnishInCell, leastFullCell } from "../shop-placement.server";
import { findShopType } from "../shops.server";
import { checkStoreName } from "../signup.server";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/*
 * The platform owner's shops (spec 3 §2 "Shops"): list, add (with its admin), update, delete. Master catalogues are
 * never listed, changed or deleted here. Every change is audited in the same batch as the change itself.
 */

/** The list shows at most this many; the search and filters find the rest. */
export const SHOP_LIST_LIMIT = 300;

/** The shops the filter asks for (search in URL, name, mobile, WhatsApp and owner), by URL. */
export async function listShops(
  db: Db,
  filter: ShopListFilter,
  today: string,
): Promise<{ rows: OwnerShopRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(shops.isMaster, 0)];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: SQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
    conditions.push(
      or(matches(shops.url), matches(shops.name), matches(shops.mobile), matches(shops.whatsApp), matches(shops.owner)),
    );
  }
  if (filter.status) conditions.push(eq(shops.status, filter.status));
  if (filter.plan !== null) conditions.push(eq(shops.plan, filter.plan));
  if (filter.due === "overdue") conditions.push(sql`${shops.paymentDueDate} < ${today}`);
  if (filter.due === "unverified") conditions.push(eq(shops.lastPaymentVerified, 0));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: shops.id,
        url: shops.url,
        name: shops.name,
        typeName: shopTypes.name,
        productsLimit: shops.productsLimit,
        languageChoice: shops.languageChoice,
        versionTypeId: shops.versionTypeId,
        plan: shops.plan,
        whatsApp: shops.whatsApp,
        mobile: shops.mobile,
        productImages: shops.productImages,
        informationPlace: shops.informationPlace,
        status: shops.status,
        paymentDueDate: shops.paymentDueDate,
        lastPaymentVerified: shops.lastPaymentVerified,
        closed: sql<boolean>`${shops.closedAt} is not null`.mapWith(Boolean),
        hidden: sql<boolean>`${shops.hiddenAt} is not null`.mapWith(Boolean),
      })
      .from(shops)
      .innerJoin(shopTypes, eq(shopTypes.id, shops.shopTypeId))
      .where(where)
      .orderBy(asc(shops.url))
      .limit(SHOP_LIST_LIMIT),
    db.select({ n: sql<number>`count(*)` }).from(shops).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export type OwnerShop = typeof shops.$inferSelect & { adminUserName: string | null };

/** One shop (never a master catalogue) with its admin's user name. */
export async function getShop(db: Db, id: number): Promise<OwnerShop | undefined> {
  const [row] = await db
    .select({ shop: shops, adminUserName: admins.userName })
    .from(shops)
    .leftJoin(admins, eq(admins.shopId, shops.id))
    .where(and(eq(shops.id, id), eq(shops.isMaster, 0)))
    .limit(1);
  return row ? { ...row.shop, adminUserName: row.adminUserName } : undefined;
}

export type AddShopResult =
  | { ok: true; shopId: number; url: string; userName: string; password: string }
  | { ok: false; reason: "taken" | "reserved" | "mobileTaken" | "unknownType" };

/**
 * Adds a shop and its admin in one batch, in the least-full cell (its first rows there: shop-placement.server.ts) (spec 3 §4: user name = the shop's mobile, first-login change forced), with a
 * one-time password of 10 random characters (DECISIONS.md) that the screen shows once and the shop's e-mail, if any,
 * receives. Types that start with their master catalogue get it, within the shop's products limit.
 */
export async function addShop(
  owner: OwnerRequest,
  values: ShopFormValues,
  origin: string,
  registrationId: number | null = null,
): Promise<AddShopResult> {
  const { db } = owner.app;
  const url = values.shopUrl.trim().toLowerCase();
  const nameCheck = await checkStoreName(db, url);
  if (nameCheck !== "available") return { ok: false, reason: nameCheck };
  const columns = shopColumns(values);
  const userName = columns.mobile;
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userName, userName)).limit(1);
  if (existing) return { ok: false, reason: "mobileTaken" };
  const shopType = await findShopType(db, columns.shopTypeId);
  if (!shopType) return { ok: false, reason: "unknownType" };

  const password = generatePassword();
  const shopId = sql`(select id from shops where url = ${url})`;
  const master =
    shopType.copyMasterOnCreate && shopType.masterListUrl
      ? { masterUrl: shopType.masterListUrl, limit: columns.productsLimit }
      : null;
  // The least-full cell (docs/decisions/0041): in cell 0 the shop's first rows go in this batch, in another just after.
  const cell = await leastFullCell(owner.app.env, db);
  const firstRows =
    cell === 0
      ? [
          db.insert(shopSettings).values({ shopId }),
          ...(master ? copyCatalogueStatements(db, master.masterUrl, url, master.limit) : []),
        ]
      : [];
  const mail = columns.email
    ? credentialsEmail({
        storeName: columns.name,
        storeLink: `${origin}/${url}`,
        adminLink: `${origin}/adminpanel`,
        userName,
        password,
      })
    : null;
  try {
    const results = await runBatch(db, [
      db
        .insert(shops)
        .values({ url, ...columns, cell })
        .returning({ id: shops.id }),
      db.insert(admins).values({ shopId, userName, passwordHash: await hashPassword(password) }),
      ...firstRows,
      auditInsert(owner, {
        action: "shop added",
        shop: { id: shopId, url },
        details: `admin ${userName}${registrationId ? `, from registration ${registrationId}` : ""}`,
      }),
      ...(registrationId
        ? [
            db
              .update(registrations)
              .set({ shopId })
              .where(and(eq(registrations.id, registrationId), isNull(registrations.shopId))),
          ]
        : []),
      ...(mail
        ? [outboxInsert(db, { shopId, to: columns.email, subject: mail.subject, text: mail.text, sensitive: true })]
        : []),
    ]);
    const createdId = Number(results[0]!.results[0]!.id);
    if (cell !== 0) await furnishInCell(owner.app.env, db, createdId, cell, master);
    if (mail)
      await enqueueEmail(owner.app.env.JOBS, Number(results.at(-1)!.results[0]!.id)).catch((error) =>
        console.error("queue send failed; the cron will retry", error),
      );
    await logEvent(db, "info", `Platform owner ${owner.userName} added shop ${url}`, createdId);
    return { ok: true, shopId: createdId, url, userName, password };
  } catch (error) {
    const message = String(error);
    if (message.includes("shops.url")) return { ok: false, reason: "taken" };
    if (message.includes("admins.user_name")) return { ok: false, reason: "mobileTaken" };
    throw error;
  }
}

const CHANGE_LABELS: Partial<Record<keyof ReturnType<typeof shopColumns>, string>> = {
  status: "status",
  plan: "plan",
  versionTypeId: "version",
  productsLimit: "products limit",
  dealerFacility: "dealer facility",
  homePageFacility: "home page facility",
  productImages: "images",
  informationPlace: "info place",
  showItemCount: "item count",
  lastPaymentVerified: "payment verified",
  paymentDueDate: "due date",
  paymentMessage: "payment message",
};

/** What changed, for the audit log: "status: ready → disabled; plan: 0 → 1" (other fields as "details"). */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changed = Object.keys(after).filter((key) => String(before[key] ?? "") !== String(after[key] ?? ""));
  const named = changed
    .filter((key) => key in CHANGE_LABELS)
    .map(
      (key) =>
        `${CHANGE_LABELS[key as keyof typeof CHANGE_LABELS]}: ${String(before[key] ?? "")} → ${String(after[key] ?? "")}`,
    );
  const others = changed.filter((key) => !(key in CHANGE_LABELS));
  return [...named, ...(others.length ? [`details: ${others.join(", ")}`] : [])].join("; ") || "no change";
}

export type UpdateShopResult = { ok: true; url: string } | { ok: false; reason: "notFound" | "unknownType" };

/**
 * Updates a shop's details and the owner's settings (the URL stays: the shop's links, its customers' order pages and
 * its dealers' links are made of it). Disabling a shop ends its admin's sessions in the same batch (suspension is
 * immediate); enabling it again restores everything, nothing else is touched.
 */
export async function updateShop(owner: OwnerRequest, id: number, values: ShopFormValues): Promise<UpdateShopResult> {
  const { db } = owner.app;
  const before = await getShop(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  const columns = shopColumns(values);
  if (!(await findShopType(db, columns.shopTypeId))) return { ok: false, reason: "unknownType" };
  const suspended = columns.status === "disabled" && before.status !== "disabled";
  await runBatch(db, [
    db
      .update(shops)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(shops.id, id), eq(shops.isMaster, 0))),
    ...(suspended ? [db.delete(sessions).where(and(eq(sessions.shopId, id), eq(sessions.kind, "admin")))] : []),
    auditInsert(owner, {
      action: "shop updated",
      shop: { id, url: before.url },
      details: describeChanges(before, columns),
    }),
  ]);
  await syncShopCopy(owner.app.env, db, before);
  await logEvent(
    db,
    "info",
    `Platform owner ${owner.userName} updated shop ${before.url}${suspended ? " (disabled; its sessions ended)" : ""}`,
    id,
  );
  return { ok: true, url: before.url };
}

/**
 * Deletes a shop and everything of it in one statement: every table's rows go with it through their foreign keys
 * (ON DELETE CASCADE), so nothing is left half-deleted; the audit record outlives it. Its files in R2 go afterwards.
 */
export async function deleteShop(
  owner: OwnerRequest,
  id: number,
): Promise<{ ok: true; url: string } | { ok: false; reason?: "hasBills" }> {
  const { db } = owner.app;
  const shop = await getShop(db, id);
  if (!shop) return { ok: false };
  // Tax law keeps bills 72 months and the database refuses to delete them (migration 0019): such a shop is closed
  // instead (docs/decisions/0038), which deletes everything else and the bills when their time comes.
  // Its data is in its cell (docs/decisions/0041): the cell's copy of its row goes first, and every row with it.
  const cell = shopDatabase(owner.app.env, db, shop);
  const [billed] = await cell.select({ id: bills.id }).from(bills).where(eq(bills.shopId, id)).limit(1);
  if (billed) return { ok: false, reason: "hasBills" };
  if (shop.cell !== 0 && !shop.isMaster) await cell.delete(shops).where(eq(shops.id, id));
  await runBatch(db, [
    auditInsert(owner, {
      action: "shop deleted",
      shop: { id, url: shop.url },
      details: `${shop.name}, admin ${shop.adminUserName ?? "none"}`,
    }),
    db.delete(shops).where(and(eq(shops.id, id), eq(shops.isMaster, 0))),
  ]);
  await deleteShopFiles(owner.app.env.FILES, id);
  await logEvent(db, "info", `Platform owner ${owner.userName} deleted shop ${shop.url}`);
  return { ok: true, url: shop.url };
}

/** The shop's objects under every area of the bucket: its images, payment screenshots and report files. */
export async function deleteShopFiles(bucket: R2Bucket, shopId: number): Promise<void> {
  const prefixes = [
    `public/shops/${shopId}/`,
    `private/shops/${shopId}/`,
    `exports/shops/${shopId}/`,
    `backups/${shopId}/`,
  ];
  for (const prefix of prefixes) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor, limit: 1000 });
      if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
}

/** Shop types for the form's select. */
export async function shopTypeChoices(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: shopTypes.id, name: shopTypes.name })
    .from(shopTypes)
    .orderBy(asc(shopTypes.sortOrder), asc(shopTypes.id));
  return rows.map((r) => ({ value: String(r.id), label: r.name }));
}
