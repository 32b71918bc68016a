import { Link } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";

/** The admin home's notice of customers waiting for their details to be deleted (docs/decisions/0039). */
export function DataRequestsNotice({ count }: { count: number }) {
  const { home } = usePanelTexts();
  return (
    <section
      aria-label={home.dataRequests.open}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <p className="font-semibold">{home.dataRequests.line(count)}</p>
      <Link
        to="/adminpanel/data-requests"
        className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
      >
        {home.dataRequests.open}
      </Link>
    </section>
  );
}
