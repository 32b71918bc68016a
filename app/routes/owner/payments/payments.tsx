import { data, Form, useNavigation } from "react-router";
import { WriteKeyField } from "#app/components/admin/write-key";
import { formatDmy, formatIstDateTime } from "#app/domain/time";
import { decidePayment, listPayments } from "#app/server/owner/payments.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import { formTextOf } from "#app/server/request/form-body.server";
import type { Route } from "./+types/payments";

/** Payments (issue 12): the shops' UPI screenshots waiting for verification; verify or reject each. */
export async function loader({ context }: Route.LoaderArgs) {
  return { rows: await listPayments(ownerOf(context).app.db, "pending") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  const form = formTextOf(context);
  if (form.intent !== "verify" && form.intent !== "reject")
    return data({ error: "Choose Verify or Reject." }, { status: 400 });
  const result = await decidePayment(owner, idParam(form.id), form.intent === "verify" ? "verified" : "rejected");
  if (!result.ok && result.reason === "notFound") notFound();
  if (!result.ok)
    return redirectWithFlash(request, "/owner/payments", {
      tone: "error",
      text: "This payment was already verified or rejected.",
    });
  const text = result.dueDate
    ? `Payment of ${result.shopUrl} verified. Next due date ${formatDmy(result.dueDate)}.`
    : `Payment of ${result.shopUrl} rejected.`;
  return redirectWithFlash(request, "/owner/payments", { tone: "success", text });
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-bold tracking-tight">
        {rows.length === 0 ? "NO PAYMENTS TO VERIFY" : `PAYMENTS TO VERIFY (${rows.length})`}
      </h1>
      <ul aria-label="Payments to verify" className="grid gap-3 sm:grid-cols-2">
        {rows.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
            <p className="font-semibold break-words">
              {p.shopUrl} <span className="font-normal text-stone-600">· {p.shopName}</span>
            </p>
            <p className="text-sm">
              Rs. {(p.amountPaise / 100).toFixed(2)} · sent {formatIstDateTime(new Date(p.createdAt))} · due{" "}
              {p.paymentDueDate ? formatDmy(p.paymentDueDate) : "–"}
            </p>
            <a href={`/owner/payments/${p.id}/screenshot`} target="_blank" rel="noreferrer" className="block">
              <img
                src={`/owner/payments/${p.id}/screenshot`}
                alt={`Payment screenshot of ${p.shopUrl}`}
                loading="lazy"
                className="max-h-72 rounded border border-stone-200 object-contain"
              />
            </a>
            <div className="flex gap-2">
              {(["verify", "reject"] as const).map((intent) => (
                <Form method="post" key={intent}>
                  <WriteKeyField />
                  <input type="hidden" name="id" value={p.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={intent}
                    disabled={busy}
                    aria-label={`${intent === "verify" ? "Verify" : "Reject"} the payment of ${p.shopUrl}`}
                    className={`min-h-11 rounded-lg px-4 font-bold ${intent === "verify" ? "bg-brand text-brand-contrast" : "border border-red-300 text-red-700"}`}
                  >
                    {intent === "verify" ? "Verify" : "Reject"}
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = () => [{ title: "Payments – Back office" }, { name: "robots", content: "noindex" }];
