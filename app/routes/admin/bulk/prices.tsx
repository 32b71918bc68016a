import { BulkList, keepRowsAfterSave, useSavedRows } from "#app/components/admin/bulk-list";
import { BulkPriceRow } from "#app/components/admin/bulk-price-row";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/prices";
import { priceRows } from "./row-save.server";

/** Products-Price (spec 2 §2, §4): every product's mrp and final price, each row saved on its own. */
export const loader = (args: Route.LoaderArgs) => priceRows.loader(args);
export const action = (args: Route.ActionArgs) => priceRows.action(args);
export const shouldRevalidate = keepRowsAfterSave;

export default function PricesScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <BulkList
      heading={t.menu.screens.prices}
      hint={t.bulk.prices.hint}
      rows={rows}
      renderRow={(p) => <BulkPriceRow key={p.id} product={p} updated={isUpdated(p.id)} onSaved={markSaved} />}
    />
  );
}

export const meta = panelMeta((t) => t.menu.screens.prices);
