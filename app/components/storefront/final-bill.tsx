import { useId, useState } from "react";
import { WRITE_KEY_FIELD } from "#app/domain/admin/write-key";
import { encodeBase64Url } from "#app/domain/base64url";
import type { BillingCustomer, StorePageData } from "#app/domain/store-page";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
import { BuyerTaxFields } from "../bills/buyer-tax-fields";
import { PrimaryButton, RadioChoices, SecondaryButton } from "../form";
import { OrderTable, OrderTotals, pricedTableLines } from "../order-table";
import { ShopAddress } from "./shop-address";
import type { Storefront } from "./use-storefront";

type Paper = "a4" | "receipt";

/** Where Print Bill stores the counter sale's bill (the admin's session and the Turbo gate on the server). */
const COUNTER_SALE = "/adminpanel/bills/counter-sale";

/** A bill's write key, made in this browser: a double tap or a retry of the same bill sends the same one. */
const newBillKey = () => encodeBase64Url(crypto.getRandomValues(new Uint8Array(18)));

/**
 * FINALYAADI in billing mode (spec 1 §2): the bill for a Cash Sale or a saved customer (with their GSTIN and state
 * when given), on A4 or an 80 mm receipt roll. Print Bill stores the bill first — numbered in the shop's series, its
 * sale in the reports — then opens the stored bill's page, which prints it.
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
  const [gstin, setGstin] = useState("");
  const [stateCode, setStateCode] = useState("");
  const [storing, setStoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per bill: kept while what the bill says stays the same, new once it changes.
  const [key, setKey] = useState<{ payload: string; key: string } | null>(null);

  async function printBill() {
    const fields = {
      lines: JSON.stringify(store.priced.map((l) => ({ productId: l.product.id, quantity: l.quantity }))),
      customerId: customer ? String(customer.id) : "",
      gstin: customer ? gstin : "",
      stateCode: customer ? stateCode : "",
    };
    const payload = JSON.stringify(fields);
    const write = key?.payload === payload ? key.key : newBillKey();
    setKey({ payload, key: write });
    setStoring(true);
    setError(null);
    try {
      const response = await fetch(COUNTER_SALE, {
        method: "POST",
        body: new URLSearchParams({ ...fields, [WRITE_KEY_FIELD]: write }),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: number; error?: string };
      if (!response.ok || !answer.id) throw new Error(answer.error ?? said.notStored);
      store.emptyCart();
      window.location.assign(`/adminpanel/bills/${answer.id}?print=1&paper=${paper}`);
    } catch (failed) {
      setStoring(false);
      // fetch's own failure (no network) is a TypeError; the server's refusal says what was wrong.
      setError(failed instanceof TypeError || !(failed instanceof Error) ? said.notStored : failed.message);
    }
  }

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
        {customer && (
          <div className="grid gap-2 sm:grid-cols-2">
            <BuyerTaxFields
              labels={said}
              gstin={{ value: gstin, onChange: setGstin }}
              stateCode={{ value: stateCode, onChange: setStateCode }}
            />
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
        <PrimaryButton type="button" disabled={storing || lines.length === 0} onClick={() => void printBill()}>
          {storing ? said.storing : said.print}
        </PrimaryButton>
      </div>
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-800 print:hidden"
        >
          {error}
        </p>
      )}
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
