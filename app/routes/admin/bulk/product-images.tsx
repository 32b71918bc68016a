import { keepRowsAfterSave } from "#app/components/admin/bulk-list";
import { ProductImageList } from "#app/components/admin/product-image-row";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { listBulkProducts } from "#app/server/admin/bulk.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { panelTexts } from "#app/server/panel/texts.server";
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
  return saveProductImage(admin.scope, admin.app.env.FILES, formOf(context), null, await panelTexts(admin.language));
}

export const shouldRevalidate = keepRowsAfterSave;

export default function ProductImagesScreen({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  return (
    <ProductImageList heading={t.menu.screens.productImages} hint={t.bulk.images.hint} products={loaderData.products} />
  );
}

export const meta = panelMeta((t) => t.menu.screens.productImages);
