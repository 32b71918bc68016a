import { data } from "react-router";
import type { ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { findBulkProduct, replaceProductImage } from "#app/server/admin/bulk.server";
import { checkImageField } from "#app/server/admin/images.server";
import type { ShopScope } from "#app/server/admin/shop-scope.server";
import { idParam } from "#app/server/panel/access.server";
import { panelTexts } from "#app/server/panel/texts.server";

/**
 * One image row's save, for a shop's Products-Image and the owner's master-list images: the product is looked up in
 * the shop first (another shop's id is a 404 whatever the file), then the file is checked and replaces the old one.
 * `onSaved` runs after a save, before the answer (the owner's audit). The answer is in the reader's language: `t`,
 * the admin's texts; English without them (the back office).
 */
export async function saveProductImage(
  scope: ShopScope,
  files: R2Bucket,
  form: FormData,
  onSaved?: ((productName: string) => Promise<void>) | null,
  t?: PanelTexts,
) {
  const texts = t ?? (await panelTexts("en"));
  const say = panelSay(texts);
  const notFound = () => data<ImageSaveResult>({ ok: false, error: say("Not found") }, { status: 404 });
  const id = idParam(form.get("id"));
  if (!(await findBulkProduct(scope, id))) return notFound();
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: say(image.message) }, { status: 400 });
  const saved = await replaceProductImage(scope, files, id, image);
  if (!saved) return notFound();
  await onSaved?.(saved.name);
  return data<ImageSaveResult>({
    ok: true,
    id,
    message: texts.bulk.images.updated(saved.name),
    imageKey: saved.imageKey,
  });
}
