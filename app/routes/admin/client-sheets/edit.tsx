import { SheetForm } from "#app/components/admin/client-sheets/sheet-form";
import { SheetsLocked } from "#app/components/admin/client-sheets/sheet-list";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { sheetFormAction, sheetFormLoader } from "./sheet.server";

/** Client sheet UPDATE (it may move to another client of the clinic) and DELETE; back to the client's LIST after. */
export const loader = (args: Route.LoaderArgs) => sheetFormLoader(args, args.params.sheetId);
export const action = (args: Route.ActionArgs) => sheetFormAction(args, args.params.sheetId);

export default function EditClientSheet({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.premium) return <SheetsLocked />;
  const { client, item, clients, diets, today } = loaderData;
  return <SheetForm client={client} item={item} clients={clients} diets={diets} today={today} failed={actionData} />;
}

export const meta = panelMeta((t) => t.clinic.sheets.title);
