import { eq, inArray, notInArray } from "drizzle-orm";
import { platformOwners, shops, shopTypes } from "#db/schema/platform";
import type { ShopScope } from "./admin/shop-scope.server";
import { cellDatabase, cellNumbers } from "./cells.server";
import { type Db, getDb, runBatch } from "./db.server";
import type { Shop } from "./shops.server";

/*
 * A cell keeps a copy of the row of each shop it holds (docs/decisions/0041), for its foreign keys, its triggers and
 * the rows a backup or a move takes from it. The directory's row is the truth for everything but the catalogue's
 * version, which the cell's triggers raise; every write to the shop's row goes to the directory and then here.
 * Likewise every cell keeps the platform's shop types, which its shops' rows and categories refer to.
 */

async function copyShopRow(directory: Db, cell: Db, shopId: number): Promise<void> {
  const [row] = await directory.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!row) return;
  const { id, catalogueVersion: _theCellsOwn, ...columns } = row;
  await cell.update(shops).set(columns).where(eq(shops.id, id));
}

/** After the admin wrote the shop's row in the directory: the cell's copy follows (one row for a shop in cell 0). */
export async function syncScopeShopCopy(scope: ShopScope): Promise<void> {
  if (scope.cell !== 0) await copyShopRow(scope.directory, scope.db, scope.shopId);
}

/** After the platform owner wrote a shop's row in the directory: the copy in the shop's cell follows. */
export async function syncShopCopy(env: Env, directory: Db, shop: Pick<Shop, "id" | "cell">): Promise<void> {
  if (shop.cell !== 0) await copyShopRow(directory, getDb(cellDatabase(env, shop.cell)), shop.id);
}

/** After the platform owner changed the shop types: every cell's copy becomes the directory's (a handful of rows). */
export async function syncShopTypes(env: Env, directory: Db): Promise<void> {
  const types = await directory.select().from(shopTypes);
  const ids = types.map((t) => t.id);
  await Promise.all(
    cellNumbers(env)
      .filter((cell) => cell !== 0)
      .map((cell) => {
        const db = getDb(cellDatabase(env, cell));
        return runBatch(db, [
          db.delete(shopTypes).where(notInArray(shopTypes.id, ids.length > 0 ? ids : [0])),
          ...types.map(({ id, ...set }) =>
            db
              .insert(shopTypes)
              .values({ id, ...set })
              .onConflictDoUpdate({ target: shopTypes.id, set }),
          ),
        ]);
      }),
  );
}

/**
 * A cell's restores name the platform owner who started them (a foreign key): the cell keeps those owners' ids and
 * names, never their passwords (signing in is the directory's).
 */
export async function copyOwnersToCell(directory: Db, cell: Db, ownerIds: readonly number[]): Promise<void> {
  if (ownerIds.length === 0 || cell === directory) return;
  const owners = await directory
    .select({ id: platformOwners.id, userName: platformOwners.userName })
    .from(platformOwners)
    .where(inArray(platformOwners.id, [...ownerIds]));
  for (const owner of owners) {
    await cell
      .insert(platformOwners)
      .values({ ...owner, passwordHash: "" })
      .onConflictDoNothing();
  }
}
