import { useLocation } from "react-router";
import { ProductForm } from "#app/components/admin/products-form";
import { ProductsTabs } from "#app/components/admin/products-nav";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { productScreens } from "./product.server";

/** UPDATE product (spec 2 §2, §5): after a successful update the screen returns to LIST with the product on top. */
export const loader = (args: Route.LoaderArgs) => productScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => productScreens.formAction(args);

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const t = usePanelTexts();
  const product = loaderData.item!;
  return (
    <>
      <ProductsTabs />
      <h1 className="mb-4 text-xl font-bold tracking-tight">{t.products.form.updateHeading}</h1>
      <ProductForm
        key={`${product.id}-${location.key}`}
        initial={actionData?.values ?? product.values}
        showAll
        error={actionData?.error}
        regional={loaderData.regional}
        categories={loaderData.categories}
        brands={loaderData.brands}
        shopTax={loaderData.shopTax}
        mode="update"
      />
    </>
  );
}

/** Titled by the product's name, "{name} – Admin panel" in the admin's language. */
export const meta = (args: Route.MetaArgs) => panelMeta((t) => args.loaderData?.item?.name ?? t.products.product)(args);
