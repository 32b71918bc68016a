import { and, asc, eq } from "drizzle-orm";
import { shops } from "#db/schema/platform";
import type { Db } from "../db.server";

/** A master catalogue: the shop new stores copy, and the cell its rows are in (docs/decisions/0041). */
export type Master = { id: number; url: string; cell: number };

/** The master catalogues (the shops new stores copy), never listed as stores: for the back office's image upload. */
export async function listMasters(db: Db): Promise<Master[]> {
  return db
    .select({ id: shops.id, url: shops.url, cell: shops.cell })
    .from(shops)
    .where(eq(shops.isMaster, 1))
    .orderBy(asc(shops.url));
}

export async function findMaster(db: Db, id: number): Promise<Master | undefined> {
  const [row] = await db
    .select({ id: shops.id, url: shops.url, cell: shops.cell })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.isMaster, 1)))
    .limit(1);
  return row;
}
