import { memo, useState } from "react";
import { Link } from "react-router";
import type { ColumnSort } from "../../domain/admin/list";
import { formatRupees } from "../../domain/money";
import type { ListedProduct } from "../../domain/product";
import { isUnitId, priceSuffix, UNITS } from "../../domain/units";
import { DeleteButton, SortHeader } from "./list-parts";

/** One product as the admin list shows it (the loader's row): the product with its category and brand by name. */
export type ProductRow = ListedProduct;

export type ProductSortKey = "name" | "mrp" | "price" | "inStock" | "rating" | "category" | "brand" | "unit" | "info";

/** The column groups of spec 2 §2. A phone shows the name and one group; a wide screen shows them all. */
export const COLUMN_GROUPS = [
  {
    id: "price",
    label: "Price",
    columns: [
      { key: "mrp", label: "MRP" },
      { key: "price", label: "Final price" },
    ],
  },
  {
    id: "stock",
    label: "Stock/Rating",
    columns: [
      { key: "inStock", label: "In stock" },
      { key: "rating", label: "Rating" },
    ],
  },
  {
    id: "category",
    label: "Category/Brand",
    columns: [
      { key: "category", label: "Category" },
      { key: "brand", label: "Brand" },
    ],
  },
  {
    id: "unit",
    label: "Unit/Info",
    columns: [
      { key: "unit", label: "Unit" },
      { key: "info", label: "Info" },
    ],
  },
] as const satisfies readonly {
  id: string;
  label: string;
  columns: readonly { key: ProductSortKey; label: string }[];
}[];

export type ColumnGroupId = (typeof COLUMN_GROUPS)[number]["id"];

const unitName = (unitId: number) => (isUnitId(unitId) ? UNITS[unitId].name : "");

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

function cell(row: ProductRow, key: ProductSortKey) {
  switch (key) {
    case "mrp":
      return `${formatRupees(row.mrpPaise)}${priceSuffix(row.unitId)}`;
    case "price":
      return `${formatRupees(row.pricePaise)}${priceSuffix(row.unitId)}`;
    case "inStock":
      return row.inStock === 1 ? "Yes" : <span className="font-semibold text-red-700">No</span>;
    case "rating":
      return row.rating === 1 ? <span className="font-semibold text-red-700">1 (hidden)</span> : `★ ${row.rating}`;
    case "category":
      return row.categoryName ?? "—";
    case "brand":
      return row.brandName ?? "—";
    case "unit":
      return unitName(row.unitId);
    case "info":
      return row.information || "—";
    default:
      return "";
  }
}

/** Only the chosen group's cells show on a phone; from `lg` every group shows. */
const groupClass = (group: ColumnGroupId, shown: ColumnGroupId) => (group === shown ? "" : "hidden lg:table-cell");

/** The group chooser: a radio group styled as a segmented control (arrow keys move between groups). */
export function ColumnGroupPicker({ value, onChange }: { value: ColumnGroupId; onChange: (g: ColumnGroupId) => void }) {
  return (
    <fieldset className="mb-3 lg:hidden">
      <legend className="mb-1 text-sm font-semibold text-stone-700">Show columns</legend>
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
            {g.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const Row = memo(function Row({
  row,
  group,
  changed,
  onDuplicate,
}: {
  row: ProductRow;
  group: ColumnGroupId;
  changed: boolean;
  onDuplicate: (row: ProductRow) => void;
}) {
  const action = "inline-flex min-h-11 items-center rounded-lg px-1.5 text-sm font-semibold";
  return (
    <tr
      className={`border-t border-stone-200 align-top ${changed ? "bg-brand-soft" : ""} ${row.rating === 1 ? "text-stone-500" : ""}`}
    >
      <th scope="row" className="min-w-36 px-2 py-2 text-left font-normal lg:min-w-48">
        <span className="block font-semibold text-stone-900">{row.name}</span>
        {row.nameRegional && <span className="block text-sm text-stone-600">{row.nameRegional}</span>}
        <span className="-ml-1.5 mt-1 flex flex-wrap items-center">
          <Link
            to={`/adminpanel/products/${row.id}`}
            aria-label={`Edit ${row.name}`}
            className={`${action} text-brand-ink hover:bg-brand-soft`}
          >
            Edit
          </Link>
          <button
            type="button"
            aria-label={`Duplicate ${row.name}`}
            className={`${action} text-stone-700 hover:bg-stone-100`}
            onClick={() => onDuplicate(row)}
          >
            Duplicate
          </button>
          <DeleteButton action="/adminpanel/products" id={row.id} name={row.name} />
        </span>
      </th>
      {COLUMN_GROUPS.map((g) =>
        g.columns.map((c) => (
          <td
            key={c.key}
            className={`px-1.5 py-2 text-sm sm:px-2 ${groupClass(g.id, group)} ${c.key === "mrp" || c.key === "price" ? "text-right tabular-nums whitespace-nowrap" : ""}`}
          >
            {cell(row, c.key)}
          </td>
        )),
      )}
    </tr>
  );
});

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
  const changed = new Set(props.changedIds);
  const rows = props.rows.slice(0, props.visible);
  const left = props.rows.length - rows.length;
  return (
    <>
      <ColumnGroupPicker value={group} onChange={setGroup} />
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-left">
          <thead className="bg-stone-50 text-sm">
            <tr>
              <SortHeader label="Name" column="name" sort={props.sort} onSort={props.onSort} />
              {COLUMN_GROUPS.map((g) =>
                g.columns.map((c) => (
                  <SortHeader
                    key={c.key}
                    label={c.label}
                    column={c.key}
                    sort={props.sort}
                    onSort={props.onSort}
                    className={groupClass(g.id, group)}
                  />
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.id} row={row} group={group} changed={changed.has(row.id)} onDuplicate={props.onDuplicate} />
            ))}
          </tbody>
        </table>
      </div>
      {left > 0 && (
        <button
          type="button"
          onClick={props.onShowMore}
          className="mt-3 min-h-11 w-full rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-brand-soft"
        >
          Show more ({left} more)
        </button>
      )}
    </>
  );
}
