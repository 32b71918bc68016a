import { data } from "react-router";
import { MasterCategoryTabs, MasterProductItem, NO_MASTER_LIST } from "#app/components/admin/settings-master-list";
import { SettingsCard, SettingsScreen } from "#app/components/admin/settings-parts";
import { Notice } from "#app/components/form";
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { addFromMasterList, readMasterList } from "#app/server/admin/master-list.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/master-list";

/** Use Master List (spec 2 §2, §4): the catalogue of the shop's type, one category at a time, copied product by product. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const wanted = new URL(request.url).searchParams.get("category");
  const categoryId = wanted && /^[1-9][0-9]{0,15}$/.test(wanted) ? Number(wanted) : null;
  try {
    return { page: await readMasterList(admin.scope, categoryId), loadError: null };
  } catch (error) {
    console.error("master list failed", error);
    return { page: null, loadError: ADMIN_ERRORS.loadMasterProducts }; // spec 3 §8
  }
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const productId = idParam(formOf(context).get("productId"));
  const result = await addFromMasterList(admin.scope, productId);
  if (result.ok) return { ok: true as const, message: ADMIN_MESSAGES.masterProductAdded(result.name) };
  if (result.status === 404) notFound();
  return data({ ok: false as const, error: result.message }, { status: 400 });
}

export default function MasterList({ loaderData }: Route.ComponentProps) {
  const { page, loadError } = loaderData;
  if (!page?.available) {
    return (
      <SettingsScreen title="Use Master List">
        <SettingsCard>
          {page ? <p role="status">{NO_MASTER_LIST}</p> : <Notice tone="error">{loadError}</Notice>}
        </SettingsCard>
      </SettingsScreen>
    );
  }
  const current = page.categories.find((c) => c.id === page.categoryId);
  return (
    <SettingsScreen
      wide
      title="Use Master List"
      lead={`Add ready-made products from the ${page.masterName.replace(/^Master list: /, "")} master list. Your store has ${page.productCount} of ${page.productsLimit} products.`}
    >
      <MasterCategoryTabs categories={page.categories} current={page.categoryId} />
      <SettingsCard className="p-0! space-y-0!">
        <h2 className="border-b border-stone-200 px-3 py-2 font-bold">{current ? current.name : "No products"}</h2>
        <ul aria-label={current ? `Products in ${current.name}` : "Products"}>
          {page.products.map((p) => (
            <MasterProductItem key={p.id} product={p} />
          ))}
        </ul>
      </SettingsCard>
    </SettingsScreen>
  );
}

export function meta() {
  return [{ title: "Use Master List – Yaadi admin" }];
}
