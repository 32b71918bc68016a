import { SheetsLocked } from "#app/components/admin/client-sheets/sheet-list";
import { SheetPrint } from "#app/components/admin/client-sheets/sheet-print";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/print";
import { sheetPrintLoader } from "./sheet.server";

/** One sheet's diet, to print (or send on WhatsApp): the clinic, the client, the date, the diet and its content. */
export const loader = (args: Route.LoaderArgs) => sheetPrintLoader(args, args.params.sheetId);

export default function PrintClientSheet({ loaderData }: Route.ComponentProps) {
  if (!loaderData.premium) return <SheetsLocked />;
  const { clinicName, client, sheet, diet, whatsApp } = loaderData;
  return <SheetPrint clinicName={clinicName} client={client} sheet={sheet} diet={diet} whatsApp={whatsApp} />;
}

export const meta = panelMeta((t) => t.clinic.print.title);
