import { Link, useLocation } from "react-router";
import {
  checkShopType,
  emptyShopType,
  LIST_WORDS,
  type ShopTypeItem,
  type ShopTypeListRow,
  type ShopTypeValues,
  shopTypeRules,
} from "#app/domain/owner/shop-type-form";
import { COLOR_SCHEMES } from "../../../themes/themes";
import { FormFrame, useRememberAdded } from "../admin/lists-common";
import { CheckboxField, SelectField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";

/* Shop-Types (spec 3 §2): a searchable list sorted by Name or colour scheme; a new or updated type moves to the top. */

const BASE = "/owner/shop-types";
const LIST = "owner-shop-types";
const LINK = "inline-flex min-h-11 items-center rounded-lg";

const SHOP_TYPES: ListDeclaration<ShopTypeListRow, "name" | "colorScheme"> = {
  base: BASE,
  subject: "SHOP-TYPES",
  label: "Shop types",
  searchLabel: "Search shop types",
  remember: LIST,
  search: (r) => `${r.name} ${r.colorScheme} ${r.masterListUrl ?? ""}`,
  sortValue: (r, key) => r[key],
  noMatch: "No shop types match the search.",
  columns: [
    { header: "Name", sort: "name", className: "font-semibold", cell: (r) => r.name },
    { header: "colour scheme", sort: "colorScheme", cell: (r) => r.colorScheme },
    { header: "Master list", from: "sm", cell: (r) => r.masterListUrl ?? "–" },
    { header: "Shops", from: "sm", numeric: true, cell: (r) => r.shopCount },
  ],
  actions: { name: (r) => r.name },
};

export function ShopTypesListView({ rows, loadError }: { rows: readonly ShopTypeListRow[]; loadError: string | null }) {
  const masterImages = (
    <Link
      to="/owner/master-images"
      className={`${LINK} border border-stone-300 bg-white px-3 text-sm font-bold hover:bg-brand-soft`}
    >
      Master list images
    </Link>
  );
  return <ListScreen list={SHOP_TYPES} rows={rows} loadError={loadError} tools={masterImages} />;
}

type FormProps = {
  /** The type being updated, or null on ADD. */
  item: ShopTypeItem | null;
  /** A refused post: its message, and the values sent, shown again. */
  failed?: { error: string; values?: ShopTypeValues };
};

export function ShopTypeForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded(LIST);
  return <ShopTypeFields key={location.key} {...props} />;
}

function ShopTypeFields({ item, failed }: FormProps) {
  const values = failed?.values ?? item?.values ?? emptyShopType();
  const error = failed?.error;
  const form = useLiveForm<ShopTypeValues>(values, checkShopType, { showAll: error != null, clearOnFocus: true });
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update Shop-Type" : "Add Shop-Type"}
      error={error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={shopTypeRules.name.label} autoComplete="off" maxLength={30} {...form.field("name")} />
      <TextField
        label={shopTypeRules.masterListName.label}
        autoComplete="off"
        maxLength={30}
        hint="The master shop whose catalogue this kind of store may copy; empty for none."
        {...form.field("masterListName")}
      />
      <SelectField
        label="Colour scheme"
        options={COLOR_SCHEMES.map((c) => ({ value: c, label: c }))}
        {...form.field("colorScheme")}
      />
      <SelectField
        label="The shopping list is called"
        options={LIST_WORDS.map((w) => ({ value: w, label: w }))}
        {...form.field("listWord")}
      />
      <CheckboxField
        label="New stores start with the master list"
        name="copyMasterOnCreate"
        checked={form.values.copyMasterOnCreate === "1"}
        onChange={(on) => form.set("copyMasterOnCreate", on ? "1" : "")}
      />
      {form.messageOf("copyMasterOnCreate") && (
        <p className="text-sm font-medium text-red-700">{form.messageOf("copyMasterOnCreate")}</p>
      )}
    </FormFrame>
  );
}
