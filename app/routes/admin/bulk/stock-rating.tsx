import { BulkList, keepRowsAfterSave, useSavedRows } from "#app/components/admin/bulk-list";
import { BulkStockRow } from "#app/components/admin/bulk-stock-row";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/stock-rating";
import { stockRows } from "./row-save.server";

/** Products-Stock/Rating (spec 2 §2, §4): each product's 'in stock' and rating, each row saved on its own. */
export const loader = (args: Route.LoaderArgs) => stockRows.loader(args);
export const action = (args: Route.ActionArgs) => stockRows.action(args);
export const shouldRevalidate = keepRowsAfterSave;

export default function StockRatingScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <BulkList
      heading={t.menu.screens.stockRating}
      hint={t.bulk.stock.hint}
      rows={rows}
      renderRow={(p) => <BulkStockRow key={p.id} product={p} updated={isUpdated(p.id)} onSaved={markSaved} />}
    />
  );
}

export const meta = panelMeta((t) => t.menu.screens.stockRating);
