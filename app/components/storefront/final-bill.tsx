import { useId, useState } from "react";
import type { BillingCustomer, StorePageData } from "#app/domain/store-page";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
import { PrimaryButton, RadioChoices, SecondaryButton } from "../form";
import { OrderTable, OrderTotals, pricedTableLines } from "../order-table";
import { ShopAddress } from "./shop-address";
import type { Storefront } from "./use-storefront";

type Paper = "a4" | "receipt";

/**
 * FINALYAADI in billing mode (spec 1 §2): the bill for a Cash Sale or a saved customer, printed on A4 or an 80 mm
 * receipt roll (print rules in app.css). Nothing is stored: the bill is the shop's counter sale.
 */
export function FinalBill({
  data,
  store,
  customers,
}: {
  data: StorePageData;
  store: Storefront;
  customers: BillingCustomer[];
}) {
  const id = useId();
  const y = useYaadiTexts();
  const said = y.bill;
  const papers: { value: Paper; label: string }[] = [
    { value: "a4", label: said.a4 },
    { value: "receipt", label: said.receipt },
  ];
  const [saleType, setSaleType] = useState<"cash" | "customer">("cash");
  const [customerId, setCustomerId] = useState<number | null>(customers[0]?.id ?? null);
  const [paper, setPaper] = useState<Paper>("a4");
  const [printedAt] = useState(() => new Date());
  const customer = saleType === "customer" ? (customers.find((c) => c.id === customerId) ?? null) : null;
  const lines = pricedTableLines(store.priced);
  const total = store.totals.totalPaise;

  return (
    <div className="mx-auto max-w-2xl px-4 py-4">
      <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 print:hidden">
        <legend className="px-1 font-semibold">{said.saleType}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <RadioChoices
            compact
            name="sale-type"
            options={[
              { value: "cash", label: said.cashSale },
              { value: "customer", label: said.selectCustomer, disabled: customers.length === 0 },
            ]}
            value={saleType}
            onChange={setSaleType}
          />
        </div>
        {saleType === "customer" && (
          <div>
            <label htmlFor={`${id}-customer`} className="sr-only">
              {y.customer}
            </label>
            <select
              id={`${id}-customer`}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-2"
              value={customerId ?? ""}
              onChange={(e) => setCustomerId(Number(e.target.value))}
            >
              {customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} – {c.whatsApp}
                </option>
              ))}
            </select>
          </div>
        )}
        {customers.length === 0 && <p className="text-sm text-stone-600">{said.noCustomers}</p>}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 pt-1">
          <span className="font-semibold">{said.paper}</span>
          <RadioChoices compact name="paper" options={papers} value={paper} onChange={setPaper} />
        </div>
      </fieldset>

      <article className="bill mt-4 bg-white p-4 print:m-0 print:p-0" data-paper={paper} aria-label={said.bill}>
        <ShopAddress shop={data.shop} />
        <section aria-label={y.customer} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <div>
            {customer ? (
              <>
                <p className="font-semibold">{customer.name}</p>
                <p>{customer.whatsApp}</p>
                {customer.address && <p className="text-stone-600">{customer.address}</p>}
              </>
            ) : (
              <p className="font-semibold">{said.cashSale}</p>
            )}
          </div>
          <p className="text-stone-600">{y.dateTime(printedAt)}</p>
        </section>
        <OrderTable lines={lines} />
        <OrderTotals totalPaise={total} deliveryPaise={0} productCount={lines.length} freeDelivery="hidden" />
      </article>

      <div className="mt-6 flex gap-3 print:hidden">
        <SecondaryButton onClick={() => store.setView("CART")}>{y.back}</SecondaryButton>
        <PrimaryButton type="button" onClick={() => window.print()}>
          {said.print}
        </PrimaryButton>
      </div>
      <button
        type="button"
        className="mt-4 w-full py-2 text-center font-semibold text-stone-700 underline print:hidden"
        onClick={() => {
          if (!window.confirm(said.newBillAsk)) return;
          store.emptyCart();
          store.setView("VIEW");
        }}
      >
        {said.newBill}
      </button>
    </div>
  );
}
