import { data, useLocation } from "react-router";
import { ProductForm } from "#app/components/admin/products-form";
import { addedIds, ProductsTabs } from "#app/components/admin/products-nav";
import { ADMIN_ERRORS, ADMIN_MESSAGES, productsLimitMessage } from "#app/domain/admin/messages";
import { checkRoomFor } from "#app/domain/admin/plan-limit";
import { EMPTY_PRODUCT_FORM } from "#app/domain/admin/product-form";
import { adminOf } from "#app/server/admin/pipeline.server";
import { countProducts } from "#app/server/admin/product-count.server";
import { formValuesOf, parseProductForm } from "#app/server/admin/product-input.server";
import { addProduct, listChoices, ownsChoices } from "#app/server/admin/products.server";
import { notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/new";

/** ADD product (spec 2 §2, §5): after a successful add the screen stays on ADD with an empty form and the message. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const [choices, current] = await Promise.all([listChoices(admin.scope), countProducts(admin.scope)]);
  return {
    ...choices,
    regional: admin.shop.languageChoice === 1,
    // Said up front, so an owner at the plan's limit does not fill a form that cannot be saved.
    blocked: checkRoomFor(1, current, admin.shop.productsLimit),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = Object.fromEntries(formOf(context));
  const fail = (error: string) => data({ error, values: formValuesOf(form) }, { status: 400 });

  const parsed = parseProductForm(form, { regional: admin.shop.languageChoice === 1 });
  if (!parsed.ok) return fail(parsed.message);
  // A category or brand that is not this shop's is refused like any other foreign id.
  if (!(await ownsChoices(admin.scope, parsed.input))) notFound();
  const limit = admin.shop.productsLimit;
  if (checkRoomFor(1, await countProducts(admin.scope), limit)) return fail(productsLimitMessage(limit));

  let result: Awaited<ReturnType<typeof addProduct>>;
  try {
    result = await addProduct(admin.scope, limit, parsed.input);
  } catch (error) {
    console.error("product add failed", error);
    return fail(ADMIN_ERRORS.couldNotAdd("product"));
  }
  if (!result.ok) return fail(result.reason === "limit" ? productsLimitMessage(limit) : ADMIN_ERRORS.somethingWrong);
  const added = [result.id, ...addedIds(new URL(request.url).search)].slice(0, 50);
  return redirectWithFlash(request, `/adminpanel/products/new?added=${added.join(",")}`, {
    tone: "success",
    text: ADMIN_MESSAGES.productAdded(parsed.input.name),
    changedIds: [result.id],
  });
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <ProductsTabs added={addedIds(location.search)} />
      <h1 className="mb-4 text-xl font-bold tracking-tight">ADD PRODUCT</h1>
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
        submitLabel="Add product"
      />
    </>
  );
}

export function meta() {
  return [{ title: "Add product – Yaadi" }, { name: "robots", content: "noindex" }];
}
