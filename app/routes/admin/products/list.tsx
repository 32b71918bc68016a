import { useCallback, useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { ListTitle, SearchField, useListView } from "#app/components/admin/list-parts";
import { ProductsTabs } from "#app/components/admin/products-nav";
import {
  PAGE_SIZE,
  type ProductRow,
  type ProductSortKey,
  ProductsTable,
  sortValue,
} from "#app/components/admin/products-table";
import { ProductsTips } from "#app/components/admin/products-tips";
import { useAdminLayout } from "#app/components/admin/use-admin-layout";
import { useWithWriteKey } from "#app/components/admin/write-key";
import { Notice } from "#app/components/form";
import { duplicateRoom, parseDuplicateCount } from "#app/domain/admin/duplicate";
import { addedIds } from "#app/domain/admin/list";
import { panelMeta, usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { productScreens } from "./product.server";

/** LIST of products (spec 2 §2): every product once; search, sort and column groups run in the browser. */
export const loader = (args: Route.LoaderArgs) => productScreens.listLoader(args);
/** DELETE (intent=delete) and duplicate (intent=duplicate) of one of this shop's products. */
export const action = (args: Route.ActionArgs) => productScreens.listAction(args);

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { rows: products, limit, loadError } = loaderData;
  const { flash } = useAdminLayout();
  const t = usePanelTexts().products;
  const say = usePanelSay();
  const location = useLocation();
  const changedIds = [...(flash?.changedIds ?? []), ...addedIds(location.search)];
  const list = useListView<ProductRow, ProductSortKey>(products, {
    text: (p) => `${p.name} ${p.nameRegional} ${p.searchWords}`,
    value: sortValue,
    changedIds,
  });
  const [visible, setVisible] = useState(PAGE_SIZE);
  const duplicate = useFetcher<{ error?: string }>({ key: "duplicate-product" });
  const withWriteKey = useWithWriteKey();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setMessage(duplicate.data?.error ?? null), [duplicate.data]);

  // The prompt of spec 2 §4; the browser says at once what the server would refuse, the server checks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fetcher's submit is stable for its life
  const onDuplicate = useCallback(
    (row: ProductRow) => {
      const entry = window.prompt(t.duplicate.prompt(row.name), "1");
      if (entry === null) return;
      const parsed = parseDuplicateCount(entry);
      if (!parsed.ok) return setMessage(say(parsed.message));
      const room = duplicateRoom(parsed.count, products.length, limit);
      if (room) return setMessage(t.duplicate.noRoom(room));
      setMessage(null);
      duplicate.submit(withWriteKey({ intent: "duplicate", id: String(row.id), count: String(parsed.count) }), {
        method: "post",
        action: "/adminpanel/products",
      });
    },
    [products.length, limit, withWriteKey, t, say],
  );

  return (
    <>
      <ProductsTabs />
      {loadError && <Notice tone="error">{loadError}</Notice>}
      <ListTitle subject={t.subject} count={products.length} />
      <p className="mt-1 text-sm text-stone-600">{t.inPlan(products.length, limit)}</p>
      <div className="mt-3">
        <ProductsTips />
      </div>
      {message && <Notice tone="error">{message}</Notice>}
      {duplicate.state !== "idle" && (
        <p role="status" className="text-sm text-stone-600">
          {t.duplicate.creating}
        </p>
      )}
      {products.length > 0 && (
        <>
          <SearchField
            label={t.search}
            value={list.query}
            onChange={(v) => {
              list.setQuery(v);
              setVisible(PAGE_SIZE);
            }}
          />
          {list.shown.length === 0 ? (
            <p className="py-6 text-center text-stone-600">{t.noMatch(list.query.trim())}</p>
          ) : (
            <ProductsTable
              rows={list.shown}
              sort={list.sort}
              onSort={list.onSort}
              changedIds={changedIds}
              onDuplicate={onDuplicate}
              visible={visible}
              onShowMore={() => setVisible((v) => v + 2 * PAGE_SIZE)}
            />
          )}
        </>
      )}
    </>
  );
}

export const meta = panelMeta((t) => t.products.title);
