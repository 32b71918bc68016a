import { data, redirect } from "react-router";
import { ForgetDetails } from "#app/components/customer-data/forget-details";
import { forgetSchema } from "#app/domain/customer-data/requests-schema";
import { AGE_BUCKETS } from "#app/domain/ledger/ledger";
import { figuresOf, loadBook } from "#app/i18n/book";
import type { Writing } from "#app/i18n/locale";
import { ORDER_PAGE_BOOK } from "#app/i18n/order-page";
import { useOrderPageTexts } from "#app/i18n/order-page-texts";
import { useFigures, WritingProvider } from "#app/i18n/provider";
import { getAppContext } from "#app/server/context.server";
import { askFromStatement, forgetViewOfStatement } from "#app/server/forget-requests.server";
import { cellOfStatement } from "#app/server/public-links.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { StatementPage } from "#app/server/udhaar-statement.server";
import { loadStatement } from "#app/server/udhaar-statement.server";
import { pageWriting } from "#app/server/writing.server";
import type { Route } from "./+types/statement";

/**
 * A customer's udhaar statement (docs/decisions/0035), read-only, in the language its link names (the store's, as the
 * shop sent it) and the shop's digits. A revoked or unknown link is the page not found; never cached anywhere.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = await cellOfStatement(getAppContext(context), params.token);
  const page = db && (await loadStatement(db, params.token));
  if (!db || !page) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const writing: Writing = { locale: pageWriting(request, null).locale, digits: page.shop.digits };
  const said = (await loadBook(ORDER_PAGE_BOOK, writing.locale))(figuresOf(writing));
  const url = new URL(request.url);
  const forget = await forgetViewOfStatement(db, params.token);
  return data(
    {
      page,
      writing,
      title: said.statement.title(page.shop.name),
      forget,
      confirming: url.searchParams.has("forget"),
      here: pageAddress(url),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The page's address without its confirmation step, where "Delete my details" posts and Cancel goes back to. */
function pageAddress(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("forget");
  const rest = search.toString();
  return `${url.pathname}${rest ? `?${rest}` : ""}`;
}

/** "Delete my details" (docs/decisions/0039): whose details is the link's account; a repeat is the same request. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const db = await cellOfStatement(getAppContext(context), params.token);
  const { locale } = pageWriting(request, null);
  const said = (await loadBook(ORDER_PAGE_BOOK, locale))(figuresOf({ locale, digits: "latn" }));
  if (!forgetSchema.safeParse(formTextOf(context)).success)
    return data({ error: said.forget.failed }, { status: 400, headers: { "Cache-Control": "private, no-store" } });
  if (!db || !(await askFromStatement(db, params.token))) throw data(null, { status: 404 });
  throw redirect(pageAddress(new URL(request.url)), 303);
}

export default function Statement({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WritingProvider writing={loaderData.writing}>
      <StatementView page={loaderData.page}>
        {loaderData.forget && (
          <ForgetDetails
            account
            state={loaderData.forget.state}
            deleted={loaderData.forget.deleted}
            confirming={loaderData.confirming}
            here={loaderData.here}
            error={actionData?.error ?? null}
          />
        )}
      </StatementView>
    </WritingProvider>
  );
}

const dayOf = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

function StatementView({ page, children }: { page: StatementPage; children?: React.ReactNode }) {
  const said = useOrderPageTexts();
  const s = said.statement;
  const f = useFigures();
  const owes = page.balancePaise > 0;
  return (
    <main className="mx-auto max-w-2xl bg-white px-4 py-5">
      <header className="border-b border-stone-200 pb-3 text-center">
        <h1 className="text-xl font-bold">{page.shop.name}</h1>
        <p className="text-stone-700">{page.customerName}</p>
      </header>
      <section aria-labelledby="balance-heading" className="py-4 text-center">
        <h2 id="balance-heading" className="text-sm font-semibold text-stone-600">
          {page.balancePaise < 0 ? s.advance : s.due}
        </h2>
        <p data-testid="statement-balance" className="text-3xl font-bold tabular-nums">
          {f.money(Math.abs(page.balancePaise))}
        </p>
        {page.balancePaise === 0 && <p className="text-stone-700">{s.settled}</p>}
      </section>
      {owes && (
        <section aria-labelledby="age-heading">
          <h2 id="age-heading" className="mb-1 font-bold">
            {s.ageHeading}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
            {AGE_BUCKETS.map((b) => (
              <div key={b} className="rounded-lg border border-stone-200 p-2">
                <dt className="text-xs font-semibold text-stone-600">{s.ages[b]}</dt>
                <dd className="font-bold tabular-nums">{f.money(page.ageing[b])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {page.pay && (
        <section aria-labelledby="pay-heading" className="mt-5 rounded-xl border border-stone-200 p-4 text-center">
          <h2 id="pay-heading" className="font-bold">
            {said.payByUpi}
          </h2>
          <a
            href={page.pay.link}
            className="mt-2 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-bold text-brand-contrast"
          >
            {said.pay(page.balancePaise)}
          </a>
          <div
            role="img"
            aria-label={said.qr(page.balancePaise, page.pay.upiId)}
            className="mx-auto mt-3 size-44"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own QR encoder's SVG, no user text in markup
            dangerouslySetInnerHTML={{ __html: page.pay.qrSvg }}
          />
          <p className="mt-1 text-sm text-stone-600">{said.upiDetails(page.pay.upiId, page.pay.note)}</p>
        </section>
      )}
      <section aria-labelledby="entries-heading" className="mt-5">
        <h2 id="entries-heading" className="mb-1 font-bold">
          {s.entries}
        </h2>
        {page.lines.length === 0 ? (
          <p className="text-stone-700">{s.none}</p>
        ) : (
          <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {page.lines.map((line) => {
              const debit = line.kind === "sale" || line.kind === "opening";
              return (
                <li key={line.id} className={`px-3 py-2 ${line.reversed ? "text-stone-500" : ""}`}>
                  <div className="flex items-baseline justify-between gap-2">
                    <p>
                      <span className={`font-semibold ${line.reversed ? "line-through" : ""}`}>
                        {s.kinds[line.kind]}
                      </span>
                      {line.method && ` · ${s.methods[line.method]}`}
                      {line.reversed && <span className="ml-2 text-xs font-bold">{s.cancelled}</span>}
                    </p>
                    <p className={`font-bold tabular-nums ${debit ? "" : "text-green-800"}`}>
                      {debit ? "" : "− "}
                      {f.money(line.amountPaise)}
                    </p>
                  </div>
                  <div className="flex justify-between gap-2 text-sm text-stone-600">
                    <p>{f.date(dayOf(line.day))}</p>
                    <p className="tabular-nums">{s.balanceAfter(line.balanceAfterPaise)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      {children}
    </main>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Yaadi" }, { name: "robots", content: "noindex" }];
}
