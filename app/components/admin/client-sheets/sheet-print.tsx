import { Link } from "react-router";
import { Notice } from "#app/components/form";
import type { DietText, SheetRow } from "#app/domain/clinic/client-sheet";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { SHEETS_BASE } from "./client-chooser";

type Props = {
  clinicName: string;
  client: { id: number; name: string };
  sheet: SheetRow;
  diet: DietText | null;
  whatsApp: string | null;
};

/**
 * A client's diet on paper: the clinic's name, the client's, the date, the diet's number, name and content — the words
 * "Send diet" puts in WhatsApp, in the admin's language. The admin panel's header and footer, and the buttons here,
 * are left off the print.
 */
export function SheetPrint({ clinicName, client, sheet, diet, whatsApp }: Props) {
  const c = usePanelTexts().clinic;
  return (
    <section className="max-w-2xl">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast hover:bg-brand-strong"
        >
          {c.print.print}
        </button>
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg bg-[#1f7a4d] px-4 font-bold text-white"
          >
            {c.print.send}
          </a>
        )}
        <Link
          to={`${SHEETS_BASE}?client=${client.id}`}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100"
        >
          {c.sheets.toggle.list}
        </Link>
      </div>
      <article
        aria-label={c.print.diet}
        className="rounded-xl border border-stone-200 bg-white p-4 print:border-0 print:p-0"
      >
        <h1 className="text-2xl font-bold tracking-tight break-words">{clinicName}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{c.print.dietFor}</dt>
          <dd className="break-words">{client.name}</dd>
          <dt className="font-semibold">{c.print.date}</dt>
          <dd className="tabular-nums">{c.date(sheet.dateOfDelivery)}</dd>
          <dt className="font-semibold">{c.print.sheet}</dt>
          <dd className="tabular-nums">{sheet.sheetNumber}</dd>
        </dl>
        {diet ? (
          <>
            <h2 className="mt-5 border-t border-stone-200 pt-4 text-lg font-bold break-words">
              {c.message.heading(sheet.dietNumber, diet.dietName)}
            </h2>
            <p className="mt-2 leading-relaxed break-words whitespace-pre-line">{diet.dietContent}</p>
          </>
        ) : (
          <div className="mt-5">
            <Notice tone="error">{c.sheets.unknownDiet(String(sheet.dietNumber))}</Notice>
          </div>
        )}
      </article>
    </section>
  );
}
