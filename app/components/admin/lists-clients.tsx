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
  isClientStatus,
  isDeliveryDay,
} from "#app/domain/clinic/client";
import { CLIENT_SELECT_LABELS, CLIENT_STATUSES, clientRules, DELIVERY_DAYS } from "#app/domain/clinic/clinic";
import { fieldMessage, fieldProblem } from "#app/domain/field-rules";
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { CheckboxField, SelectField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* A diet clinic's Clients screens (spec 3 §2 "Diet-clinic admin", §4 "Panels"): premium only, with the CSV download. */

const BASE = "/adminpanel/clients";

type Shown = { whatsApp: boolean; address: boolean };
type Clinic = PanelTexts["clinic"];

/** A stored status or day in the admin's language (a value that is none of the options shows as stored). */
const statusOf = (c: Clinic, status: string) => (isClientStatus(status) ? c.statuses[status] : status);
const dayOf = (c: Clinic, day: string) => (isDeliveryDay(day) ? c.days[day] : day);

/**
 * Client, Status and Day fit a 360 px row beside Edit and Delete (spec 3 §2); WhatsApp and Address have their columns
 * from md up, and on a phone show under the client's name only when their toggles are on.
 */
const clientList = (c: Clinic, show: Shown): ListDeclaration<ClientListRow, ClientSortKey> => ({
  base: BASE,
  toggle: c.clients.toggle,
  subject: c.clients.subject,
  label: c.clients.label,
  searchLabel: c.clients.searchLabel,
  remember: "clients",
  // The stored words and the shown ones: a status or a day is found as the admin reads it.
  search: (r) => `${clientSearchText(r)} ${statusOf(c, r.status)} ${dayOf(c, r.dietDeliveryDay)}`,
  sortValue: clientSortValue,
  noMatch: c.clients.noMatch,
  dense: true,
  columns: [
    {
      header: c.clients.client,
      sort: "name",
      cell: (r) => <span className="block font-semibold break-words">{r.name}</span>,
    },
    { header: c.clients.status, sort: "status", cell: (r) => statusOf(c, r.status) },
    { header: c.clients.day, sort: "dietDeliveryDay", cell: (r) => <DeliveryDay day={r.dietDeliveryDay} /> },
    { header: c.clients.whatsApp, from: "md", under: show.whatsApp, numeric: true, cell: (r) => r.whatsApp },
    { header: c.clients.address, from: "md", under: show.address, cell: (r) => r.address },
  ],
  actions: { name: (r) => r.name, stack: true },
});

/** "Wed" on a phone, where "Wednesday" would push Edit and Delete off the row; read out in full. */
function DeliveryDay({ day }: { day: string }) {
  const c = usePanelTexts().clinic;
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {isDeliveryDay(day) ? c.shortDays[day] : day.slice(0, 3)}
      </span>
      <span className="max-sm:sr-only">{dayOf(c, day)}</span>
    </>
  );
}

export function ClientListView({ rows, loadError }: { rows: readonly ClientListRow[]; loadError: string | null }) {
  const c = usePanelTexts().clinic;
  const [show, setShow] = useState<Shown>({ whatsApp: false, address: false });
  const list = useMemo(() => clientList(c, show), [c, show]);
  const download = (
    <DownloadButton
      href="/adminpanel/clients.csv"
      label={c.clients.download}
      done={c.clients.downloaded}
      failed={c.clients.loadFailed}
      fallbackName="Clients.csv"
    />
  );
  // Spec 3 §2: on a phone WhatsApp and Address are behind these toggles.
  const toggles = (
    <div role="group" aria-label={c.clients.showColumns} className="mb-2 flex flex-wrap gap-x-6 md:hidden">
      <CheckboxField
        label={c.clients.whatsApp}
        name="showWhatsApp"
        checked={show.whatsApp}
        onChange={(on) => setShow((s) => ({ ...s, whatsApp: on }))}
      />
      <CheckboxField
        label={c.clients.address}
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

function ClientFields({ item, failed }: FormProps) {
  const c = usePanelTexts().clinic;
  const say = usePanelSay();
  const form = useLiveForm<ClientValues>(failed?.values ?? item?.values ?? emptyClient(), (values) => {
    const said = sayAll(checkClient(values), say);
    // The name's message with the name's label as shown (see `clients.name` in app/i18n/panel/clinic.en.ts).
    const name = fieldProblem(clientRules.name, values.name);
    if (name) said.name = say(fieldMessage(c.clients.name, name));
    return said;
  });
  const statusOptions = CLIENT_STATUSES.map((s) => ({ value: s, label: c.statuses[s] }));
  const dayOptions = DELIVERY_DAYS.map((d) => ({ value: d, label: c.days[d] }));
  return (
    <FormFrame
      base={BASE}
      heading={item ? c.clients.updateHeading : c.clients.addHeading}
      error={failed?.error}
      submitLabel={item ? c.update : c.add}
      invalid={form.invalid}
      deletable={item && { id: item.id, name: item.values.name }}
      toggle={c.clients.toggle}
    >
      <TextField label={c.clients.name} autoComplete="off" {...form.field("name")} />
      {/* PhoneField's own hint is English (app/components/form.tsx): the same field, its hint in the admin's language. */}
      <TextField
        label={say(clientRules.whatsApp.label)}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint={c.clients.whatsAppHint}
        {...form.field("whatsApp")}
      />
      <TextField label={say(clientRules.address.label)} autoComplete="off" {...form.field("address")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={say(clientRules.age.label)}
          inputMode="numeric"
          autoComplete="off"
          hint={c.clients.ageHint}
          {...form.field("age")}
        />
        <TextField
          label={say(clientRules.weightOriginal.label)}
          autoComplete="off"
          hint={c.clients.weightHint}
          {...form.field("weightOriginal")}
        />
        <TextField
          label={say(clientRules.height.label)}
          autoComplete="off"
          hint={c.clients.heightHint}
          {...form.field("height")}
        />
      </div>
      <TextField label={say(clientRules.illness.label)} autoComplete="off" {...form.field("illness")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={say(CLIENT_SELECT_LABELS.status)}
          placeholder={c.clients.selectStatus}
          options={statusOptions}
          {...form.field("status")}
        />
        <SelectField
          label={say(CLIENT_SELECT_LABELS.dietDeliveryDay)}
          placeholder={c.clients.selectDay}
          options={dayOptions}
          {...form.field("dietDeliveryDay")}
        />
      </div>
      <TextField label={say(clientRules.extraInfo.label)} autoComplete="off" {...form.field("extraInfo")} />
    </FormFrame>
  );
}
