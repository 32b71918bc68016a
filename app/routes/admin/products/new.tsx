import { useLocation } from "react-router";
import { ProductForm } from "#app/components/admin/products-form";
import { ProductsTabs } from "#app/components/admin/products-nav";
import { addedIds } from "#app/domain/admin/list";
import { EMPTY_PRODUCT_FORM } from "#app/domain/admin/product-form";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { productScreens } from "./product.server";

/** ADD product (spec 2 §2, §5): after a successful add the screen stays on ADD with an empty form and the message. */
export const loader = (args: Route.LoaderArgs) => productScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => productScreens.formAction(args);

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const t = usePanelTexts();
  return (
    <>
      <ProductsTabs added={addedIds(location.search)} />
      <h1 className="mb-4 text-xl font-bold tracking-tight">{t.products.form.addHeading}</h1>
      {/* A new location after every post: the form starts again empty after an add, or with what was typed after a refusal. */}
      <ProductForm
        key={location.key}
        initial={actionData?.values ?? EMPTY_PRODUCT_FORM}
        showAll={!!actionData}
        error={actionData?.error}
        blocked={loaderData.blocked}
        regional={loaderData.regional}
        categories={loaderData.categories}
        brands={loaderData.brands}
        shopTax={loaderData.shopTax}
        mode="add"
      />
    </>
  );
}

export const meta = panelMeta((t) => t.products.addTitle);
