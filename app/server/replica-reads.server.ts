import { SESSION_COOKIE } from "./auth/sessions.server";
import { type Db, getDb } from "./db.server";

/*
 * Reads near the customer (docs/decisions/0041): D1's read replicas, through its Sessions API. A session that starts
 * "first-unconstrained" reads the nearest copy of the database, which may be a few seconds behind its primary, and
 * stays consistent with itself. Only what may be a little old goes there: a store's pages and catalogue to its
 * visitors. The directory (which names a shop's cell: an old copy could send a request to a cell the shop has left),
 * every write, the admin's screens and the admin looking at their own store read the primary, so a save or an order
 * is seen by whoever made it; a public link a replica does not know yet is asked of the primary before it is called
 * unknown (cells.server.ts, cellHolding).
 */

export type Reads = "replica" | "primary";

/** A store request's reads: a visitor's page or catalogue from a replica; a post, or the signed-in admin, the primary. */
export function readsOf(request: Request): Reads {
  if (request.method !== "GET" && request.method !== "HEAD") return "primary";
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`)) ? "primary" : "replica";
}

/** The database read from its nearest copy (D1 sessions); writes through it still go to the primary. */
export const nearestCopy = (d1: D1Database): Db =>
  getDb(d1.withSession("first-unconstrained") as unknown as D1Database);
