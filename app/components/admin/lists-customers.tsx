import { useLocation } from "react-router";
import type { CustomerRow } from "../../domain/admin/customer";
import { type CustomerValues, checkCustomer, customerRules, emptyCustomer } from "../../domain/admin/customer";
import { CUSTOMERS_CSV_FILE_NAME, CUSTOMERS_CSV_MESSAGES } from "../../domain/admin/customer-csv";
import { ADMIN_ERRORS } from "../../domain/admin/messages";
import { Notice, TextField } from "../form";
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
import { DownloadButton } from "./reports/download-button";

/* The Customers screens (spec 2 §1, §2): premium only, with the CSV download. */

const BASE = "/adminpanel/customers";
type SortKey = "name" | "address" | "whatsApp";

/** What a basic shop sees instead of the screen (spec 2 §1), verbatim. */
export function PremiumOnly() {
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">Customers</h1>
      <Notice tone="error">{ADMIN_ERRORS.premiumOnly}</Notice>
    </section>
  );
}

export function CustomerListView({ rows, loadError }: { rows: readonly CustomerRow[]; loadError: string | null }) {
  const changedIds = useChangedIds("customers");
  const view = useListView<CustomerRow, SortKey>(rows, {
    text: (r) => `${r.name} ${r.address} ${r.whatsApp}`,
    value: (r, key) => r[key],
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  // The shared download button: an empty list's 'No Data' is the spec's alert, not a page of plain text.
  const download = (
    <DownloadButton
      href="/adminpanel/customers.csv"
      label="Download CSV"
      done={CUSTOMERS_CSV_MESSAGES.downloaded}
      failed={CUSTOMERS_CSV_MESSAGES.failed}
      fallbackName={CUSTOMERS_CSV_FILE_NAME}
    />
  );
  return (
    <ListFrame
      base={BASE}
      subject="CUSTOMERS"
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel="Search customers"
      actions={download}
      loadError={loadError}
    >
      {rows.length > 0 &&
        (view.shown.length === 0 ? (
          <p className="py-6 text-center text-stone-600">No customers match the search.</p>
        ) : (
          <ListTable
            label="Customers"
            head={
              <>
                <SortHeader label="Name" column="name" {...header} />
                <SortHeader label="Address" column="address" {...header} className="hidden sm:table-cell" />
                <SortHeader label="WhatsApp" column="whatsApp" {...header} />
                <ActionsHeader />
              </>
            }
          >
            {view.shown.map((r) => (
              <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
                <td className="px-2 py-2">
                  <span className="block font-semibold break-words">{r.name}</span>
                  <span className="block text-xs text-stone-600 break-words sm:hidden">{r.address}</span>
                </td>
                <td className="hidden px-2 py-2 break-words sm:table-cell">{r.address}</td>
                <td className="px-2 py-2 whitespace-nowrap tabular-nums">{r.whatsApp}</td>
                <RowActions editTo={`${BASE}/${r.id}`} deleteAction={BASE} id={r.id} name={r.name} stack />
              </tr>
            ))}
          </ListTable>
        ))}
    </ListFrame>
  );
}

type FormProps = { item: CustomerRow | null; failed?: { error: string; values?: CustomerValues } | null };

export function CustomerForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("customers");
  return <CustomerFields key={location.key} {...props} />;
}

function CustomerFields({ item, failed }: FormProps) {
  const initial =
    failed?.values ?? (item ? { name: item.name, address: item.address, whatsApp: item.whatsApp } : emptyCustomer());
  const form = useLiveForm<CustomerValues>(initial, checkCustomer);
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update customer" : "Add customer"}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={customerRules.name.label} autoComplete="off" {...form.field("name")} />
      <TextField label={customerRules.address.label} autoComplete="off" {...form.field("address")} />
      <TextField
        label={customerRules.whatsApp.label}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="10 digits, without +91."
        {...form.field("whatsApp")}
      />
    </FormFrame>
  );
}
