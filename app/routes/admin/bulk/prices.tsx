import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { BulkList, useSavedRows } from "../../../components/admin/bulk-list";
import { BulkPriceRow, type PriceSaveResult } from "../../../components/admin/bulk-price-row";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { idParam } from "../../../server/admin/access.server";
import { listBulkProducts, priceFormSchema, updateProductPrices } from "../../../server/admin/bulk.server";
import { adminOf } from "../../../server/admin/pipeline.server";
import { formTextOf } from "../../../server/pipeline/form-body.server";
import type { Route } from "./+types/prices";

/** Products-Price (spec 2 §2, §4): every product's mrp and final price, each row saved on its own. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { products: await listBulkProducts(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formTextOf(context);
  const id = idParam(form.id);
  const parsed = priceFormSchema.safeParse(form);
  if (!parsed.success)
    return data<PriceSaveResult>({ ok: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  const saved = await updateProductPrices(admin.scope, id, parsed.data);
  // Not this shop's product (or gone): the same 404 either way, and nothing changed.
  if (!saved)
    return data<PriceSaveResult>({ ok: false, error: ADMIN_ERRORS.couldNotUpdate("product") }, { status: 404 });
  return data<PriceSaveResult>({
    ok: true,
    id,
    message: ADMIN_MESSAGES.priceUpdated(saved.name),
    mrpPaise: saved.mrpPaise,
    pricePaise: saved.pricePaise,
  });
}

/** A saved row keeps its own values: re-reading up to 1,000 products after each save would only cost the phone. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as PriceSaveResult | undefined)?.ok ? false : defaultShouldRevalidate;
}

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
