import type { RequestState } from "#app/domain/customer-data/requests";
import { mayAsk } from "#app/domain/customer-data/requests";
import { useOrderPageTexts } from "#app/i18n/order-page-texts";
import { useFigures } from "#app/i18n/provider";

/**
 * "Delete my details" on the customer's order page and udhaar statement (docs/decisions/0039). No script needed: the
 * button is a link to the page's confirmation (`?forget`), and the confirmation a plain form posted to the page, which
 * answers with the page again saying the request was sent and what happens next.
 */
export function ForgetDetails(props: {
  state: RequestState;
  deleted: boolean;
  confirming: boolean;
  /** The statement says what becomes of the account book; the order page, of the orders. */
  account?: boolean;
  error?: string | null;
  /** The page's own address without `forget`, where Cancel goes and the form posts. */
  here: string;
}) {
  const said = useOrderPageTexts().forget;
  const f = useFigures();
  const { state } = props;
  const confirmHref = `${props.here}${props.here.includes("?") ? "&" : "?"}forget#forget-heading`;
  return (
    <section
      aria-labelledby="forget-heading"
      className="mt-6 rounded-xl border border-stone-200 p-4 text-sm print:hidden"
    >
      <h2 id="forget-heading" className="font-bold">
        {props.confirming && mayAsk(state, props.deleted) ? said.confirmHeading : said.heading}
      </h2>
      {props.error && (
        <p role="alert" className="mt-1 font-semibold text-red-800">
          {props.error}
        </p>
      )}
      {props.deleted || state.status === "done" ? (
        <p role="status" className="mt-1">
          {said.done}
        </p>
      ) : state.status === "asked" ? (
        <div role="status" className="mt-1">
          <p className="font-semibold">{said.asked(f.date(state.askedAt))}</p>
          <p>{said.next}</p>
        </div>
      ) : (
        <>
          {state.status === "declined" && <p className="mt-1 font-semibold">{said.declined(state.reason)}</p>}
          {props.confirming ? (
            <form method="post" action={props.here} className="mt-2 space-y-3">
              <p>{props.account ? said.whatGoesAccount : said.whatGoes}</p>
              <input type="hidden" name="intent" value="forget" />
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  className="min-h-11 rounded-lg bg-red-700 px-4 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {said.confirm}
                </button>
                <a href={props.here} className="inline-flex min-h-11 items-center px-2 font-semibold underline">
                  {said.cancel}
                </a>
              </div>
            </form>
          ) : (
            <a
              href={confirmHref}
              className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold"
            >
              {said.button}
            </a>
          )}
        </>
      )}
    </section>
  );
}
