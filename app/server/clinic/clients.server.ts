import { and, asc, eq } from "drizzle-orm";
import type { ClientListRow, ClientRecord } from "#app/domain/clinic/client";
import type { ClientInput } from "#app/domain/clinic/client-schema";
import { clients } from "#db/schema/clinic";
import type { ShopScope } from "../admin/shop-scope.server";

/*
 * A diet clinic's clients (spec 3 §3 Client). Every query is scoped by the shop id, so another shop's client is "not
 * found" whatever id a request names. Whether the shop is a clinic and premium is the routes' check
 * (clinic-access.server.ts), made on every loader and action before any of these runs.
 */

/** The list's columns. */
const listColumns = {
  id: clients.id,
  name: clients.name,
  status: clients.status,
  dietDeliveryDay: clients.dietDeliveryDay,
  whatsApp: clients.whatsApp,
  address: clients.address,
};
/** Everything the form edits and the CSV writes. */
const fullColumns = {
  ...listColumns,
  age: clients.age,
  weightOriginal: clients.weightOriginal,
  height: clients.height,
  illness: clients.illness,
  extraInfo: clients.extraInfo,
  createdAt: clients.createdAt,
};

const ofShop = (scope: ShopScope) => eq(clients.shopId, scope.shopId);
const byName = [asc(clients.name), asc(clients.id)];

/** By name. */
export function listClients(scope: ShopScope): Promise<ClientListRow[]> {
  return scope.db
    .select(listColumns)
    .from(clients)
    .where(ofShop(scope))
    .orderBy(...byName);
}

/** By name, every column the download writes. */
export function clientsForDownload(scope: ShopScope): Promise<ClientRecord[]> {
  return scope.db
    .select(fullColumns)
    .from(clients)
    .where(ofShop(scope))
    .orderBy(...byName);
}

export async function getClient(scope: ShopScope, id: number): Promise<ClientRecord | null> {
  const [row] = await scope.db
    .select(fullColumns)
    .from(clients)
    .where(and(ofShop(scope), eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

/** The new client's id, or null when the database wrote no row (the spec's "add returned 0"). */
export async function addClient(scope: ShopScope, input: ClientInput): Promise<number | null> {
  const [row] = await scope.db
    .insert(clients)
    .values({ shopId: scope.shopId, ...input })
    .returning({ id: clients.id });
  return row?.id ?? null;
}

/** False when the shop has no such client. */
export async function updateClient(scope: ShopScope, id: number, input: ClientInput): Promise<boolean> {
  const [row] = await scope.db
    .update(clients)
    .set({ ...input, updatedAt: new Date() })
    .where(and(ofShop(scope), eq(clients.id, id)))
    .returning({ id: clients.id });
  return row !== undefined;
}

/**
 * The deleted client's name, or null when the shop has no such client. The client's diet sheets go with them
 * (client_sheets.client_id is ON DELETE CASCADE): a sheet without its client has no one to be delivered to.
 */
export async function deleteClient(scope: ShopScope, id: number): Promise<string | null> {
  const [row] = await scope.db
    .delete(clients)
    .where(and(ofShop(scope), eq(clients.id, id)))
    .returning({ name: clients.name });
  return row?.name ?? null;
}
