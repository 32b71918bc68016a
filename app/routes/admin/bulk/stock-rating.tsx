import { BulkList, keepRowsAfterSave, useSavedRows } from "#app/components/admin/bulk-list";
import { BulkStockRow } from "#app/components/admin/bulk-stock-row";
import type { Route } from "./+types/stock-rating";
import { stockRows } from "./row-save.server";

/** Products-Stock/Rating (spec 2 §2, §4): each product's 'in stock' and rating, each row saved on its own. */
export const loader = (args: Route.LoaderArgs) => stockRows.loader(args);
export const action = (args: Route.ActionArgs) => stockRows.action(args);
export const shouldRevalidate = keepRowsAfterSave;

export default function StockRatingScreen({ loaderData }: Route.ComponentProps) {
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <BulkList
      heading="Products-Stock/Rating"
      hint="Rating 1 hides a product from customers; higher ratings show first."
      rows={rows}
      renderRow={(p) => <BulkStockRow key={p.id} product={p} updated={isUpdated(p.id)} onSaved={markSaved} />}
    />
  );
}

export function meta() {
  return [{ title: "Products-Stock/Rating – Admin panel" }, { name: "robots", content: "noindex" }];
}
