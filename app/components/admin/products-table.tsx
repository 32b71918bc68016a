import { useMemo, useState } from "react";
import type { ColumnSort } from "#app/domain/admin/list";
import type { ListedProduct } from "#app/domain/product";
import { isUnitId } from "#app/domain/units";
import type { PanelTexts } from "#app/i18n/panel";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { type Column, ListTable, type RowActions } from "../panel/list-table";
import { useRowsInSteps } from "../panel/rows-in-steps";

/** One product as the admin list shows it (the loader's row): the product with its category and brand by name. */
export type ProductRow = ListedProduct;

export type ProductSortKey = "name" | "mrp" | "price" | "inStock" | "rating" | "category" | "brand" | "unit" | "info";

/**
 * The column groups of spec 2 §2, named by the book. A phone shows the name and one group; a wide screen shows them all.
 */
export const COLUMN_GROUPS = [
  { id: "price", columns: ["mrp", "price"] },
  { id: "stock", columns: ["inStock", "rating"] },
  { id: "category", columns: ["category", "brand"] },
  { id: "unit", columns: ["unit", "info"] },
] as const satisfies readonly { id: string; columns: readonly Exclude<ProductSortKey, "name">[] }[];

export type ColumnGroupId = (typeof COLUMN_GROUPS)[number]["id"];

/** What each sortable column sorts by (numbers as numbers, texts as people read them). */
export function sortValue(row: ProductRow, key: ProductSortKey): string | number {
  switch (key) {
    case "name":
      return row.name;
    case "mrp":
      return row.mrpPaise;
    case "price":
      return row.pricePaise;
    case "inStock":
      return row.inStock;
    case "rating":
      return row.rating;
    case "category":
      return row.categoryName ?? "";
    case "brand":
      return row.brandName ?? "";
    case "unit":
      return row.unitId;
    case "info":
      return row.information;
  }
}

type TableTexts = PanelTexts["products"];

function cell(t: TableTexts, row: ProductRow, key: ProductSortKey) {
  switch (key) {
    case "mrp":
      return t.table.price(row.mrpPaise, row.unitId);
    case "price":
      return t.table.price(row.pricePaise, row.unitId);
    case "inStock":
      return row.inStock === 1 ? t.table.yes : <span className="font-semibold text-red-700">{t.table.no}</span>;
    case "rating":
      return row.rating === 1 ? (
        <span className="font-semibold text-red-700">{t.table.hidden}</span>
      ) : (
        t.table.rating(row.rating)
      );
    case "category":
      return row.categoryName ?? "—";
    case "brand":
      return row.brandName ?? "—";
    case "unit":
      return isUnitId(row.unitId) ? t.units[row.unitId] : "";
    case "info":
      return row.information || "—";
    default:
      return "";
  }
}

/** The group chooser: a radio group styled as a segmented control (arrow keys move between groups). */
export function ColumnGroupPicker({ value, onChange }: { value: ColumnGroupId; onChange: (g: ColumnGroupId) => void }) {
  const t = usePanelTexts().products.table;
  return (
    <fieldset className="mb-3 lg:hidden">
      <legend className="mb-1 text-sm font-semibold text-stone-700">{t.showColumns}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg border border-stone-300 bg-white p-1 min-[420px]:grid-cols-4">
        {COLUMN_GROUPS.map((g) => (
          <label
            key={g.id}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name="column-group"
              value={g.id}
              checked={value === g.id}
              onChange={() => onChange(g.id)}
              className="sr-only"
            />
            {t.groups[g.id]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const BASE = "/adminpanel/products";
const DUPLICATE = "inline-flex min-h-11 items-center rounded-lg px-1.5 text-sm font-semibold";

/** The table's columns in the reader's language (made once per book, so rows that did not change are not drawn again). */
function columnsOf(t: TableTexts): readonly Column<ProductRow, ProductSortKey, ColumnGroupId>[] {
  return [
    {
      header: t.table.name,
      sort: "name",
      className: "min-w-36 text-base lg:min-w-48",
      cell: (row) => (
        <>
          <span className="block font-semibold text-stone-900">{row.name}</span>
          {row.nameRegional && <span className="block text-sm text-stone-600">{row.nameRegional}</span>}
        </>
      ),
    },
    // Only the chosen group's cells show on a phone; from `lg` every group shows.
    ...COLUMN_GROUPS.flatMap((g) =>
      g.columns.map(
        (key): Column<ProductRow, ProductSortKey, ColumnGroupId> => ({
          header: t.table.columns[key],
          sort: key,
          from: "lg",
          group: g.id,
          numeric: key === "mrp" || key === "price",
          className: key === "mrp" || key === "price" ? "text-right" : undefined,
          cell: (row) => cell(t, row, key),
        }),
      ),
    ),
  ];
}

// A product rated 1 is hidden from customers: its row is dimmed.
const rowClassName = (row: ProductRow) => (row.rating === 1 ? "align-top text-stone-500" : "align-top");

/** How many rows render at first; more on request, so a 1,000-product shop opens and searches without lag. */
export const PAGE_SIZE = 50;

export function ProductsTable(props: {
  rows: readonly ProductRow[];
  sort: ColumnSort<ProductSortKey> | null;
  onSort: (key: ProductSortKey) => void;
  changedIds: readonly number[];
  onDuplicate: (row: ProductRow) => void;
  visible: number;
  onShowMore: () => void;
}) {
  const [group, setGroup] = useState<ColumnGroupId>("price");
  const t = usePanelTexts().products;
  const columns = useMemo(() => columnsOf(t), [t]);
  const { onDuplicate } = props;
  // Stable while the screen lives, so a row whose product did not change is not drawn again.
  const actions = useMemo<RowActions<ProductRow>>(
    () => ({
      name: (row) => row.name,
      inPrimary: true,
      more: (row) => (
        <button
          type="button"
          aria-label={t.table.duplicateName(row.name)}
          className={`${DUPLICATE} text-stone-700 hover:bg-stone-100`}
          onClick={() => onDuplicate(row)}
        >
          {t.table.duplicate}
        </button>
      ),
    }),
    [onDuplicate, t],
  );
  const shown = props.rows.slice(0, props.visible);
  const left = props.rows.length - shown.length;
  const rows = shown.slice(0, useRowsInSteps(shown.length));
  return (
    <>
      <ColumnGroupPicker value={group} onChange={setGroup} />
      <ListTable
        label={t.table.label}
        base={BASE}
        columns={columns}
        actions={actions}
        rows={rows}
        sort={props.sort}
        onSort={props.onSort}
        changedIds={props.changedIds}
        phoneGroup={group}
        rowHeaders
        dense
        rowClassName={rowClassName}
      />
      {left > 0 && (
        <button
          type="button"
          onClick={props.onShowMore}
          className="mt-3 min-h-11 w-full rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-brand-soft"
        >
          {t.table.showMore(left)}
        </button>
      )}
    </>
  );
}
