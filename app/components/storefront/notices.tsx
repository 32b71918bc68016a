import { useStoreTexts } from "#app/i18n/store-texts";
import type { Notices as NoticeList } from "./use-storefront";

/** What changed about the customer's list without their doing: one sentence per line, until they press OK. */
export function Notices({ notices, onDismiss }: { notices: NoticeList | null; onDismiss: () => void }) {
  const t = useStoreTexts();
  if (!notices || notices.lines.length === 0) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {notices.heading && <p className="font-semibold">{notices.heading}</p>}
      <ul className={`space-y-1 ${notices.heading ? "mt-2 list-disc pl-5" : ""}`}>
        {notices.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        className="mt-2 h-10 rounded-lg border border-amber-400 bg-white px-4 font-semibold"
        onClick={onDismiss}
      >
        {t.order.ok}
      </button>
    </div>
  );
}
