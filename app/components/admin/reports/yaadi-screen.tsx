import { useState } from "react";
import { Link, useLocation } from "react-router";
import { RadioChoices } from "#app/components/form";
import { BillTableHead, StoredYaadiBill } from "#app/components/order-table";
import type { AdminYaadi, YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { isEditable, STATUS_ACTIONS, STATUS_LABELS } from "#app/domain/orders/order-status";
import { formatQuantity } from "#app/domain/quantity";
import { formatIstDateTime } from "#app/domain/time";
import { isUnitId } from "#app/domain/units";
import { useAdminLayout } from "../use-admin-layout";
import { DeleteYaadiButton, RowButton } from "./row-button";
import { StatusBadge } from "./yaadi-summary";

/* One yaadi for the shop: what the customer asked for, where it stands, what to tell them, and its printout. */

type Sheet = "yaadi" | "challan";
const SHEETS: { value: Sheet; label: string }[] = [
  { value: "yaadi", label: "Yaadi" },
  { value: "challan", label: "Challan (no prices)" },
];
type Paper = "a4" | "receipt" | "receipt58";
const PAPERS: { value: Paper; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "receipt", label: "80 mm receipt" },
  { value: "receipt58", label: "58 mm receipt" },
];

/** What to print (the yaadi with prices, or the challan that goes with the goods) and on which paper (app.css). */
function PrintChoice(props: { sheet: Sheet; onSheet: (s: Sheet) => void; paper: Paper; onPaper: (p: Paper) => void }) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
      <legend className="px-1 font-semibold">Print</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        <RadioChoices name="sheet" options={SHEETS} value={props.sheet} onChange={props.onSheet} />
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        <RadioChoices name="paper" options={PAPERS} value={props.paper} onChange={props.onPaper} />
      </div>
      <button
        type="button"
        onClick={() => window.print()}
        className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast"
      >
        {props.sheet === "challan" ? "Print Challan" : "Print Yaadi"}
      </button>
    </fieldset>
  );
}

/** The challan: what goes in the bag, without prices. */
function ChallanTable({ lines }: { lines: AdminYaadi["lines"] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <BillTableHead
        columns={[
          { title: "S.No.", className: "py-2 pr-2" },
          { title: "Description", className: "py-2 pr-2" },
          { title: "Qty", className: "py-2 pl-2 text-right" },
        ]}
      />
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.id} className="border-b border-stone-100">
            <td className="py-2 pr-2 tabular-nums">{i + 1}</td>
            <td className="py-2 pr-2">{l.name}</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">
              {isUnitId(l.unitId) ? formatQuantity(l.quantityMilli, l.unitId) : l.quantityMilli / 1000}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function YaadiScreen({ data }: { data: YaadiScreenData }) {
  const { yaadi, moves, chatLink, orderPagePath } = data;
  const here = useLocation().pathname;
  const open = yaadi.status !== "cancelled";
  const { shop } = useAdminLayout();
  const shopName = shop.shopName;
  const [sheet, setSheet] = useState<Sheet>("yaadi");
  const [paper, setPaper] = useState<Paper>("a4");
  return (
    <section className="max-w-2xl">
      <p className="mb-2 print:hidden">
        <Link to="/adminpanel/yaadi-summary?day=today" className="font-semibold text-brand-ink underline">
          Yaadi Summary
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <h1 className="text-xl font-bold tracking-tight">Yaadi no. {yaadi.id}</h1>
        <p className="flex items-center gap-1">
          <StatusBadge status={yaadi.status} />
          {yaadi.paid && (
            <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-bold text-green-800">Paid</span>
          )}
        </p>
      </div>
      <article
        className="bill mt-3 bg-white print:m-0"
        data-paper={paper}
        aria-label={sheet === "challan" ? "Challan" : "Yaadi"}
      >
        <p className="hidden text-center font-bold print:block">
          {shopName} · {sheet === "challan" ? "Challan" : "Yaadi"} no. {yaadi.id}
        </p>
        <section aria-label="Customer" className="my-3 text-sm">
          <p className="font-semibold">{yaadi.customerName}</p>
          <p className="tabular-nums">{yaadi.customerWhatsApp}</p>
          <p className="text-stone-600">{yaadi.customerAddress}</p>
          <p className="text-stone-600">{formatIstDateTime(new Date(yaadi.createdAt))}</p>
        </section>
        {sheet === "challan" ? (
          <ChallanTable lines={yaadi.lines} />
        ) : (
          <StoredYaadiBill
            lines={yaadi.lines}
            totalPaise={yaadi.totalPaise}
            deliveryPaise={yaadi.deliveryChargesPaise}
          />
        )}
      </article>

      <div className="mt-5 space-y-4 print:hidden">
        {open && moves.length > 0 && (
          <div>
            <h2 className="mb-1 text-sm font-bold uppercase tracking-wide text-stone-500">Status</h2>
            <div className="flex flex-wrap gap-2">
              {moves.map((s) => (
                <RowButton
                  key={s}
                  action={here}
                  fields={{ intent: "status", status: s }}
                  label={`Mark ${STATUS_LABELS[s]}`}
                  tone="primary"
                >
                  {STATUS_ACTIONS[s]}
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
              Edit yaadi
            </Link>
          )}
          {chatLink && (
            <a
              href={chatLink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg bg-[#1f7a4d] px-3 font-bold text-white"
            >
              Tell {yaadi.customerName} on WhatsApp
            </a>
          )}
          <a
            href={orderPagePath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold"
          >
            Customer's page
          </a>
          <Link
            reloadDocument
            to={`/adminpanel/yaadies/${yaadi.id}/download`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold"
          >
            Download
          </Link>
        </div>
        <PrintChoice sheet={sheet} onSheet={setSheet} paper={paper} onPaper={setPaper} />
        {open && (
          <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4">
            <RowButton
              action={here}
              fields={{ intent: yaadi.paid ? "unpaid" : "paid" }}
              label={yaadi.paid ? "Mark unpaid" : "Mark paid"}
            >
              {yaadi.paid ? "Mark unpaid" : "Mark paid"}
            </RowButton>
            <DeleteYaadiButton action={here} yaadiId={yaadi.id} fields={{}} />
          </div>
        )}
      </div>
    </section>
  );
}
