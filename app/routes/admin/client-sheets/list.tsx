import { ChooseClient, SheetListView, SheetsLocked } from "#app/components/admin/client-sheets/sheet-list";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { sheetListLoader } from "./sheet.server";

/** Client Sheets LIST (a clinic's, premium): choose a client (?client={id}), then their sheets and weight chart. */
export const loader = (args: Route.LoaderArgs) => sheetListLoader(args);

export default function ClientSheetsList({ loaderData }: Route.ComponentProps) {
  if (!loaderData.premium) return <SheetsLocked />;
  const { clients, client, sheets, diets, clinicName } = loaderData;
  return client ? (
    <SheetListView clients={clients} client={client} sheets={sheets} diets={diets} clinicName={clinicName} />
  ) : (
    <ChooseClient clients={clients} />
  );
}

export const meta = panelMeta((t) => t.clinic.sheets.title);
