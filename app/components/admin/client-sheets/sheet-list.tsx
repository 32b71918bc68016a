import { Link } from "react-router";
import { Notice } from "#app/components/form";
import { TableShell } from "#app/components/panel/list-table";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import type { DietText, SheetClient, SheetRow } from "#app/domain/clinic/client-sheet";
import { indiaDate } from "#app/domain/clinic/client-sheet";
import { dietWhatsAppLink } from "#app/domain/clinic/diet-message";
import { weightKg } from "#app/domain/clinic/weight-chart";
import type { PanelTexts } from "#app/i18n/panel";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { DeleteButton, type PanelToggle, SortHeader, useListView } from "../list-parts";
import { ListFrame, useChangedIds } from "../lists-common";
import { ClientChooser, SHEETS_BASE } from "./client-chooser";
import { WeightChart } from "./weight-chart";

/* The Client Sheets LIST (spec 3 §2 "Client Sheet", §4 "Panels"): choose a client, then their sheets. */

type SortKey = "sheetNumber" | "dietNumber" | "clientWeight" | "dateOfDelivery";
type ClientOption = { value: string; label: string };
type Clinic = PanelTexts["clinic"];

/** The panel's single top button, its links carrying the chosen client. */
export const sheetToggle = (c: Clinic, clientId: number): PanelToggle => ({
  ...c.sheets.toggle,
  addTo: `${SHEETS_BASE}/new?client=${clientId}`,
  listTo: `${SHEETS_BASE}?client=${clientId}`,
});

/** What version 1 sees instead of any Client Sheets screen (spec 3 §1, §6), in the admin's language. */
export function SheetsLocked() {
  const c = usePanelTexts().clinic;
  const say = usePanelSay();
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">{c.sheets.title}</h1>
      <Notice tone="error">{say(ADMIN_ERRORS.premiumOnly)}</Notice>
    </section>
  );
}

/** Before a client is chosen: the select only. */
export function ChooseClient({ clients }: { clients: readonly ClientOption[] }) {
  const c = usePanelTexts().clinic;
  return (
    <section className="max-w-xl space-y-3">
      <h1 className="text-xl font-bold tracking-tight">{c.sheets.title}</h1>
      <ClientChooser clients={clients} chosenId={null} />
    </section>
  );
}

type ListProps = {
  clients: readonly ClientOption[];
  client: SheetClient;
  sheets: readonly SheetRow[];
  diets: Readonly<Record<string, DietText>>;
  clinicName: string;
};

export function SheetListView({ clients, client, sheets, diets, clinicName }: ListProps) {
  const c = usePanelTexts().clinic;
  const changedIds = useChangedIds("client-sheets");
  const view = useListView<SheetRow, SortKey>(sheets, {
    // The date as stored in India's order, and as the admin reads it.
    text: (r) =>
      `${r.sheetNumber} ${r.dietNumber} ${diets[r.dietNumber]?.dietName ?? ""} ${r.clientWeight} ${indiaDate(r.dateOfDelivery)} ${c.date(r.dateOfDelivery)}`,
    value: (r, key) => (key === "clientWeight" ? (weightKg(r.clientWeight) ?? r.clientWeight) : r[key]),
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <ListFrame
      base={SHEETS_BASE}
      subject={c.sheets.subject}
      count={sheets.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel={c.sheets.searchLabel}
      toggle={sheetToggle(c, client.id)}
      actions={<ClientChooser key={client.id} clients={clients} chosenId={client.id} />}
    >
      <WeightChart sheets={sheets} clientName={client.name} />
      {sheets.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{c.sheets.noSheets(client.name)}</p>
      ) : view.shown.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{c.sheets.noMatch}</p>
      ) : (
        <div className="mt-3">
          <TableShell
            label={c.sheets.tableLabel(client.name)}
            head={
              <>
                <SortHeader label={c.sheets.sn} column="sheetNumber" {...header} />
                <SortHeader label={c.sheets.dietNumber} column="dietNumber" {...header} />
                <SortHeader label={c.sheets.weight} column="clientWeight" {...header} />
                <SortHeader
                  label={c.sheets.date}
                  column="dateOfDelivery"
                  {...header}
                  className="hidden sm:table-cell"
                />
                {/* On a phone the actions have a line of their own under each row (see SheetLine). */}
                <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                  <span className="sr-only">{c.sheets.actions}</span>
                </th>
              </>
            }
          >
            {view.shown.map((r) => (
              <SheetLine
                key={r.id}
                row={r}
                diet={diets[r.dietNumber]}
                client={client}
                clinicName={clinicName}
                changed={changedIds.includes(r.id)}
              />
            ))}
          </TableShell>
        </div>
      )}
    </ListFrame>
  );
}

const ACTION =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap";

/**
 * One sheet. On a phone the date sits under the number and the four actions get a line of their own under the row
 * (a fifth column would not fit 360 px); from sm up they are the last column.
 */
function SheetLine({
  row,
  diet,
  client,
  clinicName,
  changed,
}: {
  row: SheetRow;
  diet: DietText | undefined;
  client: SheetClient;
  clinicName: string;
  changed: boolean;
}) {
  const c = usePanelTexts().clinic;
  const date = c.date(row.dateOfDelivery);
  const tone = changed ? "bg-brand-soft" : "";
  return (
    <>
      <tr className={`${tone} max-sm:border-b-0`}>
        <th scope="row" className="px-2 pt-2 pb-1 text-left align-top font-normal sm:pb-2 sm:align-middle">
          <span className="block font-semibold tabular-nums">{row.sheetNumber}</span>
          <span className="block text-xs whitespace-nowrap text-stone-600 tabular-nums sm:hidden">{date}</span>
        </th>
        <td className="px-2 pt-2 pb-1 align-top sm:pb-2 sm:align-middle">
          <span className="block font-semibold tabular-nums">{row.dietNumber}</span>
          {diet ? (
            <span className="block text-xs break-words text-stone-600">{diet.dietName}</span>
          ) : (
            <span className="block text-xs text-red-700">{c.sheets.noSuchDiet}</span>
          )}
        </td>
        <td className="px-2 pt-2 pb-1 align-top break-words sm:pb-2 sm:align-middle">{row.clientWeight}</td>
        <td className="hidden px-2 py-2 align-middle whitespace-nowrap tabular-nums sm:table-cell">{date}</td>
        <td className="hidden px-1 py-1 text-right align-middle sm:table-cell">
          <SheetActions row={row} diet={diet} client={client} clinicName={clinicName} />
        </td>
      </tr>
      <tr className={`${tone} sm:hidden`}>
        <td colSpan={3} className="px-1 pb-1">
          <SheetActions row={row} diet={diet} client={client} clinicName={clinicName} />
        </td>
      </tr>
    </>
  );
}

/** Edit, Delete (with the spec's confirmation), Send diet (the client's WhatsApp) and Print. */
function SheetActions({
  row,
  diet,
  client,
  clinicName,
}: {
  row: SheetRow;
  diet: DietText | undefined;
  client: SheetClient;
  clinicName: string;
}) {
  const t = usePanelTexts();
  const c = t.clinic;
  const name = c.sheets.sheetName(row.sheetNumber);
  // The diet in the admin's language, as the print page sends it.
  const send =
    diet &&
    dietWhatsAppLink(
      client.whatsApp,
      {
        clinicName,
        clientName: client.name,
        dateOfDelivery: row.dateOfDelivery,
        dietNumber: row.dietNumber,
        dietName: diet.dietName,
        dietContent: diet.dietContent,
      },
      c.message,
    );
  return (
    <div className="flex flex-wrap items-center gap-1 sm:flex-nowrap sm:justify-end">
      <Link
        to={`${SHEETS_BASE}/${row.id}`}
        aria-label={t.kit.editName(name)}
        className={`${ACTION} text-brand-ink hover:bg-brand-soft`}
      >
        {t.kit.edit}
      </Link>
      <DeleteButton action={`${SHEETS_BASE}/${row.id}`} id={row.id} name={name} />
      {send && (
        <a
          href={send}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={c.sheets.sendDietOf(name)}
          className={`${ACTION} text-[#1f7a4d] hover:bg-green-50`}
        >
          {c.sheets.sendDiet}
        </a>
      )}
      <Link
        to={`${SHEETS_BASE}/${row.id}/print`}
        aria-label={c.sheets.printName(name)}
        className={`${ACTION} text-brand-ink hover:bg-brand-soft`}
      >
        {c.sheets.print}
      </Link>
    </div>
  );
}
