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
import { checkDuplicateRoom, parseDuplicateCount } from "#app/domain/admin/duplicate";
import { addedIds } from "#app/domain/admin/list";
import type { Route } from "./+types/list";
import { productScreens } from "./product.server";

/** LIST of products (spec 2 §2): every product once; search, sort and column groups run in the browser. */
export const loader = (args: Route.LoaderArgs) => productScreens.listLoader(args);
/** DELETE (intent=delete) and duplicate (intent=duplicate) of one of this shop's products. */
export const action = (args: Route.ActionArgs) => productScreens.listAction(args);

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { rows: products, limit, loadError } = loaderData;
  const { flash } = useAdminLayout();
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
      const entry = window.prompt(`How many copies of ${row.name} do you want? (1 to 10)`, "1");
      if (entry === null) return;
      const parsed = parseDuplicateCount(entry);
      if (!parsed.ok) return setMessage(parsed.message);
      const room = checkDuplicateRoom(parsed.count, products.length, limit);
      if (room) return setMessage(room);
      setMessage(null);
      duplicate.submit(withWriteKey({ intent: "duplicate", id: String(row.id), count: String(parsed.count) }), {
        method: "post",
        action: "/adminpanel/products",
      });
    },
    [products.length, limit, withWriteKey],
  );

  return (
    <>
      <ProductsTabs />
      {loadError && <Notice tone="error">{loadError}</Notice>}
      <ListTitle subject="PRODUCTS" count={products.length} />
      <p className="mt-1 text-sm text-stone-600">
        {products.length} of {limit} products in your plan. Sorted by rating, highest first; tap a heading to sort by
        it.
      </p>
      <div className="mt-3">
        <ProductsTips />
      </div>
      {message && <Notice tone="error">{message}</Notice>}
      {duplicate.state !== "idle" && (
        <p role="status" className="text-sm text-stone-600">
          Creating copies…
        </p>
      )}
      {products.length > 0 && (
        <>
          <SearchField
            label="Search by name, regional name or search words"
            value={list.query}
            onChange={(v) => {
              list.setQuery(v);
              setVisible(PAGE_SIZE);
            }}
          />
          {list.shown.length === 0 ? (
            <p className="py-6 text-center text-stone-600">No product matches &lsquo;{list.query.trim()}&rsquo;.</p>
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

export function meta() {
  return [{ title: "Products – Yaadi" }, { name: "robots", content: "noindex" }];
}
