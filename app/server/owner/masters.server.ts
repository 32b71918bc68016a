import { and, asc, eq } from "drizzle-orm";
import { shops } from "#db/schema/platform";
import type { Db } from "../db.server";

/** The master catalogues (the shops new stores copy), never listed as stores: for the back office's image upload. */
export async function listMasters(db: Db): Promise<{ id: number; url: string }[]> {
  return db.select({ id: shops.id, url: shops.url }).from(shops).where(eq(shops.isMaster, 1)).orderBy(asc(shops.url));
}

export async function findMaster(db: Db, id: number): Promise<{ id: number; url: string } | undefined> {
  const [row] = await db
    .select({ id: shops.id, url: shops.url })
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.isMaster, 1)))
    .limit(1);
  return row;
}
