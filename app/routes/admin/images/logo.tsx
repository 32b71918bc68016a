import { data } from "react-router";
import { BulkImagePicker, type ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { checkImageField, getLogoKey, replaceLogo } from "#app/server/admin/images.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/logo";

/** Store Logo (spec 2 §2): the current logo and its replacement; the store shows it beside its name. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  return { logoKey: await getLogoKey(admin.scope) };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = formOf(context);
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: image.message }, { status: 400 });
  try {
    const imageKey = await replaceLogo(admin.scope, admin.app.env.FILES, image);
    return data<ImageSaveResult>({ ok: true, id: admin.scope.shopId, message: ADMIN_MESSAGES.logoUpdated, imageKey });
  } catch (error) {
    console.error("logo upload failed", error);
    return data<ImageSaveResult>({ ok: false, error: ADMIN_ERRORS.logo }, { status: 500 });
  }
}

export default function LogoScreen({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="logo-heading" className="space-y-3">
      <h1 id="logo-heading" className="text-xl font-bold tracking-tight">
        Store Logo
      </h1>
      <p className="text-sm text-stone-600">
        Shown beside the store's name at the top of the store. A square picture, below 2 MB, looks best.
      </p>
      <div className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
        <BulkImagePicker currentKey={loaderData.logoKey} imageLabel="Store logo" fields={{}} size="logo" />
      </div>
    </section>
  );
}

export function meta() {
  return [{ title: "Store Logo – Admin panel" }, { name: "robots", content: "noindex" }];
}
