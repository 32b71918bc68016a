import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { BuyerTaxFields } from "#app/components/bills/buyer-tax-fields";
import { Notice } from "#app/components/form";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { WriteKeyField } from "../write-key";

/**
 * A yaadi's bill on its screen: the standing bill's number and a link to it, or Make Bill with the customer's
 * optional GSTIN and state (a registered buyer's tax invoice; another state's place of supply).
 */
export function YaadiBill({
  action,
  bill,
  billable,
}: {
  action: string;
  bill: { id: number; number: string } | null;
  billable: boolean;
}) {
  const said = usePanelTexts().bills;
  const say = usePanelSay();
  const fetcher = useFetcher<{ error?: string }>();
  const id = useId();
  if (!bill && !billable) return null;
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone-200 bg-white p-3">
      <h2 id={`${id}-heading`} className="mb-2 font-semibold">
        {said.yaadiBill}
      </h2>
      {bill ? (
        <p className="flex flex-wrap items-center gap-3">
          <span>{said.standing(bill.number)}</span>
          <Link
            to={`/adminpanel/bills/${bill.id}`}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 font-bold"
          >
            {said.openBill(bill.number)}
          </Link>
        </p>
      ) : (
        <fetcher.Form method="post" action={action} className="space-y-3">
          <WriteKeyField />
          <input type="hidden" name="intent" value="bill" />
          <BuyerTaxFields labels={{ gstin: said.buyerGstin, state: said.buyerState, sameState: said.sameState }} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast disabled:opacity-50"
          >
            {busy ? said.billing : said.makeBill}
          </button>
          {fetcher.data?.error && <Notice tone="error">{say(fetcher.data.error)}</Notice>}
        </fetcher.Form>
      )}
    </section>
  );
}
