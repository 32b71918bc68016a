/**
 * A diet clinic's clients (spec 3 §2 "Diet-clinic admin", §3 Client, §4 "Client options", §5 "Client"): the form's
 * values and rules, and how the list searches and sorts them. Pure, so the browser (live messages, the list) and the
 * Worker (re-checks) share it. The zod re-check is in client-schema.ts, the CSV in client-csv.ts.
 */
import { checkFields, checkSelect } from "../field-rules";
import {
  CLIENT_SELECT_LABELS,
  CLIENT_STATUSES,
  type ClientStatus,
  clientRules,
  DELIVERY_DAYS,
  type DeliveryDay,
} from "./clinic";

/** The form as typed: every value a string, the two selects "" while at their placeholder. */
export type ClientValues = {
  name: string;
  age: string;
  address: string;
  whatsApp: string;
  weightOriginal: string;
  height: string;
  illness: string;
  status: string;
  dietDeliveryDay: string;
  extraInfo: string;
};

export const emptyClient = (): ClientValues => ({
  name: "",
  age: "",
  address: "",
  whatsApp: "",
  weightOriginal: "",
  height: "",
  illness: "",
  status: "",
  dietDeliveryDay: "",
  extraInfo: "",
});

export const isClientStatus = (value: string): value is ClientStatus =>
  (CLIENT_STATUSES as readonly string[]).includes(value);
export const isDeliveryDay = (value: string): value is DeliveryDay =>
  (DELIVERY_DAYS as readonly string[]).includes(value);

/**
 * A select's message: the placeholder gives '{label} is required'; so does a value that is none of the options (only a
 * hand-made request sends one, and the form has no better word for it).
 */
function checkOption(label: string, value: string, known: (v: string) => boolean): string | null {
  return checkSelect(label, value) ?? (known(value.trim()) ? null : `${label} is required`);
}

/** The first message of each field, as the form shows them live and the server answers them. */
export function checkClient(values: ClientValues): Partial<Record<keyof ClientValues, string>> {
  const messages: Partial<Record<keyof ClientValues, string>> = checkFields<keyof typeof clientRules>(
    clientRules,
    values,
  );
  const status = checkOption(CLIENT_SELECT_LABELS.status, values.status, isClientStatus);
  const day = checkOption(CLIENT_SELECT_LABELS.dietDeliveryDay, values.dietDeliveryDay, isDeliveryDay);
  if (status) messages.status = status;
  if (day) messages.dietDeliveryDay = day;
  return messages;
}

/** What the list shows of a client. */
export type ClientListRow = {
  id: number;
  name: string;
  status: string;
  dietDeliveryDay: string;
  whatsApp: string;
  address: string;
};
/** A client as stored: the list's columns and the rest the form edits and the download writes. */
export type ClientRecord = ClientListRow & {
  age: number | null;
  weightOriginal: string;
  height: string;
  illness: string;
  extraInfo: string;
  createdAt: Date;
};
/** The client an UPDATE screen edits, as its form shows it. */
export type ClientItem = { id: number; values: ClientValues };

export type ClientSortKey = "name" | "status" | "dietDeliveryDay";

/** What the search box looks in: the name, and the columns a small screen may hide (a number, a street). */
export const clientSearchText = (row: ClientListRow): string =>
  `${row.name} ${row.status} ${row.dietDeliveryDay} ${row.whatsApp} ${row.address}`;

/**
 * The value a column sorts by: a name as people read it; a status in the spec's order (enquired → Active → On Hold →
 * Stopped, the way a client moves); a delivery day in the week's order (Monday first), not alphabetically.
 */
export function clientSortValue(row: ClientListRow, key: ClientSortKey): string | number {
  if (key === "status") return (CLIENT_STATUSES as readonly string[]).indexOf(row.status);
  if (key === "dietDeliveryDay") return (DELIVERY_DAYS as readonly string[]).indexOf(row.dietDeliveryDay);
  return row.name;
}
