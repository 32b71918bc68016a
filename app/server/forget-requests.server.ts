import { and, eq, inArray } from "drizzle-orm";
import { customerSubject, type RequestState, requestStateOf, yaadiSubject } from "#app/domain/customer-data/requests";
import { looksLikeYaadiUrl } from "#app/domain/yaadi-url";
import { customerDataRequests, customers } from "#db/schema/customers";
import { yaadies } from "#db/schema/orders";
import { accountByStatementToken } from "./admin/ledger.server";
import { bindToShop, type ShopScope } from "./admin/shop-scope.server";

/*
 * The customer's side of "Delete my details" (docs/decisions/0039): the order page and the udhaar statement ask, and
 * say what became of the asking. The page's own order or account says whose details they are; nothing is read from
 * the form. The shop is the page's (its order's or account's), so the scope comes from the stored row, not a request.
 */

/** Asks once: a second tap (or a second device) while the request is open is the same request (a unique index). */
export async function askToForget(
  scope: ShopScope,
  who: { subject: string; yaadiId?: number; customerId?: number; name: string; whatsApp: string },
): Promise<void> {
  await scope.db
    .insert(customerDataRequests)
    .values({
      shopId: scope.shopId,
      subject: who.subject,
      yaadiId: who.yaadiId ?? null,
      customerId: who.customerId ?? null,
      name: who.name,
      whatsApp: who.whatsApp,
    })
    .onConflictDoNothing();
}

/** What the page says about the requests asked from it (its subjects: the order, or the account). */
export async function forgetStateOf(scope: ShopScope, subjects: string[]): Promise<RequestState> {
  const rows = await scope.db
    .select({
      status: customerDataRequests.status,
      reason: customerDataRequests.reason,
      askedAt: customerDataRequests.askedAt,
      decidedAt: customerDataRequests.decidedAt,
    })
    .from(customerDataRequests)
    .where(and(eq(customerDataRequests.shopId, scope.shopId), inArray(customerDataRequests.subject, subjects)));
  return requestStateOf(
    rows.map((r) => ({ ...r, askedAt: r.askedAt.getTime(), decidedAt: r.decidedAt?.getTime() ?? null })),
  );
}

/** The order a page's link opens, as "Delete my details" needs it (its shop, number, and whether already done). */
export async function yaadiOfLink(db: ShopScope["db"], yaadiUrl: string) {
  if (!looksLikeYaadiUrl(yaadiUrl)) return null;
  const [row] = await db
    .select({
      id: yaadies.id,
      shopId: yaadies.shopId,
      name: yaadies.customerName,
      whatsApp: yaadies.customerWhatsApp,
      detailsDeletedAt: yaadies.detailsDeletedAt,
    })
    .from(yaadies)
    .where(eq(yaadies.url, yaadiUrl))
    .limit(1);
  return row ?? null;
}

/** The saved customer a statement link opens (its shop, number, and whether their details are already gone). */
export async function customerOfStatement(db: ShopScope["db"], token: string) {
  const found = await accountByStatementToken(db, token);
  if (!found) return null;
  const [row] = await db
    .select({ id: customers.id, shopId: customers.shopId, name: customers.name, whatsApp: customers.whatsApp })
    .from(customers)
    .where(and(eq(customers.shopId, found.shopId), eq(customers.id, found.customerId)))
    .limit(1);
  return row ?? null;
}

export type ForgetView = { state: RequestState; deleted: boolean };

/** What the order page says about its customer's details. */
export async function forgetViewOfYaadi(db: ShopScope["db"], yaadiUrl: string): Promise<ForgetView | null> {
  const yaadi = await yaadiOfLink(db, yaadiUrl);
  if (!yaadi) return null;
  const state = await forgetStateOf(bindToShop(db, yaadi.shopId), [yaadiSubject(yaadi.id)]);
  return { state, deleted: yaadi.detailsDeletedAt !== null };
}

/** What the statement says about its customer's details. */
export async function forgetViewOfStatement(db: ShopScope["db"], token: string): Promise<ForgetView | null> {
  const customer = await customerOfStatement(db, token);
  if (!customer) return null;
  const state = await forgetStateOf(bindToShop(db, customer.shopId), [customerSubject(customer.id)]);
  // A saved customer always has a number (the shop's form asks for one): none left means their details are gone.
  return { state, deleted: state.status === "done" || customer.whatsApp === "" };
}

/** "Delete my details" from an order page: false when the link opens no order. Already deleted: nothing to ask. */
export async function askFromYaadi(db: ShopScope["db"], yaadiUrl: string): Promise<boolean> {
  const yaadi = await yaadiOfLink(db, yaadiUrl);
  if (!yaadi) return false;
  if (yaadi.detailsDeletedAt === null)
    await askToForget(bindToShop(db, yaadi.shopId), {
      subject: yaadiSubject(yaadi.id),
      yaadiId: yaadi.id,
      name: yaadi.name,
      whatsApp: yaadi.whatsApp,
    });
  return true;
}

/** "Delete my details" from an udhaar statement: false when the link opens no account. */
export async function askFromStatement(db: ShopScope["db"], token: string): Promise<boolean> {
  const customer = await customerOfStatement(db, token);
  if (!customer) return false;
  if (customer.whatsApp !== "")
    await askToForget(bindToShop(db, customer.shopId), {
      subject: customerSubject(customer.id),
      customerId: customer.id,
      name: customer.name,
      whatsApp: customer.whatsApp,
    });
  return true;
}
