import { data } from "react-router";
import { BulkImagePicker, type ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { checkImageField, isStoreImageSlot, listStoreImages, replaceStoreImage } from "#app/server/admin/images.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { notFound } from "#app/server/panel/access.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/store-images";

/** Why the screen is empty for a shop without the home page facility (spec 2 §2: the menu leaves it out then). */
export const NO_HOME_PAGE_FACILITY =
  "Store Images are not part of this store's plan: they show on the home page (About us), which this store does not have.";

/** Store Images (spec 2 §2, §9): five about-us images, shown in turn on the store's About us page. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  if (admin.shop.homePageFacility !== 1) return { facility: false as const, slots: [] };
  return { facility: true as const, slots: await listStoreImages(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  if (admin.shop.homePageFacility !== 1)
    return data<ImageSaveResult>({ ok: false, error: NO_HOME_PAGE_FACILITY }, { status: 403 });
  const form = formOf(context);
  const slot = form.get("slot");
  if (!isStoreImageSlot(slot)) notFound();
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: image.message }, { status: 400 });
  try {
    const imageKey = await replaceStoreImage(admin.scope, admin.app.env.FILES, Number(slot), image);
    return data<ImageSaveResult>({ ok: true, id: Number(slot), message: ADMIN_MESSAGES.storeImageUpdated, imageKey });
  } catch (error) {
    console.error("store image upload failed", error);
    return data<ImageSaveResult>({ ok: false, error: ADMIN_ERRORS.storeImage }, { status: 500 });
  }
}

export default function StoreImagesScreen({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="store-images-heading" className="space-y-3">
      <h1 id="store-images-heading" className="text-xl font-bold tracking-tight">
        Store Images
      </h1>
      {!loaderData.facility ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {NO_HOME_PAGE_FACILITY}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            Five pictures of your shop, shown one after another on the store's About us page. Wide pictures (16:9),
            below 2 MB, look best.
          </p>
          <ol className="grid gap-3 sm:grid-cols-2">
            {loaderData.slots.map((s) => (
              <li
                key={s.slot}
                aria-labelledby={`store-image-${s.slot}`}
                className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
              >
                <h2 id={`store-image-${s.slot}`} className="mb-2 font-semibold">
                  Image {s.slot}
                </h2>
                <BulkImagePicker
                  currentKey={s.imageKey}
                  imageLabel={`Store image ${s.slot}`}
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

export function meta() {
  return [{ title: "Store Images – Admin panel" }, { name: "robots", content: "noindex" }];
}
