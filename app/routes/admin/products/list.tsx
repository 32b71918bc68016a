import { useCallback, useEffect, useState } from "react";
import { data, useFetcher, useLocation } from "react-router";
import { ListTitle, SearchField, useListView } from "#app/components/admin/list-parts";
import { addedIds, ProductsTabs } from "#app/components/admin/products-nav";
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
import { ADMIN_ERRORS, ADMIN_MESSAGES } from "#app/domain/admin/messages";
import { adminOf } from "#app/server/admin/pipeline.server";
import { duplicateRequestSchema } from "#app/server/admin/product-input.server";
import { deleteProduct, duplicateProduct, listProducts } from "#app/server/admin/products.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/list";

/** LIST of products (spec 2 §2): every product once; search, sort and column groups run in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminOf(context);
  const limit = admin.shop.productsLimit;
  try {
    return { products: await listProducts(admin.scope), limit, loadError: null };
  } catch (error) {
    // The screen stays (tabs, ADD); the list says it could not be read (spec 3 §8).
    console.error("product list failed", error);
    return { products: [], limit, loadError: ADMIN_ERRORS.loadProducts };
  }
}

/** DELETE (intent=delete) and duplicate (intent=duplicate) of one of this shop's products. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const form = Object.fromEntries(formOf(context));

  if (form.intent === "delete") {
    const id = idParam(form.id ?? null);
    const name = await deleteProduct(admin.scope, id).catch((error) => {
      console.error("product delete failed", error);
      return undefined;
    });
    if (name === undefined) return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
    if (name === null) notFound();
    return redirectWithFlash(request, "/adminpanel/products", { tone: "success", text: ADMIN_MESSAGES.deleted(name) });
  }

  if (form.intent === "duplicate") {
    // An id that is not a positive number is a 404 like any foreign id; a bad count gets the spec's message.
    idParam(form.id ?? null);
    const parsed = duplicateRequestSchema.safeParse(form);
    if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
    const { id, count } = parsed.data;
    const result = await duplicateProduct(admin.scope, admin.shop.productsLimit, id, count).catch((error) => {
      console.error("product duplicate failed", error);
      return { ok: false as const, reason: "failed" as const };
    });
    if (result.ok) {
      return redirectWithFlash(request, "/adminpanel/products", {
        tone: "success",
        text: ADMIN_MESSAGES.duplicated(result.name, count),
        changedIds: [...result.ids].reverse(),
      });
    }
    if (result.reason === "notFound") notFound();
    return data({ error: result.reason === "room" ? result.message : ADMIN_ERRORS.couldNotDuplicate }, { status: 400 });
  }
  return data({ error: ADMIN_ERRORS.somethingWrong }, { status: 400 });
}

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { products, limit, loadError } = loaderData;
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
