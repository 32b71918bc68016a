import { useState } from "react";
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
} from "../../domain/clinic/client";
import {
  CLIENT_SELECT_LABELS,
  CLIENT_STATUSES,
  CLINIC_MESSAGES,
  clientRules,
  DELIVERY_DAYS,
} from "../../domain/clinic/clinic";
import { CheckboxField, SelectField, TextField } from "../form";
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

/* A diet clinic's Clients screens (spec 3 §2 "Diet-clinic admin", §4 "Panels"): premium only, with the CSV download. */

const BASE = "/adminpanel/clients";
const MESSAGES = CLINIC_MESSAGES.client;
/** Spec 3 §4 "Panels": the one top button. */
const TOGGLE = { add: "Add a Client", list: "List of Clients" };

/** A column a phone leaves out (its value shows under the name when its toggle is on); from md up it has room. */
const WIDE_ONLY = "hidden md:table-cell";
/** A cell's padding: tighter on a phone, so Client, Status, Day and the row's actions fit 360 px. */
const CELL = "px-1.5 py-2 sm:px-2";

export function ClientListView({ rows, loadError }: { rows: readonly ClientListRow[]; loadError: string | null }) {
  const changedIds = useChangedIds("clients");
  const view = useListView<ClientListRow, ClientSortKey>(rows, {
    text: clientSearchText,
    value: clientSortValue,
    changedIds,
  });
  const [show, setShow] = useState({ whatsApp: false, address: false });
  const header = { sort: view.sort, onSort: view.onSort };
  const download = (
    <DownloadButton
      href="/adminpanel/clients.csv"
      label={MESSAGES.downloadLabel}
      done={MESSAGES.downloaded}
      failed={MESSAGES.loadFailed}
      fallbackName="Clients.csv"
    />
  );
  return (
    <ListFrame
      base={BASE}
      subject="CLIENTS"
      count={rows.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel="Search Clients"
      actions={download}
      loadError={loadError}
      toggle={TOGGLE}
    >
      {rows.length > 0 && (
        // Spec 3 §2: on a phone WhatsApp and Address are behind these toggles; shown, they go under the client's name.
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
      )}
      {rows.length > 0 &&
        (view.shown.length === 0 ? (
          <p className="py-6 text-center text-stone-600">No clients match the search.</p>
        ) : (
          <ListTable
            label="Clients"
            head={
              <>
                <SortHeader label="Client" column="name" {...header} />
                <SortHeader label="Status" column="status" {...header} />
                <SortHeader label="Day" column="dietDeliveryDay" {...header} />
                <th scope="col" className={`px-2 py-2 text-left font-semibold ${WIDE_ONLY}`}>
                  WhatsApp
                </th>
                <th scope="col" className={`px-2 py-2 text-left font-semibold ${WIDE_ONLY}`}>
                  Address
                </th>
                <ActionsHeader />
              </>
            }
          >
            {view.shown.map((r) => (
              <tr key={r.id} className={changedIds.includes(r.id) ? "bg-brand-soft" : undefined}>
                <td className={CELL}>
                  <span className="block font-semibold break-words">{r.name}</span>
                  {show.whatsApp && (
                    <span className="block text-sm text-stone-700 tabular-nums md:hidden">{r.whatsApp}</span>
                  )}
                  {show.address && (
                    <span className="block text-sm break-words text-stone-700 md:hidden">{r.address}</span>
                  )}
                </td>
                <td className={CELL}>{r.status}</td>
                <td className={CELL}>
                  {/* "Wed" on a phone, where "Wednesday" would push Edit and Delete off the row; read out in full. */}
                  <span aria-hidden="true" className="sm:hidden">
                    {r.dietDeliveryDay.slice(0, 3)}
                  </span>
                  <span className="max-sm:sr-only">{r.dietDeliveryDay}</span>
                </td>
                <td className={`px-2 py-2 whitespace-nowrap tabular-nums ${WIDE_ONLY}`}>{r.whatsApp}</td>
                <td className={`px-2 py-2 break-words ${WIDE_ONLY}`}>{r.address}</td>
                <RowActions editTo={`${BASE}/${r.id}`} deleteAction={BASE} id={r.id} name={r.name} stack />
              </tr>
            ))}
          </ListTable>
        ))}
    </ListFrame>
  );
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
      <TextField
        label={clientRules.whatsApp.label}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="10 digits, without +91."
        {...form.field("whatsApp")}
      />
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
