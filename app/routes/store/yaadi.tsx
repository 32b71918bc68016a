import { data } from "react-router";
import { rupees } from "../../domain/money";
import { YAADI_PAGE_MESSAGES } from "../../domain/order";
import { formatQuantity } from "../../domain/quantity";
import { formatIstDateTime } from "../../domain/time";
import { isUnitId } from "../../domain/units";
import { getAppContext } from "../../server/context.server";
import { loadYaadiPage } from "../../server/yaadi-page.server";
import type { Route } from "./+types/yaadi";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadYaadiPage(getAppContext(context).db, params.yaadiUrl);
  return data(page, { status: page.state === "invalid" ? 404 : 200, headers: { "Cache-Control": "private, no-store" } });
}

export default function YaadiView({ loaderData: page }: Route.ComponentProps) {
  if (page.state === "invalid") return <Notice text={YAADI_PAGE_MESSAGES.invalid} link={page.shopLink} linkText="Start shopping" />;
  if (page.state === "cancelled") return <Notice text={YAADI_PAGE_MESSAGES.cancelled} link={page.shopLink} linkText="Start shopping again" />;
  const { shop, yaadi, lines } = page.data;
  const place = [shop.city, shop.pinCode].filter(Boolean).join("-");
  return (
    <main className="mx-auto max-w-2xl bg-white px-4 py-5 print:max-w-none">
      <header className="border-b border-stone-200 pb-3 text-center">
        <h1 className="text-xl font-bold">{shop.name}</h1>
        {shop.address && <p className="text-sm text-stone-600">{shop.address}</p>}
        {(place || shop.state) && <p className="text-sm text-stone-600">{[place, shop.state].filter(Boolean).join(", ")}</p>}
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
        </div>
      </section>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-y border-stone-300 text-left">
            <th scope="col" className="py-2 pr-2">Description</th>
            <th scope="col" className="px-2 py-2 text-right">Qty</th>
            <th scope="col" className="px-2 py-2 text-right">Rate</th>
            <th scope="col" className="py-2 pl-2 text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} className="border-b border-stone-100 align-top">
              <td className="py-2 pr-2">
                {l.name}
                {l.information && <span className="block text-xs text-stone-500">{l.information}</span>}
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-right">{isUnitId(l.unitId) ? formatQuantity(l.quantityMilli, l.unitId) : l.quantityMilli / 1000}</td>
              <td className="px-2 py-2 text-right">{rupees(l.pricePaise)}</td>
              <td className="py-2 pl-2 text-right">{rupees(l.lineTotalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 text-sm">
        <Row term="Products" value={String(lines.length)} />
        <Row term="Grand Total" value={rupees(yaadi.totalPaise)} strong />
        {yaadi.deliveryChargesPaise > 0 && (
          <>
            <Row term="Delivery Charges" value={rupees(yaadi.deliveryChargesPaise)} />
            <Row term="Net payable amount" value={rupees(yaadi.netPaise)} strong />
          </>
        )}
      </dl>
      <p className="mt-6 text-center print:hidden">
        <a className="font-semibold text-brand-ink underline" href={`/${shop.url}`}>
          Back to Shopping
        </a>
      </p>
    </main>
  );
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? "text-base font-bold" : ""}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
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
