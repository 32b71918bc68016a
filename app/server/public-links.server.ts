import { eq } from "drizzle-orm";
import { bills } from "#db/schema/bills";
import { accountByStatementToken } from "./admin/ledger.server";
import { cellHolding } from "./cells.server";
import type { Db } from "./db.server";
import { yaadiOfLink } from "./forget-requests.server";

/*
 * The cell behind each kind of public link (docs/decisions/0041): an order page's, a bill's and an udhaar statement's.
 * null when no cell holds it; the page then says what it says for a link that names nothing.
 */

type App = { env: Env; db: Db };

export const cellOfYaadiLink = (app: App, yaadiUrl: string) =>
  cellHolding(app, async (db) => (await yaadiOfLink(db, yaadiUrl))?.shopId ?? null);

export const cellOfStatement = (app: App, token: string) =>
  cellHolding(app, async (db) => (await accountByStatementToken(db, token))?.shopId ?? null);

export const cellOfBill = (app: App, token: string) =>
  cellHolding(app, async (db) => {
    if (!/^[A-Za-z0-9_-]{24}$/.test(token)) return null;
    const [bill] = await db.select({ shopId: bills.shopId }).from(bills).where(eq(bills.token, token)).limit(1);
    return bill?.shopId ?? null;
  });
