import { Link, useLocation } from "react-router";
import { ADMIN_MESSAGES } from "../../../domain/admin/messages";
import { isEditable, STATUS_ACTIONS, STATUS_LABELS } from "../../../domain/orders/order-status";
import { formatIstDateTime } from "../../../domain/time";
import type { yaadiLoader } from "../../../routes/admin/yaadies/yaadi.server";
import { OrderTable, OrderTotals } from "../../order-table";
import { RowButton } from "./row-button";
import { StatusBadge } from "./yaadi-summary";

/* One yaadi for the shop: what the customer asked for, where it stands, and what to tell them. */

type Data = Awaited<ReturnType<typeof yaadiLoader>>;

export function YaadiScreen({ data }: { data: Data }) {
  const { yaadi, moves, chatLink, orderPagePath } = data;
  const here = useLocation().pathname;
  const open = yaadi.status !== "cancelled";
  return (
    <section className="max-w-2xl">
      <p className="mb-2 print:hidden">
        <Link to="/adminpanel/yaadi-summary?day=today" className="font-semibold text-brand-ink underline">
          Yaadi Summary
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold tracking-tight">Yaadi no. {yaadi.id}</h1>
        <p className="flex items-center gap-1">
          <StatusBadge status={yaadi.status} />
          {yaadi.paid && <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-bold text-green-800">Paid</span>}
        </p>
      </div>
      <section aria-label="Customer" className="my-3 text-sm">
        <p className="font-semibold">{yaadi.customerName}</p>
        <p className="tabular-nums">{yaadi.customerWhatsApp}</p>
        <p className="text-stone-600">{yaadi.customerAddress}</p>
        <p className="text-stone-600">{formatIstDateTime(new Date(yaadi.createdAt))}</p>
      </section>
      <OrderTable lines={yaadi.lines.map((l) => ({ key: l.id, name: l.name, information: l.information, unitId: l.unitId, quantityMilli: l.quantityMilli, ratePaise: l.pricePaise, totalPaise: l.lineTotalPaise }))} />
      <OrderTotals totalPaise={yaadi.totalPaise} deliveryPaise={yaadi.deliveryChargesPaise} productCount={yaadi.lines.length} freeDelivery="hidden" />

      <div className="mt-5 space-y-4 print:hidden">
        {open && moves.length > 0 && (
          <div>
            <h2 className="mb-1 text-sm font-bold uppercase tracking-wide text-stone-500">Status</h2>
            <div className="flex flex-wrap gap-2">
              {moves.map((s) => (
                <RowButton key={s} action={here} fields={{ intent: "status", status: s }} label={`Mark ${STATUS_LABELS[s]}`} tone="primary">
                  {STATUS_ACTIONS[s]}
                </RowButton>
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {isEditable(yaadi.status) && (
            <Link to={`/adminpanel/yaadies/${yaadi.id}/edit`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold">
              Edit yaadi
            </Link>
          )}
          <a href={chatLink} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center rounded-lg bg-[#1f7a4d] px-3 font-bold text-white">
            Tell {yaadi.customerName} on WhatsApp
          </a>
          <a href={orderPagePath} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold">
            Customer's page
          </a>
          <Link reloadDocument to={`/adminpanel/yaadies/${yaadi.id}/download`} className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-bold">
            Download
          </Link>
          <button type="button" onClick={() => window.print()} className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 font-bold">
            Print
          </button>
        </div>
        {open && (
          <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4">
            <RowButton action={here} fields={{ intent: yaadi.paid ? "unpaid" : "paid" }} label={yaadi.paid ? "Mark unpaid" : "Mark paid"}>
              {yaadi.paid ? "Mark unpaid" : "Mark paid"}
            </RowButton>
            <RowButton
              action={here}
              fields={{ intent: "delete" }}
              label={`Delete yaadi no. ${yaadi.id}`}
              confirm={ADMIN_MESSAGES.confirmDelete(`Yaadi no. ${yaadi.id}`)}
              busyText={ADMIN_MESSAGES.deleteInProgress}
              tone="danger"
            >
              Delete
            </RowButton>
          </div>
        )}
      </div>
    </section>
  );
}
