import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { BulkList, useSavedRows } from "#app/components/admin/bulk-list";
import { ProductImageRow } from "#app/components/admin/product-image-row";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { findBulkProduct, listBulkProducts, replaceProductImage } from "#app/server/admin/bulk.server";
import { checkImageField } from "#app/server/admin/images.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { idParam } from "#app/server/panel/access.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/product-images";

/** Products-Image (spec 2 §2, §4): each product's image, changed one row at a time. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { products: await listBulkProducts(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  const id = idParam(form.get("id"));
  // The product is looked up with the shop first: another shop's id is a 404 whatever the file.
  if (!(await findBulkProduct(admin.scope, id)))
    return data<ImageSaveResult>({ ok: false, error: "Not found" }, { status: 404 });
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: image.message }, { status: 400 });
  const saved = await replaceProductImage(admin.scope, admin.app.env.FILES, id, image);
  if (!saved) return data<ImageSaveResult>({ ok: false, error: "Not found" }, { status: 404 });
  return data<ImageSaveResult>({
    ok: true,
    id,
    message: ADMIN_MESSAGES.imageUpdated(saved.name),
    imageKey: saved.imageKey,
  });
}

/** The row shows its new image itself; the list is not read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as ImageSaveResult | undefined)?.ok ? false : defaultShouldRevalidate;
}

export default function ProductImagesScreen({ loaderData }: Route.ComponentProps) {
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <BulkList
      heading="Products-Image"
      hint="JPEG, PNG, GIF or WebP, below 2 MB. A square picture looks best in the store."
      rows={rows}
      renderRow={(p) => (
        <ProductImageRow
          key={p.id}
          product={p}
          updated={isUpdated(p.id)}
          onUpdated={(imageKey) => markSaved(p.id, { imageKey })}
        />
      )}
    />
  );
}

export function meta() {
  return [{ title: "Products-Image – Admin panel" }, { name: "robots", content: "noindex" }];
}
