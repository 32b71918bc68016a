import { data, redirect } from "react-router";
import { ForgetDetails } from "#app/components/customer-data/forget-details";
import { StoredYaadiBill } from "#app/components/order-table";
import { forgetSchema } from "#app/domain/customer-data/requests-schema";
import { figuresOf, loadBook } from "#app/i18n/book";
import type { Writing } from "#app/i18n/locale";
import { ORDER_PAGE_BOOK } from "#app/i18n/order-page";
import { useOrderPageTexts } from "#app/i18n/order-page-texts";
import { WritingProvider } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { YAADI_BOOK } from "#app/i18n/yaadi";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
import { getAppContext } from "#app/server/context.server";
import { askFromYaadi, type ForgetView, forgetViewOfYaadi } from "#app/server/forget-requests.server";
import { cellOfYaadiLink } from "#app/server/public-links.server";
import { formTextOf } from "#app/server/request/form-body.server";
import { countYaadiLinkMiss, yaadiLinksRefused } from "#app/server/storefront-limits.server";
import { pageWriting } from "#app/server/writing.server";
import { loadYaadiPageFor, type YaadiPage } from "#app/server/yaadi-page.server";
import type { Route } from "./+types/yaadi";

const STATUS = { invalid: 404, throttled: 429, cancelled: 200, ok: 200 } as const;

/**
 * The order page is in the page's language (the WhatsApp message's link names the customer's) and in its shop's
 * digits. The language is the root's, so the page's book is the one already loaded; the title is written here.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { page, cell } = await loadYaadiPageFor(app, params.yaadiUrl, app.clientKey);
  const writing: Writing = {
    locale: pageWriting(request, app.store).locale,
    digits: page.state === "ok" ? page.data.shop.digits : "latn",
  };
  const figures = figuresOf(writing);
  const [said, y] = await Promise.all([
    loadBook(ORDER_PAGE_BOOK, writing.locale).then((book) => book(figures)),
    loadBook(YAADI_BOOK, writing.locale).then((book) => book(figures)),
  ]);
  const title = page.state === "ok" ? said.title(page.data.yaadi.id, page.data.shop.name) : y.heading.untitled;
  const url = new URL(request.url);
  const forget = page.state === "ok" && cell ? await forgetViewOfYaadi(cell, params.yaadiUrl) : null;
  return data(
    { page, writing, title, forget, confirming: url.searchParams.has("forget"), here: pageAddress(url) },
    { status: STATUS[page.state], headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The page's address without its confirmation step, where "Delete my details" posts and Cancel goes back to. */
function pageAddress(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("forget");
  const rest = search.toString();
  return `${url.pathname}${rest ? `?${rest}` : ""}`;
}

/**
 * "Delete my details" (docs/decisions/0039): the form names only its intent; whose details is the link's order. The
 * answer is the page again (303), which then says the request was sent; a repeat is the same request.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getAppContext(context);
  const { db, clientKey } = app;
  const { locale } = pageWriting(request, null);
  const said = (await loadBook(ORDER_PAGE_BOOK, locale))(figuresOf({ locale, digits: "latn" }));
  if (!forgetSchema.safeParse(formTextOf(context)).success)
    return data({ error: said.forget.failed }, { status: 400, headers: { "Cache-Control": "private, no-store" } });
  // A phone that keeps trying links that do not exist is refused here as on the page (storefront-limits.server.ts).
  if (await yaadiLinksRefused(db, clientKey)) throw data(null, { status: 429 });
  const cell = await cellOfYaadiLink(app, params.yaadiUrl);
  if (!cell || !(await askFromYaadi(cell, params.yaadiUrl))) {
    await countYaadiLinkMiss(db, clientKey);
    throw data(null, { status: 404 });
  }
  throw redirect(pageAddress(new URL(request.url)), 303);
}

export default function YaadiView({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WritingProvider writing={loaderData.writing}>
      <YaadiPageView
        page={loaderData.page}
        forget={loaderData.forget}
        confirming={loaderData.confirming}
        here={loaderData.here}
        error={actionData?.error ?? null}
      />
    </WritingProvider>
  );
}

function YaadiPageView({
  page,
  forget,
  confirming,
  here,
  error,
}: {
  page: YaadiPage;
  forget: ForgetView | null;
  confirming: boolean;
  here: string;
  error: string | null;
}) {
  const t = useStoreTexts();
  const y = useYaadiTexts();
  const said = useOrderPageTexts();
  if (page.state === "invalid")
    return <Notice text={said.invalid} link={page.shopLink} linkText={said.startShopping} />;
  if (page.state === "throttled") return <Notice text={said.throttled} link="/" linkText={said.home} />;
  if (page.state === "cancelled")
    return <Notice text={said.cancelled} link={page.shopLink} linkText={said.startAgain} />;
  const { shop, yaadi, lines } = page.data;
  const place = [shop.city, shop.pinCode].filter(Boolean).join("-");
  return (
    <main className="mx-auto max-w-2xl bg-white px-4 py-5 print:max-w-none">
      <header className="border-b border-stone-200 pb-3 text-center">
        <h1 className="text-xl font-bold">{shop.name}</h1>
        {shop.address && <p className="text-sm text-stone-600">{shop.address}</p>}
        {(place || shop.state) && (
          <p className="text-sm text-stone-600">{[place, shop.state].filter(Boolean).join(", ")}</p>
        )}
        {shop.whatsApp && <p className="text-sm text-stone-600">{t.order.whatsAppNumber(shop.whatsApp)}</p>}
      </header>
      <section aria-label={y.customer} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
        {forget?.deleted ? (
          <p className="font-semibold text-stone-600">{said.forget.deletedName}</p>
        ) : (
          <div>
            <p className="font-semibold">{yaadi.customerName}</p>
            <p>{yaadi.customerWhatsApp}</p>
            <p className="text-stone-600">{yaadi.customerAddress}</p>
          </div>
        )}
        <div className="sm:text-right">
          <p className="font-semibold">{y.heading.number(yaadi.id)}</p>
          <p className="text-stone-600">{y.dateTime(new Date(yaadi.createdAt))}</p>
          {yaadi.editedAt && <p className="text-stone-600">{said.changedOn(y.dateTime(new Date(yaadi.editedAt)))}</p>}
          <p>
            {`${said.status} `}
            <strong>{said.statuses[yaadi.status]}</strong>
            {yaadi.paid && (
              <strong className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-green-900">{said.paid}</strong>
            )}
          </p>
        </div>
      </section>
      <StoredYaadiBill lines={lines} totalPaise={yaadi.totalPaise} deliveryPaise={yaadi.deliveryChargesPaise} />
      {page.data.pay && <PayByUpi pay={page.data.pay} netPaise={yaadi.netPaise} />}
      {forget && (
        <ForgetDetails
          state={forget.state}
          deleted={forget.deleted}
          confirming={confirming}
          here={here}
          error={error}
        />
      )}
      <p className="mt-6 text-center print:hidden">
        <a className="font-semibold text-brand-ink underline" href={`/${shop.url}`}>
          {y.backToShopping}
        </a>
      </p>
    </main>
  );
}

/** Pay by UPI: the link opens the phone's UPI app with the amount and note filled in; the QR is for another phone. */
function PayByUpi({
  pay,
  netPaise,
}: {
  pay: { link: string; upiId: string; note: string; qrSvg: string };
  netPaise: number;
}) {
  const said = useOrderPageTexts();
  return (
    <section
      aria-labelledby="pay-heading"
      className="mt-5 rounded-xl border border-stone-200 p-4 text-center print:hidden"
    >
      <h2 id="pay-heading" className="font-bold">
        {said.payByUpi}
      </h2>
      <a
        href={pay.link}
        className="mt-2 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-bold text-brand-contrast"
      >
        {said.pay(netPaise)}
      </a>
      <div
        role="img"
        aria-label={said.qr(netPaise, pay.upiId)}
        className="mx-auto mt-3 size-44"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own QR encoder's SVG, no user text in markup
        dangerouslySetInnerHTML={{ __html: pay.qrSvg }}
      />
      {/* The note is what the shop's UPI statement shows: it stays as the shop matches it to the yaadi. */}
      <p className="mt-1 text-sm text-stone-600">{said.upiDetails(pay.upiId, pay.note)}</p>
    </section>
  );
}

function Notice({ text, link, linkText }: { text: string; link: string; linkText: string }) {
  return (
    <main className="mx-auto max-w-md px-4 py-12 text-center">
      <p className="text-lg font-semibold">{text}</p>
      <a href={link} className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-bold text-brand-contrast">
        {linkText}
      </a>
    </main>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Yaadi" }, { name: "robots", content: "noindex" }];
}
