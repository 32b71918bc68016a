import { data } from "react-router";
import { StoredYaadiBill } from "#app/components/order-table";
import { formatRupees } from "#app/domain/money";
import { YAADI_PAGE_MESSAGES } from "#app/domain/order";
import { STATUS_LABELS } from "#app/domain/orders/order-status";
import { formatIstDateTime } from "#app/domain/time";
import { getAppContext } from "#app/server/context.server";
import { loadYaadiPageFor } from "#app/server/yaadi-page.server";
import type { Route } from "./+types/yaadi";

const STATUS = { invalid: 404, throttled: 429, cancelled: 200, ok: 200 } as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, clientKey } = getAppContext(context);
  const page = await loadYaadiPageFor(db, params.yaadiUrl, clientKey);
  return data(page, { status: STATUS[page.state], headers: { "Cache-Control": "private, no-store" } });
}

export default function YaadiView({ loaderData: page }: Route.ComponentProps) {
  if (page.state === "invalid")
    return <Notice text={YAADI_PAGE_MESSAGES.invalid} link={page.shopLink} linkText="Start shopping" />;
  if (page.state === "throttled") return <Notice text={YAADI_PAGE_MESSAGES.throttled} link="/" linkText="Home" />;
  if (page.state === "cancelled")
    return <Notice text={YAADI_PAGE_MESSAGES.cancelled} link={page.shopLink} linkText="Start shopping again" />;
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
        {shop.whatsApp && <p className="text-sm text-stone-600">WhatsApp: {shop.whatsApp}</p>}
      </header>
      <section aria-label="Customer" className="flex flex-wrap justify-between gap-2 py-3 text-sm">
        <div>
          <p className="font-semibold">{yaadi.customerName}</p>
          <p>{yaadi.customerWhatsApp}</p>
          <p className="text-stone-600">{yaadi.customerAddress}</p>
        </div>
        <div className="sm:text-right">
          <p className="font-semibold">Yaadi no. {yaadi.id}</p>
          <p className="text-stone-600">{formatIstDateTime(new Date(yaadi.createdAt))}</p>
          {yaadi.editedAt && (
            <p className="text-stone-600">Changed by the shop on {formatIstDateTime(new Date(yaadi.editedAt))}</p>
          )}
          <p>
            Status: <strong>{STATUS_LABELS[yaadi.status]}</strong>
            {yaadi.paid && <strong className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-green-900">Paid</strong>}
          </p>
        </div>
      </section>
      <StoredYaadiBill lines={lines} totalPaise={yaadi.totalPaise} deliveryPaise={yaadi.deliveryChargesPaise} />
      {page.data.pay && <PayByUpi pay={page.data.pay} netPaise={yaadi.netPaise} />}
      <p className="mt-6 text-center print:hidden">
        <a className="font-semibold text-brand-ink underline" href={`/${shop.url}`}>
          Back to Shopping
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
  return (
    <section
      aria-labelledby="pay-heading"
      className="mt-5 rounded-xl border border-stone-200 p-4 text-center print:hidden"
    >
      <h2 id="pay-heading" className="font-bold">
        Pay by UPI
      </h2>
      <a
        href={pay.link}
        className="mt-2 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-bold text-brand-contrast"
      >
        {`Pay ${formatRupees(netPaise)} by UPI`}
      </a>
      <div
        role="img"
        aria-label={`QR code to pay ${formatRupees(netPaise)} to ${pay.upiId}`}
        className="mx-auto mt-3 size-44"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own QR encoder's SVG, no user text in markup
        dangerouslySetInnerHTML={{ __html: pay.qrSvg }}
      />
      <p className="mt-1 text-sm text-stone-600">
        UPI id: {pay.upiId} · Note: {pay.note}
      </p>
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

export function meta({ loaderData: page }: Route.MetaArgs) {
  const title = page?.state === "ok" ? `Yaadi no. ${page.data.yaadi.id} – ${page.data.shop.name}` : "Yaadi";
  return [{ title }, { name: "robots", content: "noindex" }];
}
