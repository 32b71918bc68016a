import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation, useSearchParams } from "react-router";
import { type BillPaper, BillSheet } from "#app/components/bills/bill-sheet";
import { RadioChoices } from "#app/components/form";
import type { BillPageData } from "#app/domain/bills/bill";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { RowButton } from "../reports/row-button";

/*
 * One bill for the shop: the bill as it prints (in the admin's language on screen; in the store's on paper and on
 * the customer's phone), A4 or an 80 mm roll, its private link sent on WhatsApp, and Cancel, which keeps the number.
 */

const button = "inline-flex min-h-11 items-center rounded-lg px-3 font-bold";

export function BillScreen({ data }: { data: BillPageData }) {
  const t = usePanelTexts();
  const said = t.bills;
  const here = useLocation().pathname;
  const [search] = useSearchParams();
  const [paper, setPaper] = useState<BillPaper>(search.get("paper") === "receipt" ? "receipt" : "a4");
  // The store's-language copy is drawn only to print (the screen reads in the admin's language).
  const [printing, setPrinting] = useState(false);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  // Cash Billing's "Print Bill" lands here with ?print=1: the stored bill prints at once, as the old bill did.
  const printNow = search.get("print") === "1";
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page opens
  useEffect(() => {
    if (printNow) print();
  }, []);
  const papers: { value: BillPaper; label: string }[] = [
    { value: "a4", label: said.a4 },
    { value: "receipt", label: said.receipt },
  ];
  const printed = printing && data.print;
  return (
    <section className="max-w-3xl">
      <p className="mb-2 print:hidden">
        <Link to="/adminpanel/bills" className="font-semibold text-brand-ink underline">
          {said.title}
        </Link>
      </p>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <h1 className="text-xl font-bold tracking-tight">{said.bill(data.number)}</h1>
        {data.cancelled && (
          <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800">{said.cancelled}</span>
        )}
      </div>
      <div className={printed ? "print:hidden" : undefined}>
        <BillSheet words={data.screen.words} paper={paper} lang={data.screen.writing.locale} />
      </div>
      {printed && (
        <div className="hidden print:block">
          <BillSheet words={printed.words} paper={paper} lang={printed.writing.locale} />
        </div>
      )}
      <div className="mt-5 space-y-4 print:hidden">
        <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
          <legend className="px-1 font-semibold">{said.paper}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            <RadioChoices name="paper" options={papers} value={paper} onChange={setPaper} />
          </div>
          {data.print && <p className="text-sm text-stone-600">{said.inStoreLanguage(data.print.language)}</p>}
          <button type="button" onClick={print} className={`${button} bg-brand text-brand-contrast`}>
            {said.print}
          </button>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <a href={data.share} target="_blank" rel="noreferrer" className={`${button} bg-[#1f7a4d] text-white`}>
            {said.share}
          </a>
          <a href={data.link} target="_blank" rel="noreferrer" className={`${button} border border-stone-300 bg-white`}>
            {said.customersCopy}
          </a>
        </div>
        {!data.cancelled && (
          <div className="border-t border-stone-200 pt-4">
            <RowButton
              action={here}
              fields={{ intent: "cancel" }}
              label={said.cancel}
              confirm={said.cancelAsk(data.number)}
              busyText={said.cancelling}
              tone="danger"
            >
              {said.cancel}
            </RowButton>
          </div>
        )}
      </div>
    </section>
  );
}
