import { Link, useNavigate } from "react-router";
import { keepRowsAfterSave } from "#app/components/admin/bulk-list";
import { ProductImageList } from "#app/components/admin/product-image-row";
import { SelectField } from "#app/components/form";
import { saveProductImage } from "#app/routes/admin/bulk/image-save.server";
import { listBulkProducts } from "#app/server/admin/bulk.server";
import { scopeOfShop } from "#app/server/admin/shop-scope.server";
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
  return { masters, master, products: await listBulkProducts(scopeOfShop(app, master)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const master = await findMaster(owner.app.db, idParam(params.shopId));
  if (!master) notFound();
  const scope = scopeOfShop(owner.app, master);
  return saveProductImage(scope, owner.app.env.FILES, formOf(context), (name) =>
    audit(owner, { action: "master image uploaded", shop: master, details: name }),
  );
}

export const shouldRevalidate = keepRowsAfterSave;

export default function MasterImages({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
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
        <ProductImageList
          heading={`Images of ${loaderData.master.url}`}
          hint="JPEG, PNG, GIF or WebP, below 2 MB. New shops that copy this list get these pictures."
          products={loaderData.products}
        />
      )}
    </section>
  );
}

export const meta = () => [{ title: "Master list images – Back office" }, { name: "robots", content: "noindex" }];
