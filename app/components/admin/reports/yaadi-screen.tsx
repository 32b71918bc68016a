import { useState } from "react";
import { Link, useLocation } from "react-router";
import { RadioChoices } from "#app/components/form";
import type { YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { isEditable, type YaadiStatus } from "#app/domain/orders/order-status";
import { LOCALE_NAMES } from "#app/i18n/locale";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useWriting, WritingProvider } from "#app/i18n/provider";
import { YaadiBill } from "../bills/yaadi-bill";
import { useAdminLayout } from "../use-admin-layout";
import { RowButton } from "./row-button";
import { type SheetKind, usePrintedInStoreLanguage, YaadiSheet } from "./yaadi-sheet";

/* One yaadi for the shop: what the customer asked for, where it stands, what to tell them, and its printout. */

type Paper = "a4" | "receipt" | "receipt58";

/** What to print (the yaadi with prices, or the challan that goes with the goods) and on which paper (app.css). */
function PrintChoice(props: {
  sheet: SheetKind;
  onSheet: (s: SheetKind) => void;
  paper: Paper;
  onPaper: (p: Paper) => void;
  onPrint: () => void;
  /** The store's language when the sheet prints in another than the screen's. */
  storeLanguage: string | null;
}) {
  const said = usePanelTexts().yaadi.print;
  const sheets: { value: SheetKind; label: string }[] = [
    { value: "yaadi", label: said.yaadi },
    { value: "challan", label: said.challan },
  ];
  const papers: { value: Paper; label: string }[] = [
    { value: "a4", label: said.a4 },
    { value: "receipt", label: said.receipt80 },
    { value: "receipt58", label: said.receipt58 },
  ];
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
      <legend className="px-1 font-semibold">{said.legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        <RadioChoices name="sheet" options={sheets} value={props.sheet} onChange={props.onSheet} />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        <RadioChoices name="paper" options={papers} value={props.paper} onChange={props.onPaper} />
      </div>
      {props.storeLanguage && <p className="text-sm text-stone-600">{said.inStoreLanguage(props.storeLanguage)}</p>}
      <button
        type="button"
        onClick={props.onPrint}
        className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast"
      >
        {props.sheet === "challan" ? said.printChallan : said.printYaadi}
      </button>
    </fieldset>
  );
}

const STATUS_COLOURS: Record<YaadiStatus, string> = {
  placed: "bg-amber-100 text-amber-900",
  accepted: "bg-sky-100 text-sky-900",
  packed: "bg-indigo-100 text-indigo-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-700",
};

/** The yaadi's status, coloured as the Yaadi Summary colours it, in the admin's language. */
function StatusBadge({ status }: { status: YaadiStatus }) {
  const label = usePanelTexts().yaadi.statuses[status];
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_COLOURS[status]}`}>
      {label}
    </span>
  );
}

export function YaadiScreen({ data }: { data: YaadiScreenData }) {
  const { yaadi, moves, chatLink, orderPagePath } = data;
  const t = usePanelTexts();
  const said = t.yaadi;
  const here = useLocation().pathname;
  const open = yaadi.status !== "cancelled";
  const { shop } = useAdminLayout();
  const page = useWriting();
  const [sheet, setSheet] = useState<SheetKind>("yaadi");
  const [paper, setPaper] = useState<Paper>("a4");
  const { printed, print } = usePrintedInStoreLanguage(data.print);
  const sheetProps = { yaadi, kind: sheet, paper, shopName: shop.shopName };
  const storeLocale = data.print?.writing.locale;
  return (
    <section className="max-w-2xl">
      <p className="mb-2 print:hidden">
        <Link to="/adminpanel/yaadi-summary?day=today" className="font-semibold text-brand-ink underline">
          {t.menu.screens.yaadiSummary}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <h1 className="text-xl font-bold tracking-tight">{said.number(yaadi.id)}</h1>
        <p className="flex items-center gap-1">
          <StatusBadge status={yaadi.status} />
          {yaadi.paid && (
            <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-bold text-green-800">{said.paid}</span>
          )}
        </p>
      </div>
      <div className={printed ? "print:hidden" : undefined}>
        <YaadiSheet {...sheetProps} words={data.sheet} />
      </div>
      {printed && (
        <div className="hidden print:block">
          <WritingProvider writing={printed.writing}>
            <YaadiSheet {...sheetProps} words={printed.words} />
          </WritingProvider>
        </div>
      )}

      <div className="mt-5 space-y-4 print:hidden">
        {open && moves.length > 0 && (
          <div>
            <h2 className="mb-1 text-sm font-bold uppercase tracking-wide text-stone-500">{said.status}</h2>
            <div className="flex flex-wrap gap-2">
              {moves.map((s) => (
                <RowButton
                  key={s}
                  action={here}
                  fields={{ intent: "status", status: s }}
                  label={said.markStatus(said.statuses[s])}
                  tone="primary"
                >
                  {said.actions[s]}
                </RowButton>
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {isEditable(yaadi.status) && (
            <Link
              to={`/adminpanel/yaadies/${yaadi.id}/edit`}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold"
            >
              {said.editYaadi}
            </Link>
          )}
          {chatLink && (
            <a
              href={chatLink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg bg-[#1f7a4d] px-3 font-bold text-white"
            >
              {said.tell(yaadi.customerName)}
            </a>
          )}
          <a
            href={orderPagePath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold"
          >
            {said.customersPage}
          </a>
          {data.credit === "offer" && (
            <RowButton
              action={here}
              fields={{ intent: "credit" }}
              label={t.udhaar.onCreditName(yaadi.id)}
              tone="primary"
            >
              {t.udhaar.onCredit}
            </RowButton>
          )}
          {data.credit !== null && data.credit !== "offer" && (
            <p className="inline-flex min-h-11 items-center gap-2">
              <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                {t.udhaar.isOnCredit}
              </span>
              <Link
                to={`/adminpanel/udhaar/${data.credit.customerId}`}
                className="font-semibold text-brand-ink underline"
              >
                {t.udhaar.seeAccount(yaadi.customerName)}
              </Link>
            </p>
          )}
          <Link
            reloadDocument
            to={`/adminpanel/yaadies/${yaadi.id}/download`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold"
          >
            {said.download}
          </Link>
        </div>
        <YaadiBill action={here} bill={data.bill} billable={data.billable} />
        <PrintChoice
          sheet={sheet}
          onSheet={setSheet}
          paper={paper}
          onPaper={setPaper}
          onPrint={print}
          storeLanguage={storeLocale && storeLocale !== page.locale ? LOCALE_NAMES[storeLocale] : null}
        />
        {open && (
          <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4">
            <RowButton
              action={here}
              fields={{ intent: yaadi.paid ? "unpaid" : "paid" }}
              label={yaadi.paid ? said.markUnpaid : said.markPaid}
            >
              {yaadi.paid ? said.markUnpaid : said.markPaid}
            </RowButton>
            <RowButton
              action={here}
              fields={{ intent: "delete" }}
              label={said.deleteYaadi(yaadi.id)}
              confirm={said.confirmDelete(yaadi.id)}
              busyText={t.kit.deleteInProgress}
              tone="danger"
            >
              {t.kit.delete}
            </RowButton>
          </div>
        )}
      </div>
    </section>
  );
}
