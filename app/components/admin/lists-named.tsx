import { useLocation } from "react-router";
import {
  checkNamedItem,
  emptyNamedItem,
  NAMED_LISTS,
  type NamedItemValues,
  type NamedListKind,
  RATINGS,
} from "../../domain/admin/category-brand";
import { SelectField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";
import { SortHeader, useListView } from "./list-parts";
import {
  ActionsHeader,
  FormFrame,
  ListFrame,
  ListTable,
  RowActions,
  useChangedIds,
  useRememberAdded,
} from "./lists-common";

/* The Categories and Brands screens (spec 2 §2, §3): one list and one form, worded per kind. */

type Row = { id: number; name: string; rating: number; shopTypeName: string | null };
type SortKey = "name" | "rating" | "type";
type ShopType = { id: number; name: string };

export function NamedListView({
  kind,
  rows,
  master,
  loadError,
}: {
  kind: NamedListKind;
  rows: readonly Row[];
  master: boolean;
  loadError: string | null;
}) {
  const words = NAMED_LISTS[kind];
  const changedIds = useChangedIds(kind);
  const view = useListView<Row, SortKey>(rows, {
    text: (r) => `${r.name} ${r.shopTypeName ?? ""}`,
    value: (r, key) => (key === "name" ? r.name : key === "rating" ? r.rating : (r.shopTypeName ?? "")),
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <ListFrame
      base={words.base}
      subject={words.subject}
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel={`Search ${words.plural.toLowerCase()}`}
      loadError={loadError}
    >
      {rows.length > 0 &&
        (view.shown.length === 0 ? (
          <p className="py-6 text-center text-stone-600">No {words.plural.toLowerCase()} match the search.</p>
        ) : (
          <ListTable
            label={words.plural}
            head={
              <>
                <SortHeader label="Name" column="name" {...header} />
                <SortHeader label="Rating" column="rating" {...header} />
                {master && <SortHeader label="Store type" column="type" {...header} />}
                <ActionsHeader />
              </>
            }
          >
            {view.shown.map((r) => (
              <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
                <td className="px-2 py-2 font-semibold break-words">{r.name}</td>
                <td className="px-2 py-2 whitespace-nowrap" aria-label={`Rating ${r.rating}`}>
                  {r.rating}{" "}
                  <span aria-hidden="true" className="text-amber-500">
                    ★
                  </span>
                </td>
                {master && <td className="px-2 py-2">{r.shopTypeName ?? "—"}</td>}
                <RowActions editTo={`${words.base}/${r.id}`} deleteAction={words.base} id={r.id} name={r.name} />
              </tr>
            ))}
          </ListTable>
        ))}
    </ListFrame>
  );
}

type FormProps = {
  kind: NamedListKind;
  /** The row being updated, or null on ADD. */
  item: { id: number; name: string; rating: number; shopTypeId: number | null } | null;
  /** The store types the master store may choose from; null for every other shop. */
  shopTypes: readonly ShopType[] | null;
  failed?: { error: string; values?: NamedItemValues } | null;
};

/** ADD and UPDATE; a new key per navigation gives an empty form after each successful add. */
export function NamedItemForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded(props.kind);
  return <NamedItemFields key={location.key} {...props} />;
}

function NamedItemFields({ kind, item, shopTypes, failed }: FormProps) {
  const words = NAMED_LISTS[kind];
  const initial =
    failed?.values ??
    (item
      ? { name: item.name, rating: String(item.rating), shopTypeId: item.shopTypeId ? String(item.shopTypeId) : "" }
      : emptyNamedItem());
  const typeIds = shopTypes?.map((t) => t.id) ?? null;
  const form = useLiveForm<NamedItemValues>(initial, (v) => checkNamedItem(kind, v, typeIds));
  return (
    <FormFrame
      base={words.base}
      heading={item ? `Update ${words.label.toLowerCase()}` : `Add ${words.label.toLowerCase()}`}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={words.rule.label} autoComplete="off" {...form.field("name")} />
      <SelectField
        label="Rating"
        options={RATINGS.map((r) => ({ value: String(r), label: `${r} ★` }))}
        {...form.field("rating")}
      />
      <p className="-mt-2 text-sm text-stone-600">
        Higher ratings come first in the store; rating 1 hides it from customers.
      </p>
      {shopTypes && (
        <SelectField
          label="Store type"
          placeholder="No store type"
          options={shopTypes.map((t) => ({ value: String(t.id), label: t.name }))}
          {...form.field("shopTypeId")}
        />
      )}
    </FormFrame>
  );
}
