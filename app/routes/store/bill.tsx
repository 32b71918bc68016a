import { eq } from "drizzle-orm";
import { data } from "react-router";
import { BillSheet } from "#app/components/bills/bill-sheet";
import { LANGUAGE_PARAM } from "#app/i18n/choose";
import { isLocale } from "#app/i18n/locale";
import { readBillByToken } from "#app/server/admin/bill-reads.server";
import { billRecordOf, storeWritingOf, wordedBill } from "#app/server/bill-words.server";
import { getAppContext } from "#app/server/context.server";
import { cellOfBill } from "#app/server/public-links.server";
import { shops } from "#db/schema/platform";
import type { Route } from "./+types/bill";

/**
 * A bill's customer copy at its private link (the link the shop sends on WhatsApp): read-only, in the store's language
 * (the link names it; a customer may choose another with ?lang=) and digits, without the panel around it; never indexed or kept by a cache. A link that names no bill is the 404 page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = await cellOfBill(getAppContext(context), params.token);
  const stored = db && (await readBillByToken(db, params.token));
  if (!db || !stored) throw data(null, { status: 404 });
  const [shop] = await db
    .select({ language: shops.language, digits: shops.digits })
    .from(shops)
    .where(eq(shops.id, stored.shopId))
    .limit(1);
  // The store's language unless the link names another (as the page's <html lang> does: app/server/writing.server.ts).
  const store = storeWritingOf(shop ?? { language: "en", digits: "latn" });
  const asked = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  const writing = { ...store, locale: isLocale(asked) ? asked : store.locale };
  const worded = await wordedBill(billRecordOf(stored), writing);
  return data(worded, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function BillCopy({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl py-4 sm:px-4 print:max-w-none print:p-0">
      <BillSheet words={loaderData.words} paper="a4" lang={loaderData.writing.locale} />
    </main>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Yaadi" }, { name: "robots", content: "noindex" }];
}
