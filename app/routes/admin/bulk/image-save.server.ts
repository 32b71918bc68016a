import { data } from "react-router";
import type { ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { findBulkProduct, replaceProductImage } from "#app/server/admin/bulk.server";
import { checkImageField } from "#app/server/admin/images.server";
import type { ShopScope } from "#app/server/admin/shop-scope.server";
import { idParam } from "#app/server/panel/access.server";

/**
 * One image row's save, for a shop's Products-Image and the owner's master-list images: the product is looked up in
 * the shop first (another shop's id is a 404 whatever the file), then the file is checked and replaces the old one.
 * `onSaved` runs after a save, before the answer (the owner's audit).
 */
export async function saveProductImage(
  scope: ShopScope,
  files: R2Bucket,
  form: FormData,
  onSaved?: (productName: string) => Promise<void>,
) {
  const id = idParam(form.get("id"));
  if (!(await findBulkProduct(scope, id))) return notFound();
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: image.message }, { status: 400 });
  const saved = await replaceProductImage(scope, files, id, image);
  if (!saved) return notFound();
  await onSaved?.(saved.name);
  return data<ImageSaveResult>({
    ok: true,
    id,
    message: ADMIN_MESSAGES.imageUpdated(saved.name),
    imageKey: saved.imageKey,
  });
}

const notFound = () => data<ImageSaveResult>({ ok: false, error: "Not found" }, { status: 404 });
