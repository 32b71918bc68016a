import { SheetForm } from "#app/components/admin/client-sheets/sheet-form";
import { SheetsLocked } from "#app/components/admin/client-sheets/sheet-list";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { sheetFormAction, sheetFormLoader } from "./sheet.server";

/** Client sheet ADD for the client of ?client={id}: stays here, empty, with 'Client sheet {n} added successfully.' */
export const loader = (args: Route.LoaderArgs) => sheetFormLoader(args);
export const action = (args: Route.ActionArgs) => sheetFormAction(args);

export default function NewClientSheet({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.premium) return <SheetsLocked />;
  const { client, clients, diets, today } = loaderData;
  return <SheetForm client={client} item={null} clients={clients} diets={diets} today={today} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.sheets.title);
