import { useState } from "react";
import { Form, Link } from "react-router";
import { INFO_PLACES, SHOP_STATUSES, VERSION_TYPES } from "#app/domain/owner/shop-form";
import type { OwnerShopRow } from "#app/domain/owner/shop-list";
import { isFiltered, type ShopListFilter } from "#app/domain/owner/shop-list";
import { ListTitle, ScreenTabs, useListView } from "../admin/list-parts";
import { useChangedIds } from "../admin/lists-common";
import { Notice } from "../form";
import { type Column, ListTable, type RowActions } from "../panel/list-table";
import { SHOPS_BASE } from "./shop-form";

/*
 * The Shops list (spec 3 §2): sections Type/Limit, Lang/Version, WhatsApp/Mobile, Photo/Info pick the two columns a
 * phone shows beside the URL (a desktop shows them all); filters by status, plan and payment are read on the server.
 */

const SECTIONS = [
  { id: "type", label: "Type/Limit", columns: ["typeName", "productsLimit"] },
  { id: "lang", label: "Lang/Version", columns: ["languageChoice", "versionTypeId"] },
  { id: "phone", label: "WhatsApp/Mobile", columns: ["whatsApp", "mobile"] },
  { id: "photo", label: "Photo/Info", columns: ["productImages", "informationPlace"] },
] as const;

type Field = (typeof SECTIONS)[number]["columns"][number];
type SortKey = "url" | Field | "status";

const HEADERS: Record<Field, string> = {
  typeName: "Type",
  productsLimit: "Limit",
  languageChoice: "language",
  versionTypeId: "Version",
  whatsApp: "WhatsApp",
  mobile: "Mobile",
  productImages: "Photo",
  informationPlace: "Info place",
};

function cell(row: OwnerShopRow, column: Field): string {
  switch (column) {
    case "languageChoice":
      return row.languageChoice === 1 ? "English + regional" : "English";
    case "versionTypeId":
      return VERSION_TYPES.find((v) => v.value === String(row.versionTypeId))?.label ?? String(row.versionTypeId);
    case "productImages":
      return row.productImages === 1 ? "Yes" : "No";
    case "informationPlace":
      return INFO_PLACES.find((p) => p.value === String(row.informationPlace))?.label ?? String(row.informationPlace);
    default:
      return String(row[column]);
  }
}

type SectionId = (typeof SECTIONS)[number]["id"];

const COLUMNS: readonly Column<OwnerShopRow, SortKey, SectionId>[] = [
  {
    header: "Url",
    sort: "url",
    cell: (r) => (
      <>
        <Link
          to={`${SHOPS_BASE}/${r.id}`}
          aria-label={`Open ${r.url}`}
          className="font-semibold break-all text-brand-ink underline"
        >
          {r.url}
        </Link>
        <span className="block text-xs text-stone-600">{r.name}</span>
      </>
    ),
  },
  ...SECTIONS.flatMap((s) =>
    s.columns.map(
      (c): Column<OwnerShopRow, SortKey, SectionId> => ({
        header: HEADERS[c],
        sort: c,
        from: "sm",
        group: s.id,
        numeric: c === "whatsApp" || c === "mobile",
        cell: (r) => cell(r, c),
      }),
    ),
  ),
  {
    header: "Status",
    sort: "status",
    from: "md",
    cell: (r) => (
      <>
        {r.closed ? "closed" : r.hidden ? `${r.status}, hidden` : r.status}
        {r.paymentDueDate && <span className="block text-xs text-stone-600">due {r.paymentDueDate}</span>}
      </>
    ),
  },
];

// On a phone the URL opens the shop's form; Edit joins Delete from sm up.
const ACTIONS: RowActions<OwnerShopRow> = { name: (r) => r.url, editOnPhone: false };

export function ShopsListView({
  rows,
  total,
  filter,
  loadError,
}: {
  rows: readonly OwnerShopRow[];
  total: number;
  filter: ShopListFilter;
  loadError: string | null;
}) {
  const changedIds = useChangedIds("owner-shops");
  const [section, setSection] = useState<SectionId>("type");
  const view = useListView<OwnerShopRow, SortKey>(rows, {
    // The search is the server's (Find): the rows are already the ones asked for.
    text: () => "",
    value: (r, key) => (key === "url" || key === "status" ? r[key] : cell(r, key)),
    changedIds,
  });
  return (
    <section>
      <ScreenTabs base={SHOPS_BASE} />
      {loadError && (
        <div className="mb-3">
          <Notice tone="error">{loadError}</Notice>
        </div>
      )}
      <ListTitle subject="SHOPS" count={total} />
      <p className="mt-1 text-sm">
        <Link to="/owner/shops/import" className="font-semibold text-brand-strong underline">
          Import a shop
        </Link>{" "}
        from its "Download all my data" ZIP
      </p>
      <Filters filter={filter} />
      {total > rows.length && (
        <p className="mb-2 text-sm text-stone-700">{`Showing ${rows.length} of ${total} shops: search or filter to find the others.`}</p>
      )}
      <div role="group" aria-label="Columns" className="mb-2 flex flex-wrap gap-1 sm:hidden">
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={section === s.id}
            onClick={() => setSection(s.id)}
            className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${section === s.id ? "bg-brand text-brand-contrast" : "border border-stone-300 bg-white"}`}
          >
            {s.label}
          </button>
        ))}
      </div>
      {!loadError && (
        <ListTable
          label="Shops"
          base={SHOPS_BASE}
          columns={COLUMNS}
          actions={ACTIONS}
          rows={view.shown}
          empty={isFiltered(filter) ? "No shops match these filters." : "No shops yet."}
          sort={view.sort}
          onSort={view.onSort}
          changedIds={changedIds}
          phoneGroup={section}
        />
      )}
    </section>
  );
}

/** The server-side filters: a GET form, so a filtered list has its own URL. */
function Filters({ filter }: { filter: ShopListFilter }) {
  const select = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-base font-normal";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find shops"
      className="my-3 grid grid-cols-2 gap-2 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-5"
    >
      <label className="col-span-2 text-sm font-semibold sm:col-span-1">
        Find
        <input type="search" name="q" defaultValue={filter.q} placeholder="url, name, mobile" className={select} />
      </label>
      <label className="text-sm font-semibold">
        Status
        <select name="status" defaultValue={filter.status ?? ""} className={select}>
          <option value="">All</option>
          {SHOP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        Plan
        <select name="plan" defaultValue={filter.plan === null ? "" : String(filter.plan)} className={select}>
          <option value="">All</option>
          <option value="0">0 (150)</option>
          <option value="1">1 (500)</option>
          <option value="2">2 (1000)</option>
        </select>
      </label>
      <label className="text-sm font-semibold">
        Payment
        <select name="due" defaultValue={filter.due ?? ""} className={select}>
          <option value="">All</option>
          <option value="overdue">Due date passed</option>
          <option value="unverified">Not verified</option>
        </select>
      </label>
      <button
        type="submit"
        className="col-span-2 min-h-11 self-end rounded-lg bg-brand px-4 font-bold text-brand-contrast sm:col-span-1"
      >
        Show
      </button>
    </Form>
  );
}
