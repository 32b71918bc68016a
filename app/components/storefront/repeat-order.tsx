import { rupees } from "#app/domain/money";
import { formatQuantity, lineTotalPaise } from "#app/domain/quantity";
import { type LastOrder, repeatRows } from "#app/domain/repeat-order";
import { PrimaryButton, SecondaryButton } from "../form";
import type { Storefront } from "./use-storefront";

/**
 * REPEATORDER (spec 1 §2, §4): the last order with today's prices. Lines that are gone or hidden show
 * 'Not Available', out-of-stock ones 'Out-of-stock'; both are left out when everything is added.
 */
export function RepeatOrder({
  order,
  store,
  listWord,
  onContinue,
  onAddAll,
}: {
  order: LastOrder;
  store: Storefront;
  listWord: string;
  onContinue: () => void;
  onAddAll: () => void;
}) {
  const rows = repeatRows(order, store.catalogue);
  return (
    <section className="mx-auto max-w-2xl px-3 py-4" aria-labelledby="repeat-title">
      <h2 id="repeat-title" className="text-xl font-bold">
        Your last {listWord.toLowerCase()}
      </h2>
      <p className="text-sm text-stone-600">Prices are today's.</p>
      <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {rows.map(({ line, marker, pricePaise }, i) => (
          <li key={line.productId} className="grid grid-cols-[1.5rem_1fr_auto] items-baseline gap-x-2 p-3">
            <span className="text-stone-500">{i + 1}.</span>
            <span className={marker ? "text-stone-500" : "font-semibold"}>
              {line.name}{" "}
              <span className="whitespace-nowrap text-sm font-normal text-stone-600">
                {formatQuantity(line.quantity, line.unitId)}
              </span>
            </span>
            {marker ? (
              <span className="text-sm font-semibold text-red-700">{marker}</span>
            ) : (
              <span className="text-right text-sm font-semibold">
                Rs. {rupees(lineTotalPaise(pricePaise!, line.quantity))}
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className="mt-6 space-y-3">
        <PrimaryButton type="button" onClick={onAddAll}>
          Add ALL these items in {listWord}
        </PrimaryButton>
        <SecondaryButton onClick={onContinue}>Continue with current or empty {listWord}</SecondaryButton>
      </div>
    </section>
  );
}
