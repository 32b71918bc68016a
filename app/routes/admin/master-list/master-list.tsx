import { data } from "react-router";
import { MasterCategoryTabs, MasterProductItem } from "#app/components/admin/settings-master-list";
import { SettingsCard, SettingsScreen } from "#app/components/admin/settings-parts";
import { Notice } from "#app/components/form";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import { panelMeta, usePanelTexts } from "#app/i18n/panel-texts";
import { addFromMasterList, readMasterList } from "#app/server/admin/master-list.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { cellOpener } from "#app/server/cells.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { panelTexts } from "#app/server/panel/texts.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/master-list";

/** Use Master List (spec 2 §2, §4): the catalogue of the shop's type, one category at a time, copied product by product. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const wanted = new URL(request.url).searchParams.get("category");
  const categoryId = wanted && /^[1-9][0-9]{0,15}$/.test(wanted) ? Number(wanted) : null;
  try {
    return { page: await readMasterList(admin.scope, categoryId, cellOpener(admin.app)), loadError: null };
  } catch (error) {
    console.error("master list failed", error);
    return { page: null, loadError: ADMIN_ERRORS.loadMasterProducts }; // spec 3 §8 (the screen says it in the admin's language)
  }
}

export async function action({ context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const productId = idParam(formOf(context).get("productId"));
  const t = await panelTexts(admin.language);
  const words = { alreadyInStore: t.bulk.master.alreadyInStore, productsLimit: t.products.limitReached };
  const result = await addFromMasterList(admin.scope, productId, words, cellOpener(admin.app));
  if (result.ok) return { ok: true as const, message: t.bulk.master.productAdded(result.name) };
  if (result.status === 404) notFound();
  return data({ ok: false as const, error: result.message }, { status: 400 });
}

export default function MasterList({ loaderData }: Route.ComponentProps) {
  const t = usePanelTexts();
  const { page, loadError } = loaderData;
  const title = t.menu.screens.masterList;
  if (!page?.available) {
    return (
      <SettingsScreen title={title}>
        <SettingsCard>
          {page ? (
            <p role="status">{t.bulk.master.none}</p>
          ) : (
            <Notice tone="error">{loadError && t.bulk.master.loadFailed}</Notice>
          )}
        </SettingsCard>
      </SettingsScreen>
    );
  }
  const current = page.categories.find((c) => c.id === page.categoryId);
  return (
    <SettingsScreen
      wide
      title={title}
      lead={t.bulk.master.lead(page.masterName.replace(/^Master list: /, ""), page.productCount, page.productsLimit)}
    >
      <MasterCategoryTabs categories={page.categories} current={page.categoryId} />
      <SettingsCard className="p-0! space-y-0!">
        <h2 className="border-b border-stone-200 px-3 py-2 font-bold">
          {current ? current.name : t.bulk.master.noProducts}
        </h2>
        <ul aria-label={current ? t.bulk.master.productsIn(current.name) : t.bulk.productsList}>
          {page.products.map((p) => (
            <MasterProductItem key={p.id} product={p} />
          ))}
        </ul>
      </SettingsCard>
    </SettingsScreen>
  );
}

export const meta = panelMeta((t) => t.menu.screens.masterList);
