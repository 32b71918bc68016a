import { eq } from "drizzle-orm";
import { figuresOf, loadBook } from "#app/i18n/book";
import { STORE_BOOK } from "#app/i18n/store";
import { ledgerAccounts } from "#db/schema/ledger";
import { yaadies } from "#db/schema/orders";
import { shops } from "#db/schema/platform";
import type { Db } from "./db.server";
import type { Shop } from "./shops.server";

/*
 * What a closed shop's store answers (docs/decisions/0038): every page of the store, the order page and its bills'
 * links answer this one small page (410 Gone, never cached by the edge as a store page), and the store's API a JSON
 * refusal, from the moment the platform owner confirms the closing. In the store's own language.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

async function closedTexts(shop: Shop) {
  const book = await loadBook(STORE_BOOK, shop.language);
  return book(figuresOf({ locale: shop.language, digits: shop.digits })).header.closed;
}

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export async function closedStorePage(shop: Shop): Promise<Response> {
  const t = await closedTexts(shop);
  const html = `<!doctype html>
<html lang="${shop.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #fafaf9; color: #1c1917">
<main style="max-width: 28rem; margin: 0 auto">
<h1 style="font-size: 1.5rem">${escapeHtml(t.title)}</h1>
<p style="font-size: 1.125rem; line-height: 1.5">${escapeHtml(t.text(shop.name))}</p>
</main>
</body>
</html>`;
  return new Response(html, { status: 410, headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" } });
}

/** The store API's answer: the same sentence in `error`, as every refusal of the order API has. */
export async function closedStoreJson(shop: Shop): Promise<Response> {
  const t = await closedTexts(shop);
  return Response.json({ error: t.text(shop.name), code: "closed" }, { status: 410, headers: HEADERS });
}

/**
 * The pages of a store that live outside its path — a customer's order page (/yaadilist/{url}) and Udhaar statement
 * (/udhaar/{token}) — belong to a closed shop: its shop, else null (one indexed read, only on those two paths). A bill
 * (/bill/{token}) stays readable: tax law keeps it, and the customer may need it, until it is deleted.
 */
export async function closedShopOfPage(db: Db, pathname: string): Promise<Shop | null> {
  const [, first, key] = pathname.split("/");
  if (!key) return null;
  const [row] =
    first === "yaadilist"
      ? await db
          .select({ shop: shops })
          .from(yaadies)
          .innerJoin(shops, eq(shops.id, yaadies.shopId))
          .where(eq(yaadies.url, key))
          .limit(1)
      : first === "udhaar"
        ? await db
            .select({ shop: shops })
            .from(ledgerAccounts)
            .innerJoin(shops, eq(shops.id, ledgerAccounts.shopId))
            .where(eq(ledgerAccounts.statementToken, key))
            .limit(1)
        : [];
  return row?.shop.closedAt ? row.shop : null;
}
