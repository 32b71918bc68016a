import { data, Link, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import type { ImageSaveResult } from "#app/components/admin/bulk-image-picker";
import { BulkList, useSavedRows } from "#app/components/admin/bulk-list";
import { ProductImageRow } from "#app/components/admin/product-image-row";
import { SelectField } from "#app/components/form";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { findBulkProduct, listBulkProducts, replaceProductImage } from "#app/server/admin/bulk.server";
import { checkImageField } from "#app/server/admin/images.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { audit } from "#app/server/owner/audit.server";
import { findMaster, listMasters } from "#app/server/owner/masters.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/master-images";

/**
 * Image upload for master-list products (spec 3 §2, the UPLOADIMAGE subject): the catalogues new shops copy get their
 * pictures here, through the same checked upload as a shop's Products-Image.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = ownerOf(context);
  const masters = await listMasters(app.db);
  if (!params.shopId) return { masters, master: null, products: [] };
  const master = masters.find((m) => m.id === idParam(params.shopId)) ?? notFound();
  return { masters, master, products: await listBulkProducts(bindToShop(app.db, master.id)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const master = await findMaster(owner.app.db, idParam(params.shopId));
  if (!master) notFound();
  const scope = bindToShop(owner.app.db, master.id);
  const form = formOf(context);
  const id = idParam(form.get("id"));
  if (!(await findBulkProduct(scope, id)))
    return data<ImageSaveResult>({ ok: false, error: "Not found" }, { status: 404 });
  const image = await checkImageField(form);
  if (!image.ok) return data<ImageSaveResult>({ ok: false, error: image.message }, { status: 400 });
  const saved = await replaceProductImage(scope, owner.app.env.FILES, id, image);
  if (!saved) return data<ImageSaveResult>({ ok: false, error: "Not found" }, { status: 404 });
  await audit(owner, { action: "master image uploaded", shop: master, details: saved.name });
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

export default function MasterImages({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { rows, markSaved, isUpdated } = useSavedRows(loaderData.products);
  return (
    <section className="space-y-3">
      <p>
        <Link to="/owner/shop-types" className="text-sm font-semibold text-brand-ink underline">
          Shop-Types
        </Link>
      </p>
      <div className="max-w-xl">
        <SelectField
          label="Master list"
          name="master"
          placeholder="Select a master list"
          value={loaderData.master ? String(loaderData.master.id) : ""}
          options={loaderData.masters.map((m) => ({ value: String(m.id), label: m.url }))}
          onChange={(id) => navigate(id ? `/owner/master-images/${id}` : "/owner/master-images")}
        />
      </div>
      {loaderData.master && (
        <BulkList
          heading={`Images of ${loaderData.master.url}`}
          hint="JPEG, PNG, GIF or WebP, below 2 MB. New shops that copy this list get these pictures."
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
      )}
    </section>
  );
}

export const meta = () => [{ title: "Master list images – Back office" }, { name: "robots", content: "noindex" }];
