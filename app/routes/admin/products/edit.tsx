import { data, useLocation } from "react-router";
import { ProductForm } from "#app/components/admin/products-form";
import { ProductsTabs } from "#app/components/admin/products-nav";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { toFormValues } from "#app/domain/admin/product-form";
import { adminOf } from "#app/server/admin/pipeline.server";
import { formValuesOf, parseProductForm } from "#app/server/admin/product-input.server";
import { getProduct, listChoices, ownsChoices, updateProduct } from "#app/server/admin/products.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/edit";

/** UPDATE product (spec 2 §2, §5): after a successful update the screen returns to LIST with the product on top. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const product = await getProduct(admin.scope, idParam(params.productId));
  if (!product) notFound();
  const choices = await listChoices(admin.scope);
  return {
    ...choices,
    product: { id: product.id, name: product.name, values: toFormValues(product) },
    regional: admin.shop.languageChoice === 1,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = adminOf(context);
  const productId = idParam(params.productId);
  const form = Object.fromEntries(formOf(context));
  const parsed = parseProductForm(form, { regional: admin.shop.languageChoice === 1 });
  if (!parsed.ok) {
    // Bad input for another shop's product is still a 404: nothing about it is revealed.
    if (!(await getProduct(admin.scope, productId))) notFound();
    return data({ error: parsed.message, values: formValuesOf(form) }, { status: 400 });
  }
  if (!(await ownsChoices(admin.scope, parsed.input))) notFound();
  let updated: boolean;
  try {
    updated = await updateProduct(admin.scope, productId, parsed.input);
  } catch (error) {
    console.error("product update failed", error);
    return data({ error: ADMIN_ERRORS.couldNotUpdate("product"), values: formValuesOf(form) }, { status: 400 });
  }
  if (!updated) notFound();
  return redirectWithFlash(request, "/adminpanel/products", {
    tone: "success",
    text: ADMIN_MESSAGES.productUpdated(parsed.input.name),
    changedIds: [productId],
  });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { product } = loaderData;
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
  return [{ title: `${loaderData?.product.name ?? "Product"} – Yaadi` }, { name: "robots", content: "noindex" }];
}
