import { BulkList, keepRowsAfterSave, useSavedRows } from "#app/components/admin/bulk-list";
import { BulkPriceRow } from "#app/components/admin/bulk-price-row";
import type { Route } from "./+types/prices";
import { priceRows } from "./row-save.server";

/** Products-Price (spec 2 §2, §4): every product's mrp and final price, each row saved on its own. */
export const loader = (args: Route.LoaderArgs) => priceRows.loader(args);
export const action = (args: Route.ActionArgs) => priceRows.action(args);
export const shouldRevalidate = keepRowsAfterSave;

export default function PricesScreen({ loaderData }: Route.ComponentProps) {
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <BulkList
      heading="Products-Price"
      hint="Prices in rupees. Change a price and press Save on its row."
      rows={rows}
      renderRow={(p) => <BulkPriceRow key={p.id} product={p} updated={isUpdated(p.id)} onSaved={markSaved} />}
    />
  );
}

export function meta() {
  return [{ title: "Products-Price – Admin panel" }, { name: "robots", content: "noindex" }];
}
