import { Link } from "react-router";
import { usePanelTexts } from "#app/i18n/panel-texts";

/** The admin home's Udhaar card: "To collect: Rs. N from M customers", shown only when someone owes something. */
export function ToCollect({ totalPaise, customers }: { totalPaise: number; customers: number }) {
  const { home } = usePanelTexts();
  return (
    <section
      aria-labelledby="to-collect-heading"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
    >
      <p>
        <span id="to-collect-heading" className="font-bold">
          {home.toCollect.heading}:
        </span>{" "}
        <span className="font-semibold tabular-nums">{home.toCollect.line(totalPaise, customers)}</span>
      </p>
      <Link
        to="/adminpanel/udhaar"
        className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
      >
        {home.toCollect.open}
      </Link>
    </section>
  );
}
