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
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";

/* The Categories and Brands screens (spec 2 §2, §3): one list and one form, worded per kind. */

type Row = { id: number; name: string; rating: number; shopTypeName: string | null };
type SortKey = "name" | "rating" | "type";
type ShopType = { id: number; name: string };

/** The screen's words in the admin's language. */
const wordsOf = (t: PanelTexts, kind: NamedListKind) => (kind === "category" ? t.lists.categories : t.lists.brands);

function namedList(t: PanelTexts, kind: NamedListKind, master: boolean): ListDeclaration<Row, SortKey> {
  const words = wordsOf(t, kind);
  return {
    base: NAMED_LISTS[kind].base,
    subject: words.subject,
    label: words.title,
    searchLabel: words.search,
    remember: kind,
    search: (r) => `${r.name} ${r.shopTypeName ?? ""}`,
    sortValue: (r, key) => (key === "name" ? r.name : key === "rating" ? r.rating : (r.shopTypeName ?? "")),
    noMatch: words.noMatch,
    columns: [
      { header: t.lists.name, sort: "name", className: "font-semibold", cell: (r) => r.name },
      {
        header: t.lists.rating,
        sort: "rating",
        className: "whitespace-nowrap",
        label: (r) => t.lists.ratingOf(r.rating),
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
      ...(master
        ? [{ header: t.lists.storeType, sort: "type", cell: (r: Row) => r.shopTypeName ?? "—" } as const]
        : []),
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
  const t = usePanelTexts();
  const list = useMemo(() => namedList(t, kind, master), [t, kind, master]);
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
  const t = usePanelTexts();
  const say = usePanelSay();
  const words = wordsOf(t, kind);
  const initial =
    failed?.values ??
    (item
      ? { name: item.name, rating: String(item.rating), shopTypeId: item.shopTypeId ? String(item.shopTypeId) : "" }
      : emptyNamedItem());
  const typeIds = shopTypes?.map((type) => type.id) ?? null;
  const form = useLiveForm<NamedItemValues>(initial, (v) => sayAll(checkNamedItem(kind, v, typeIds), say));
  return (
    <FormFrame
      base={NAMED_LISTS[kind].base}
      heading={item ? words.updateHeading : words.addHeading}
      error={failed?.error}
      submitLabel={item ? t.lists.update : t.lists.add}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={words.nameLabel} autoComplete="off" {...form.field("name")} />
      <SelectField
        label={t.lists.rating}
        options={RATINGS.map((r) => ({ value: String(r), label: t.lists.stars(r) }))}
        {...form.field("rating")}
      />
      <p className="-mt-2 text-sm text-stone-600">{t.lists.ratingHint}</p>
      {shopTypes && (
        <SelectField
          label={t.lists.storeType}
          placeholder={t.lists.noStoreType}
          options={shopTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          {...form.field("shopTypeId")}
        />
      )}
    </FormFrame>
  );
}
