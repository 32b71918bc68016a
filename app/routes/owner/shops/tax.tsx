import { data, Link } from "react-router";
import { TaxSettingsForm } from "#app/components/admin/settings-tax-form";
import { shopTaxSchema } from "#app/domain/gst/shop-tax-schema";
import { saveShopTaxStatement, shopTaxForm } from "#app/server/admin/tax-settings.server";
import { shopDatabase } from "#app/server/cells.server";
import { runBatch } from "#app/server/db.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { taxAudit } from "#app/server/owner/shop-tax.server";
import { getShop } from "#app/server/owner/shops.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/tax";

/**
 * A shop's GST registration in the back office (issue 28): the platform owner sees it and can correct it with the
 * shop's own form and rules (English), each save audited in the same batch as the change.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  const id = idParam(params.shopId);
  const shop = await getShop(owner.app.db, id);
  const tax = shop && (await shopTaxForm(shopDatabase(owner.app.env, owner.app.db, shop), id));
  if (!shop || !tax) notFound();
  return { shop: { id: shop.id, url: shop.url, name: shop.name }, tax };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const id = idParam(params.shopId);
  const shop = await getShop(owner.app.db, id);
  // The registration is the shop's own row, in its cell (docs/decisions/0041); the audit is the directory's.
  const cell = shop && shopDatabase(owner.app.env, owner.app.db, shop);
  const before = cell && (await shopTaxForm(cell, id));
  if (!shop || !cell || !before) notFound();
  const form = formTextOf(context);
  const typed = {
    kind: form.kind ?? "",
    gstin: form.gstin ?? "",
    stateCode: form.stateCode ?? "",
    legalName: form.legalName ?? "",
    turnoverBand: form.turnoverBand ?? "",
  };
  const parsed = shopTaxSchema.safeParse(typed);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, values: typed }, { status: 400 });
  if (shop.cell === 0) {
    await runBatch(cell, [saveShopTaxStatement(cell, id, parsed.data), taxAudit(owner, shop, before, parsed.data)]);
  } else {
    await runBatch(cell, [saveShopTaxStatement(cell, id, parsed.data)]);
    await runBatch(owner.app.db, [taxAudit(owner, shop, before, parsed.data)]);
  }
  return redirectWithFlash(request, `/owner/shops/${id}/tax`, {
    tone: "success",
    text: `Tax settings of ${shop.url} updated successfully`,
  });
}

export default function OwnerShopTax({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const values = actionData?.values ?? loaderData.tax;
  return (
    <section aria-labelledby="owner-tax-title" className="mx-auto max-w-xl space-y-4">
      <div>
        <h1 id="owner-tax-title" className="text-xl font-bold">
          {`Tax (GST) of ${shop.url}`}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          {shop.name}.{" "}
          <Link to={`/owner/shops/${shop.id}`} className="font-semibold text-brand-strong underline">
            Back to Update Shop
          </Link>
        </p>
      </div>
      <TaxSettingsForm
        key={JSON.stringify(values)}
        initial={values}
        error={actionData?.error}
        showAll={!!actionData?.error}
      />
    </section>
  );
}

export const meta = () => [{ title: "Tax (GST) – Back office" }, { name: "robots", content: "noindex" }];
