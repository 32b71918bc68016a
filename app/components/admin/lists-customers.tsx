import { useLocation } from "react-router";
import type { CustomerRow } from "#app/domain/admin/customer";
import { type CustomerValues, checkCustomer, customerRules, emptyCustomer } from "#app/domain/admin/customer";
import { CUSTOMERS_CSV_FILE_NAME, CUSTOMERS_CSV_MESSAGES } from "#app/domain/admin/customer-csv";
import { PhoneField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* The Customers screens (spec 2 §1, §2): premium only, with the CSV download. */

const BASE = "/adminpanel/customers";
type SortKey = "name" | "address" | "whatsApp";

const CUSTOMERS: ListDeclaration<CustomerRow, SortKey> = {
  base: BASE,
  subject: "CUSTOMERS",
  label: "Customers",
  searchLabel: "Search customers",
  remember: "customers",
  search: (r) => `${r.name} ${r.address} ${r.whatsApp}`,
  sortValue: (r, key) => r[key],
  noMatch: "No customers match the search.",
  columns: [
    { header: "Name", sort: "name", cell: (r) => <span className="block font-semibold break-words">{r.name}</span> },
    { header: "Address", sort: "address", from: "sm", under: true, cell: (r) => r.address },
    { header: "WhatsApp", sort: "whatsApp", numeric: true, cell: (r) => r.whatsApp },
  ],
  actions: { name: (r) => r.name, stack: true },
};

export function CustomerListView({ rows, loadError }: { rows: readonly CustomerRow[]; loadError: string | null }) {
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
  return <ListScreen list={CUSTOMERS} rows={rows} loadError={loadError} tools={download} />;
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
      <PhoneField label={customerRules.whatsApp.label} {...form.field("whatsApp")} />
    </FormFrame>
  );
}
