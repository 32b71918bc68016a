import { useLocation } from "react-router";
import { ProductForm } from "#app/components/admin/products-form";
import { ProductsTabs } from "#app/components/admin/products-nav";
import type { Route } from "./+types/edit";
import { productScreens } from "./product.server";

/** UPDATE product (spec 2 §2, §5): after a successful update the screen returns to LIST with the product on top. */
export const loader = (args: Route.LoaderArgs) => productScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => productScreens.formAction(args);

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const product = loaderData.item!;
  return (
    <>
      <ProductsTabs />
      <h1 className="mb-4 text-xl font-bold tracking-tight">UPDATE PRODUCT</h1>
      <ProductForm
        key={`${product.id}-${location.key}`}
        initial={actionData?.values ?? product.values}
        showAll
        error={actionData?.error}
        regional={loaderData.regional}
        categories={loaderData.categories}
        brands={loaderData.brands}
        submitLabel="Update product"
      />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.item?.name ?? "Product"} – Yaadi` }, { name: "robots", content: "noindex" }];
}
