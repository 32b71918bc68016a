import { data } from "react-router";
import { BulkImagePicker, type ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { panelSay } from "#app/i18n/panel/say";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { checkImageField, getLogoKey, replaceLogo } from "#app/server/admin/images.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { panelTexts } from "#app/server/panel/texts.server";
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
  const t = await panelTexts(admin.language);
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: panelSay(t)(image.message) }, { status: 400 });
  try {
    const imageKey = await replaceLogo(admin.scope, admin.app.env.FILES, image);
    return data<ImageSaveResult>({ ok: true, id: admin.scope.shopId, message: t.bulk.logo.updated, imageKey });
  } catch (error) {
    console.error("logo upload failed", error);
    return data<ImageSaveResult>({ ok: false, error: t.bulk.logo.failed }, { status: 500 });
  }
}

export default function LogoScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return (
    <section aria-labelledby="logo-heading" className="space-y-3">
      <h1 id="logo-heading" className="text-xl font-bold tracking-tight">
        {t.menu.screens.logo}
      </h1>
      <p className="text-sm text-stone-600">{t.bulk.logo.hint}</p>
      <div className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
        <BulkImagePicker currentKey={loaderData.logoKey} imageLabel={t.bulk.logo.label} fields={{}} size="logo" />
      </div>
    </section>
  );
}

export const meta = panelMeta((t) => t.menu.screens.logo);
