import type { ListWord } from "#app/domain/cart";
import { lineTotalPaise } from "#app/domain/quantity";
import { type LastOrder, NOT_AVAILABLE, repeatRows } from "#app/domain/repeat-order";
import { isUnitId } from "#app/domain/units";
import { useFigures } from "#app/i18n/provider";
import { useStoreTexts } from "#app/i18n/store-texts";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";
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
  listWord: ListWord;
  onContinue: () => void;
  onAddAll: () => void;
}) {
  const rows = repeatRows(order, store.catalogue);
  const t = useStoreTexts();
  const y = useYaadiTexts();
  const figures = useFigures();
  const said = useYaadiTexts().repeat;
  return (
    <section className="mx-auto max-w-2xl px-3 py-4" aria-labelledby="repeat-title">
      <h2 id="repeat-title" className="text-xl font-bold">
        {said.title(listWord)}
      </h2>
      <p className="text-sm text-stone-600">{said.todaysPrices}</p>
      <ol className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {rows.map(({ line, marker, pricePaise }, i) => (
          <li key={line.productId} className="grid grid-cols-[1.5rem_1fr_auto] items-baseline gap-x-2 p-3">
            <span className="text-stone-500">{figures.count(i + 1)}.</span>
            <span className={marker ? "text-stone-500" : "font-semibold"}>
              {line.name}{" "}
              <span className="whitespace-nowrap text-sm font-normal text-stone-600">
                {isUnitId(line.unitId) ? t.common.quantity(line.quantity, line.unitId) : null}
              </span>
            </span>
            {marker ? (
              <span className="text-sm font-semibold text-red-700">
                {marker === NOT_AVAILABLE ? said.notAvailable : said.outOfStock}
              </span>
            ) : (
              <span className="text-right text-sm font-semibold">
                {y.price(lineTotalPaise(pricePaise!, line.quantity))}
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className="mt-6 space-y-3">
        <PrimaryButton type="button" onClick={onAddAll}>
          {said.addAll(listWord)}
        </PrimaryButton>
        <SecondaryButton onClick={onContinue}>{said.continue(listWord)}</SecondaryButton>
      </div>
    </section>
  );
}
