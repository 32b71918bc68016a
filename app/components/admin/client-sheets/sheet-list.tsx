import { Link } from "react-router";
import { Notice } from "#app/components/form";
import { TableShell } from "#app/components/panel/list-table";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import type { DietText, SheetClient, SheetRow } from "#app/domain/clinic/client-sheet";
import { indiaDate } from "#app/domain/clinic/client-sheet";
import { dietWhatsAppLink } from "#app/domain/clinic/diet-message";
import { weightKg } from "#app/domain/clinic/weight-chart";
import { DeleteButton, type PanelToggle, SortHeader, useListView } from "../list-parts";
import { ListFrame, useChangedIds } from "../lists-common";
import { ClientChooser, SHEETS_BASE } from "./client-chooser";
import { WeightChart } from "./weight-chart";

/* The Client Sheets LIST (spec 3 §2 "Client Sheet", §4 "Panels"): choose a client, then their sheets. */

type SortKey = "sheetNumber" | "dietNumber" | "clientWeight" | "dateOfDelivery";
type ClientOption = { value: string; label: string };

/** The panel's single top button, its links carrying the chosen client. */
export const sheetToggle = (clientId: number): PanelToggle => ({
  add: "Add a Client Sheet",
  list: "List of Client Sheets",
  addTo: `${SHEETS_BASE}/new?client=${clientId}`,
  listTo: `${SHEETS_BASE}?client=${clientId}`,
});

/** The name a sheet goes by in a confirmation and in its buttons' labels. */
export const sheetName = (sheetNumber: number) => `Client sheet ${sheetNumber}`;

/** What version 1 sees instead of any Client Sheets screen (spec 3 §1, §6), verbatim. */
export function SheetsLocked() {
  return (
    <section className="max-w-xl">
      <h1 className="mb-3 text-xl font-bold tracking-tight">Client Sheets</h1>
      <Notice tone="error">{ADMIN_ERRORS.premiumOnly}</Notice>
    </section>
  );
}

/** Before a client is chosen: the select only. */
export function ChooseClient({ clients }: { clients: readonly ClientOption[] }) {
  return (
    <section className="max-w-xl space-y-3">
      <h1 className="text-xl font-bold tracking-tight">Client Sheets</h1>
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
  const changedIds = useChangedIds("client-sheets");
  const view = useListView<SheetRow, SortKey>(sheets, {
    text: (r) =>
      `${r.sheetNumber} ${r.dietNumber} ${diets[r.dietNumber]?.dietName ?? ""} ${r.clientWeight} ${indiaDate(r.dateOfDelivery)}`,
    value: (r, key) => (key === "clientWeight" ? (weightKg(r.clientWeight) ?? r.clientWeight) : r[key]),
    changedIds,
  });
  const header = { sort: view.sort, onSort: view.onSort };
  return (
    <ListFrame
      base={SHEETS_BASE}
      subject="CLIENT SHEETS"
      count={sheets.length}
      query={view.query}
      onQuery={view.setQuery}
      searchLabel="Search sheets"
      toggle={sheetToggle(client.id)}
      actions={<ClientChooser key={client.id} clients={clients} chosenId={client.id} />}
    >
      <WeightChart sheets={sheets} clientName={client.name} />
      {sheets.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{`${client.name} has no sheets yet.`}</p>
      ) : view.shown.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No sheets match the search.</p>
      ) : (
        <div className="mt-3">
          <TableShell
            label={`Sheets of ${client.name}`}
            head={
              <>
                <SortHeader label="Sn" column="sheetNumber" {...header} />
                <SortHeader label="Diet Number" column="dietNumber" {...header} />
                <SortHeader label="Weight" column="clientWeight" {...header} />
                <SortHeader label="Date" column="dateOfDelivery" {...header} className="hidden sm:table-cell" />
                {/* On a phone the actions have a line of their own under each row (see SheetLine). */}
                <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                  <span className="sr-only">Actions</span>
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
  const date = indiaDate(row.dateOfDelivery);
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
            <span className="block text-xs text-red-700">No such diet</span>
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
  const name = sheetName(row.sheetNumber);
  const send =
    diet &&
    dietWhatsAppLink(client.whatsApp, {
      clinicName,
      clientName: client.name,
      dateOfDelivery: row.dateOfDelivery,
      dietNumber: row.dietNumber,
      dietName: diet.dietName,
      dietContent: diet.dietContent,
    });
  return (
    <div className="flex flex-wrap items-center gap-1 sm:flex-nowrap sm:justify-end">
      <Link
        to={`${SHEETS_BASE}/${row.id}`}
        aria-label={`Edit ${name}`}
        className={`${ACTION} text-brand-ink hover:bg-brand-soft`}
      >
        Edit
      </Link>
      <DeleteButton action={`${SHEETS_BASE}/${row.id}`} id={row.id} name={name} />
      {send && (
        <a
          href={send}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Send the diet of ${name} on WhatsApp`}
          className={`${ACTION} text-[#1f7a4d] hover:bg-green-50`}
        >
          Send diet
        </a>
      )}
      <Link
        to={`${SHEETS_BASE}/${row.id}/print`}
        aria-label={`Print ${name}`}
        className={`${ACTION} text-brand-ink hover:bg-brand-soft`}
      >
        Print
      </Link>
    </div>
  );
}
