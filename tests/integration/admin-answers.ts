import { eq } from "drizzle-orm";
import { shops } from "#db/schema/platform";
import { db, type TestShop } from "./helpers";
import { embeddedData } from "./route-harness";

/* Reading the admin panel's answers in integration tests: the flash a redirect carries, a refused post's answer, a CSV. */

/** What the platform owner would change on a shop (version, facilities, type), written straight to its row. */
export const setShop = (shop: Pick<TestShop, "id">, values: Partial<typeof shops.$inferInsert>) =>
  db().update(shops).set(values).where(eq(shops.id, shop.id));

/** The message a redirect carried to the next screen (app/server/panel/flash.server.ts). */
export function flashOf(response: Response): { tone: string; text: string; changedIds?: number[] } {
  const value = /yaadi_flash=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  if (!value) throw new Error(`no flash in ${response.status} ${response.headers.get("Location")}`);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(decodeURIComponent(value)), (c) => c.charCodeAt(0))));
}

/** What an action answered on a refused post: its status, its page, and the error and values the page shows again. */
export async function refusal(response: Response, routeId: string) {
  const html = await response.text();
  return {
    status: response.status,
    html,
    answer: embeddedData(html).actionData?.[routeId] as { error: string; values?: Record<string, string> } | undefined,
  };
}

/** The CSV as downloaded, byte-order mark included (Response.text() would drop it). */
export const csvText = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
