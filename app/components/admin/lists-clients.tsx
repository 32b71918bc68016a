import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import {
  type ClientItem,
  type ClientListRow,
  type ClientSortKey,
  type ClientValues,
  checkClient,
  clientSearchText,
  clientSortValue,
  emptyClient,
} from "#app/domain/clinic/client";
import {
  CLIENT_SELECT_LABELS,
  CLIENT_STATUSES,
  CLINIC_MESSAGES,
  clientRules,
  DELIVERY_DAYS,
} from "#app/domain/clinic/clinic";
import { CheckboxField, PhoneField, SelectField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* A diet clinic's Clients screens (spec 3 §2 "Diet-clinic admin", §4 "Panels"): premium only, with the CSV download. */

const BASE = "/adminpanel/clients";
const MESSAGES = CLINIC_MESSAGES.client;
/** Spec 3 §4 "Panels": the one top button. */
const TOGGLE = { add: "Add a Client", list: "List of Clients" };

type Shown = { whatsApp: boolean; address: boolean };

/**
 * Client, Status and Day fit a 360 px row beside Edit and Delete (spec 3 §2); WhatsApp and Address have their columns
 * from md up, and on a phone show under the client's name only when their toggles are on.
 */
const clientList = (show: Shown): ListDeclaration<ClientListRow, ClientSortKey> => ({
  base: BASE,
  toggle: TOGGLE,
  subject: "CLIENTS",
  label: "Clients",
  searchLabel: "Search Clients",
  remember: "clients",
  search: clientSearchText,
  sortValue: clientSortValue,
  noMatch: "No clients match the search.",
  dense: true,
  columns: [
    { header: "Client", sort: "name", cell: (r) => <span className="block font-semibold break-words">{r.name}</span> },
    { header: "Status", sort: "status", cell: (r) => r.status },
    { header: "Day", sort: "dietDeliveryDay", cell: (r) => <DeliveryDay day={r.dietDeliveryDay} /> },
    { header: "WhatsApp", from: "md", under: show.whatsApp, numeric: true, cell: (r) => r.whatsApp },
    { header: "Address", from: "md", under: show.address, cell: (r) => r.address },
  ],
  actions: { name: (r) => r.name, stack: true },
});

/** "Wed" on a phone, where "Wednesday" would push Edit and Delete off the row; read out in full. */
function DeliveryDay({ day }: { day: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {day.slice(0, 3)}
      </span>
      <span className="max-sm:sr-only">{day}</span>
    </>
  );
}

export function ClientListView({ rows, loadError }: { rows: readonly ClientListRow[]; loadError: string | null }) {
  const [show, setShow] = useState<Shown>({ whatsApp: false, address: false });
  const list = useMemo(() => clientList(show), [show]);
  const download = (
    <DownloadButton
      href="/adminpanel/clients.csv"
      label={MESSAGES.downloadLabel}
      done={MESSAGES.downloaded}
      failed={MESSAGES.loadFailed}
      fallbackName="Clients.csv"
    />
  );
  // Spec 3 §2: on a phone WhatsApp and Address are behind these toggles.
  const toggles = (
    <div role="group" aria-label="Show columns" className="mb-2 flex flex-wrap gap-x-6 md:hidden">
      <CheckboxField
        label="WhatsApp"
        name="showWhatsApp"
        checked={show.whatsApp}
        onChange={(on) => setShow((s) => ({ ...s, whatsApp: on }))}
      />
      <CheckboxField
        label="Address"
        name="showAddress"
        checked={show.address}
        onChange={(on) => setShow((s) => ({ ...s, address: on }))}
      />
    </div>
  );
  return <ListScreen list={list} rows={rows} loadError={loadError} tools={download} controls={toggles} />;
}

type FormProps = { item: ClientItem | null; failed?: { error: string; values?: ClientValues } | null };

/** ADD and UPDATE; a new location (after an add) starts an empty form. */
export function ClientForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("clients");
  return <ClientFields key={location.key} {...props} />;
}

const statusOptions = CLIENT_STATUSES.map((s) => ({ value: s, label: s }));
const dayOptions = DELIVERY_DAYS.map((d) => ({ value: d, label: d }));

function ClientFields({ item, failed }: FormProps) {
  const form = useLiveForm<ClientValues>(failed?.values ?? item?.values ?? emptyClient(), checkClient);
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update Client" : "Add Client"}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item && { id: item.id, name: item.values.name }}
      toggle={TOGGLE}
    >
      <TextField label={clientRules.name.label} autoComplete="off" {...form.field("name")} />
      <PhoneField label={clientRules.whatsApp.label} {...form.field("whatsApp")} />
      <TextField label={clientRules.address.label} autoComplete="off" {...form.field("address")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={clientRules.age.label}
          inputMode="numeric"
          autoComplete="off"
          hint="Years."
          {...form.field("age")}
        />
        <TextField
          label={clientRules.weightOriginal.label}
          autoComplete="off"
          hint="e.g. 72 kg"
          {...form.field("weightOriginal")}
        />
        <TextField
          label={clientRules.height.label}
          autoComplete="off"
          hint="e.g. 5 ft 4 in"
          {...form.field("height")}
        />
      </div>
      <TextField label={clientRules.illness.label} autoComplete="off" {...form.field("illness")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={CLIENT_SELECT_LABELS.status}
          placeholder="Select status"
          options={statusOptions}
          {...form.field("status")}
        />
        <SelectField
          label={CLIENT_SELECT_LABELS.dietDeliveryDay}
          placeholder="Select delivery day"
          options={dayOptions}
          {...form.field("dietDeliveryDay")}
        />
      </div>
      <TextField label={clientRules.extraInfo.label} autoComplete="off" {...form.field("extraInfo")} />
    </FormFrame>
  );
}
