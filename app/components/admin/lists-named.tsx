import { useMemo } from "react";
import { useLocation } from "react-router";
import {
  checkNamedItem,
  emptyNamedItem,
  NAMED_LISTS,
  type NamedItemValues,
  type NamedListKind,
  RATINGS,
} from "#app/domain/admin/category-brand";
import { SelectField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";

/* The Categories and Brands screens (spec 2 §2, §3): one list and one form, worded per kind. */

type Row = { id: number; name: string; rating: number; shopTypeName: string | null };
type SortKey = "name" | "rating" | "type";
type ShopType = { id: number; name: string };

function namedList(kind: NamedListKind, master: boolean): ListDeclaration<Row, SortKey> {
  const words = NAMED_LISTS[kind];
  const plural = words.plural.toLowerCase();
  return {
    base: words.base,
    subject: words.subject,
    label: words.plural,
    searchLabel: `Search ${plural}`,
    remember: kind,
    search: (r) => `${r.name} ${r.shopTypeName ?? ""}`,
    sortValue: (r, key) => (key === "name" ? r.name : key === "rating" ? r.rating : (r.shopTypeName ?? "")),
    noMatch: `No ${plural} match the search.`,
    columns: [
      { header: "Name", sort: "name", className: "font-semibold", cell: (r) => r.name },
      {
        header: "Rating",
        sort: "rating",
        className: "whitespace-nowrap",
        label: (r) => `Rating ${r.rating}`,
        cell: (r) => (
          <>
            {r.rating}{" "}
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>
          </>
        ),
      },
      // Only the master store files its categories and brands under a store type.
      ...(master ? [{ header: "Store type", sort: "type", cell: (r: Row) => r.shopTypeName ?? "—" } as const] : []),
    ],
    actions: { name: (r) => r.name },
  };
}

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
  const list = useMemo(() => namedList(kind, master), [kind, master]);
  return <ListScreen list={list} rows={rows} loadError={loadError} />;
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
