import { asc, count, eq } from "drizzle-orm";
import type { ShopTypeListRow, ShopTypeValues } from "#app/domain/owner/shop-type-form";
import { shops, shopTypes } from "#db/schema/platform";
import { toColorScheme } from "../../../themes/themes";
import type { Db } from "../db.server";
import { runBatch } from "../db.server";
import { syncShopTypes } from "../shop-copy.server";
import { auditInsert } from "./audit.server";
import type { OwnerRequest } from "./pipeline.server";

/* The back office's Shop-Types (spec 3 §2): the kinds of store the wizard offers. Every change is audited. */

export async function listShopTypesWithUse(db: Db): Promise<ShopTypeListRow[]> {
  const rows = await db
    .select({ type: shopTypes, shopCount: count(shops.id) })
    .from(shopTypes)
    .leftJoin(shops, eq(shops.shopTypeId, shopTypes.id))
    .groupBy(shopTypes.id)
    .orderBy(asc(shopTypes.sortOrder), asc(shopTypes.id));
  return rows.map((r) => ({ ...r.type, shopCount: r.shopCount }));
}

export async function getShopType(db: Db, id: number) {
  const [row] = await db.select().from(shopTypes).where(eq(shopTypes.id, id)).limit(1);
  return row;
}

const columns = (values: ShopTypeValues) => ({
  name: values.name.trim(),
  masterListUrl: values.masterListName.trim().toLowerCase() || null,
  colorScheme: toColorScheme(values.colorScheme),
  listWord: values.listWord === "Cart" ? ("Cart" as const) : ("Yaadi" as const),
  copyMasterOnCreate: values.copyMasterOnCreate === "1" ? 1 : 0,
});

const isNameTaken = (error: unknown) => String(error).includes("shop_types.name");

export async function addShopType(
  owner: OwnerRequest,
  values: ShopTypeValues,
): Promise<{ ok: true; id: number; name: string } | { ok: false; reason: "nameTaken" }> {
  const { db } = owner.app;
  const set = columns(values);
  try {
    const [result] = await runBatch(db, [
      db.insert(shopTypes).values(set).returning({ id: shopTypes.id }),
      auditInsert(owner, { action: "shop type added", details: set.name }),
    ]);
    await syncShopTypes(owner.app.env, db);
    return { ok: true, id: Number(result!.results[0]!.id), name: set.name };
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: "nameTaken" };
    throw error;
  }
}

export async function updateShopType(
  owner: OwnerRequest,
  id: number,
  values: ShopTypeValues,
): Promise<{ ok: true; id: number; name: string } | { ok: false; reason: "notFound" | "nameTaken" }> {
  const { db } = owner.app;
  const before = await getShopType(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  const set = columns(values);
  try {
    await runBatch(db, [
      db.update(shopTypes).set(set).where(eq(shopTypes.id, id)),
      auditInsert(owner, { action: "shop type updated", details: `${before.name} → ${set.name}` }),
    ]);
    await syncShopTypes(owner.app.env, db);
    return { ok: true, id, name: set.name };
  } catch (error) {
    if (isNameTaken(error)) return { ok: false, reason: "nameTaken" };
    throw error;
  }
}

/** A type no shop uses can go; one in use is kept (its shops would lose their kind). */
export async function deleteShopType(
  owner: OwnerRequest,
  id: number,
): Promise<
  { ok: true; name: string } | { ok: false; reason: "notFound" } | { ok: false; reason: "inUse"; count: number }
> {
  const { db } = owner.app;
  const type = await getShopType(db, id);
  if (!type) return { ok: false, reason: "notFound" };
  const [used] = await db.select({ n: count() }).from(shops).where(eq(shops.shopTypeId, id));
  if ((used?.n ?? 0) > 0) return { ok: false, reason: "inUse", count: used!.n };
  await runBatch(db, [
    db.delete(shopTypes).where(eq(shopTypes.id, id)),
    auditInsert(owner, { action: "shop type deleted", details: type.name }),
  ]);
  await syncShopTypes(owner.app.env, db);
  return { ok: true, name: type.name };
}
