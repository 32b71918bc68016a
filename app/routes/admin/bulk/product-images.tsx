import { keepRowsAfterSave } from "#app/components/admin/bulk-list";
import { ProductImageList } from "#app/components/admin/product-image-row";
import { listBulkProducts } from "#app/server/admin/bulk.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/product-images";
import { saveProductImage } from "./image-save.server";

/** Products-Image (spec 2 §2, §4): each product's image, changed one row at a time. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { products: await listBulkProducts(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  return saveProductImage(admin.scope, admin.app.env.FILES, formOf(context));
}

export const shouldRevalidate = keepRowsAfterSave;

export default function ProductImagesScreen({ loaderData }: Route.ComponentProps) {
  return (
    <ProductImageList
      heading="Products-Image"
      hint="JPEG, PNG, GIF or WebP, below 2 MB. A square picture looks best in the store."
      products={loaderData.products}
    />
  );
}

export function meta() {
  return [{ title: "Products-Image – Admin panel" }, { name: "robots", content: "noindex" }];
}
