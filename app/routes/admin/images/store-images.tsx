import { data } from "react-router";
import { BulkImagePicker, type ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { checkImageField, isStoreImageSlot, listStoreImages, replaceStoreImage } from "#app/server/admin/images.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { notFound } from "#app/server/panel/access.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/store-images";

/** Store Images (spec 2 §2, §9): five about-us images, shown in turn on the store's About us page. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  if (admin.shop.homePageFacility !== 1) return { facility: false as const, slots: [] };
  return { facility: true as const, slots: await listStoreImages(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const t = await panelTexts(admin.language);
  // Why the screen is empty for a shop without the home page facility (spec 2 §2: the menu leaves it out then).
  if (admin.shop.homePageFacility !== 1)
    return data<ImageSaveResult>({ ok: false, error: t.bulk.storeImages.noFacility }, { status: 403 });
  const form = formOf(context);
  const slot = form.get("slot");
  if (!isStoreImageSlot(slot)) notFound();
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: panelSay(t)(image.message) }, { status: 400 });
  try {
    const imageKey = await replaceStoreImage(admin.scope, admin.app.env.FILES, Number(slot), image);
    return data<ImageSaveResult>({ ok: true, id: Number(slot), message: t.bulk.storeImages.updated, imageKey });
  } catch (error) {
    console.error("store image upload failed", error);
    return data<ImageSaveResult>({ ok: false, error: t.bulk.storeImages.failed }, { status: 500 });
  }
}

export default function StoreImagesScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return (
    <section aria-labelledby="store-images-heading" className="space-y-3">
      <h1 id="store-images-heading" className="text-xl font-bold tracking-tight">
        {t.menu.screens.storeImages}
      </h1>
      {!loaderData.facility ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.bulk.storeImages.noFacility}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t.bulk.storeImages.hint}</p>
          <ol className="grid gap-3 sm:grid-cols-2">
            {loaderData.slots.map((s) => (
              <li
                key={s.slot}
                aria-labelledby={`store-image-${s.slot}`}
                className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
              >
                <h2 id={`store-image-${s.slot}`} className="mb-2 font-semibold">
                  {t.bulk.storeImages.slot(s.slot)}
                </h2>
                <BulkImagePicker
                  currentKey={s.imageKey}
                  imageLabel={t.bulk.storeImages.label(s.slot)}
                  fields={{ slot: String(s.slot) }}
                  size="wide"
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export const meta = panelMeta((t) => t.menu.screens.storeImages);
