import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { BulkList, useSavedRows } from "../../../components/admin/bulk-list";
import { BulkStockRow, type StockSaveResult } from "../../../components/admin/bulk-stock-row";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { idParam } from "../../../server/admin/access.server";
import { listBulkProducts, stockFormSchema, updateProductStock } from "../../../server/admin/bulk.server";
import { adminOf } from "../../../server/admin/pipeline.server";
import { formTextOf } from "../../../server/pipeline/form-body.server";
import type { Route } from "./+types/stock-rating";

/** Products-Stock/Rating (spec 2 §2, §4): each product's 'in stock' and rating, each row saved on its own. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { products: await listBulkProducts(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formTextOf(context);
  const id = idParam(form.id);
  const parsed = stockFormSchema.safeParse(form);
  if (!parsed.success)
    return data<StockSaveResult>({ ok: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  const saved = await updateProductStock(admin.scope, id, parsed.data);
  // Not this shop's product (or gone): the same 404 either way, and nothing changed.
  if (!saved)
    return data<StockSaveResult>({ ok: false, error: ADMIN_ERRORS.couldNotUpdate("product") }, { status: 404 });
  return data<StockSaveResult>({
    ok: true,
    id,
    message: ADMIN_MESSAGES.stockRatingUpdated(saved.name),
    inStock: saved.inStock,
    rating: saved.rating,
  });
}

/** A saved row keeps its own values: re-reading up to 1,000 products after each save would only cost the phone. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as StockSaveResult | undefined)?.ok ? false : defaultShouldRevalidate;
}

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
