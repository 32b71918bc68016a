import { useMemo } from "react";
import { useLocation } from "react-router";
import type { CustomerRow } from "#app/domain/admin/customer";
import { type CustomerValues, checkCustomer, customerRulesNamed, emptyCustomer } from "#app/domain/admin/customer";
import { CUSTOMERS_CSV_FILE_NAME } from "#app/domain/admin/customer-csv";
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* The Customers screens (spec 2 §1, §2): premium only, with the CSV download. */

const BASE = "/adminpanel/customers";
type SortKey = "name" | "address" | "whatsApp";

function customersList(t: PanelTexts): ListDeclaration<CustomerRow, SortKey> {
  const words = t.people.customers;
  return {
    base: BASE,
    subject: words.subject,
    label: words.title,
    searchLabel: words.search,
    remember: "customers",
    search: (r) => `${r.name} ${r.address} ${r.whatsApp}`,
    sortValue: (r, key) => r[key],
    noMatch: words.noMatch,
    columns: [
      {
        header: words.name,
        sort: "name",
        cell: (r) => <span className="block font-semibold break-words">{r.name}</span>,
      },
      { header: words.address, sort: "address", from: "sm", under: true, cell: (r) => r.address },
      { header: t.people.whatsApp, sort: "whatsApp", numeric: true, cell: (r) => r.whatsApp },
    ],
    actions: { name: (r) => r.name, stack: true },
  };
}

export function CustomerListView({ rows, loadError }: { rows: readonly CustomerRow[]; loadError: string | null }) {
  const t = usePanelTexts();
  const list = useMemo(() => customersList(t), [t]);
  // The shared download button: an empty list's 'No Data' is the spec's alert, not a page of plain text.
  const download = (
    <DownloadButton
      href="/adminpanel/customers.csv"
      label={t.people.customers.download}
      done={t.people.customers.downloaded}
      failed={t.people.customers.downloadFailed}
      fallbackName={CUSTOMERS_CSV_FILE_NAME}
    />
  );
  return <ListScreen list={list} rows={rows} loadError={loadError} tools={download} />;
}

type FormProps = { item: CustomerRow | null; failed?: { error: string; values?: CustomerValues } | null };

export function CustomerForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("customers");
  return <CustomerFields key={location.key} {...props} />;
}

function CustomerFields({ item, failed }: FormProps) {
  const t = usePanelTexts();
  const say = usePanelSay();
  const words = t.people.customers;
  const initial =
    failed?.values ?? (item ? { name: item.name, address: item.address, whatsApp: item.whatsApp } : emptyCustomer());
  // 'Name' is said per screen: the rules carry it in the admin's language.
  const rules = useMemo(() => customerRulesNamed(words.name), [words.name]);
  const form = useLiveForm<CustomerValues>(initial, (v) => sayAll(checkCustomer(v, rules), say));
  return (
    <FormFrame
      base={BASE}
      heading={item ? words.updateHeading : words.addHeading}
      error={failed?.error}
      submitLabel={item ? t.people.update : t.people.add}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={words.name} autoComplete="off" {...form.field("name")} />
      <TextField label={words.address} autoComplete="off" {...form.field("address")} />
      {/* The shared phone field's hint, in the admin's language. */}
      <TextField
        label={words.whatsAppLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={words.whatsAppHint}
        {...form.field("whatsApp")}
      />
    </FormFrame>
  );
}
