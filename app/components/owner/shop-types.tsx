import { Link, useLocation } from "react-router";
import { COLOR_SCHEMES } from "../../../themes/themes";
import { checkShopType, LIST_WORDS, type ShopTypeValues, shopTypeRules } from "../../domain/owner/shop-type-form";
import type { ShopTypeRow } from "../../server/owner/shop-types.server";
import { SortHeader, useListView } from "../admin/list-parts";
import {
  ActionsHeader,
  FormFrame,
  ListFrame,
  ListTable,
  RowActions,
  useChangedIds,
  useRememberAdded,
} from "../admin/lists-common";
import { CheckboxField, SelectField, TextField } from "../form";
import { useLiveForm } from "../use-live-form";

/* Shop-Types (spec 3 §2): a searchable list sorted by Name or colour scheme; a new or updated type moves to the top. */

const BASE = "/owner/shop-types";
const LIST = "owner-shop-types";

export function ShopTypesListView({ rows, loadError }: { rows: readonly ShopTypeRow[]; loadError: string | null }) {
  const changedIds = useChangedIds(LIST);
  const view = useListView<ShopTypeRow, "name" | "colorScheme">(rows, {
    text: (r) => `${r.name} ${r.colorScheme} ${r.masterListUrl ?? ""}`,
    value: (r, key) => r[key],
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <ListFrame
      base={BASE}
      subject="SHOP-TYPES"
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel="Search shop types"
      loadError={loadError}
      actions={
        <Link
          to="/owner/master-images"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-bold hover:bg-brand-soft"
        >
          Master list images
        </Link>
      }
    >
      {view.shown.length === 0 && rows.length > 0 ? (
        <p className="py-6 text-center text-stone-600">No shop types match the search.</p>
      ) : (
        <ListTable
          label="Shop types"
          head={
            <>
              <SortHeader label="Name" column="name" {...header} />
              <SortHeader label="colour scheme" column="colorScheme" {...header} />
              <th scope="col" className="hidden px-2 py-2 text-left sm:table-cell">
                Master list
              </th>
              <th scope="col" className="hidden px-2 py-2 text-left sm:table-cell">
                Shops
              </th>
              <ActionsHeader />
            </>
          }
        >
          {view.shown.map((r) => (
            <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
              <td className="px-2 py-2 font-semibold break-words">{r.name}</td>
              <td className="px-2 py-2">{r.colorScheme}</td>
              <td className="hidden px-2 py-2 sm:table-cell">{r.masterListUrl ?? "–"}</td>
              <td className="hidden px-2 py-2 tabular-nums sm:table-cell">{r.shopCount}</td>
              <RowActions editTo={`${BASE}/${r.id}`} deleteAction={BASE} id={r.id} name={r.name} />
            </tr>
          ))}
        </ListTable>
      )}
    </ListFrame>
  );
}

type FormProps = { item: { id: number; name: string } | null; values: ShopTypeValues; error?: string | null };

export function ShopTypeForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded(LIST);
  return <ShopTypeFields key={location.key} {...props} />;
}

function ShopTypeFields({ item, values, error }: FormProps) {
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
